// The bundled bank and rules, measured on simulated respondents: every target of the report holds.
import { reportTexts } from '@peak/content';
import { describe, expect, it } from 'vitest';
import { type Band, storyFacts, storySentences } from '../src';
import { calibrate, calibrationFailures, TARGETS } from '../src/calibrate/calibrate';
import { questions, rules } from './helpers';

const hasBandText = (kind: 'capability' | 'family' | 'overall', name: string, band: Band) => {
  const bands =
    kind === 'overall'
      ? reportTexts.overall
      : (kind === 'family' ? reportTexts.families : reportTexts.capabilities)[name]?.bands;
  return Boolean(bands?.[band]?.trim());
};

describe('calibration of the bundled bank and rules', () => {
  const c = calibrate({
    questions,
    rules,
    respondents: 5000,
    hasBandText,
    texts: reportTexts.asserts,
    story: (results) => storySentences(storyFacts(results)),
  });

  it('simulates answers that hang together like real ones (about 0.45 within a capability)', () => {
    expect(c.withinCapabilityCorrelation).toBeGreaterThan(0.4);
    expect(c.withinCapabilityCorrelation).toBeLessThan(0.5);
  });

  it('fires every enabled rule on 0.5-60% of realistic respondents, and none throws', () => {
    const off = c.rules.filter(
      (r) => r.errors > 0 || r.fired < TARGETS.ruleFiringMin || r.fired > TARGETS.ruleFiringMax,
    );
    expect(off).toEqual([]);
  });

  it("shows no text that its reader's scores contradict, and no two texts that contradict each other", () => {
    expect(c.texts?.checked).toBeGreaterThan(100_000);
    expect(c.texts?.examples).toEqual([]);
    expect(c.extremes.length).toBeGreaterThanOrEqual(18);
    for (const e of c.extremes)
      expect([...e.contradicted, ...e.undeclared, ...e.pairs]).toEqual([]);
  });

  it('meets every target of the report', () => {
    expect(calibrationFailures(c)).toEqual([]);
  });
});
