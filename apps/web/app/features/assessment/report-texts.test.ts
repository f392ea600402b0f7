import { contentEntries, reportTexts } from '@peak/content';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_INTRODUCTION, CONTENT_TYPES, reportTextsFrom } from './report-texts';

describe('the report texts from the content service', () => {
  const entries = contentEntries(reportTexts);

  it('rebuilds every text of the seed content', () => {
    const texts = reportTextsFrom(entries);
    expect(texts.introduction).toBe(reportTexts.reportIntroduction);
    expect(texts.howToRead).toEqual(reportTexts.howToRead);
    expect(texts.nextStepsClosing).toBe(reportTexts.nextStepsClosing);
    expect(texts.about).toBe(reportTexts.aboutAssessment);
    expect(texts.scoreRanges).toEqual(reportTexts.scoreRanges);
    expect(texts.overall).toEqual(reportTexts.overall);
    // One text per verdict and level, keyed as the report's textKey ("Balanced/low").
    const byKey = ({ intro, ...verdicts }: { intro: string } & Record<string, unknown>) => ({
      intro,
      ...Object.fromEntries(
        Object.entries(verdicts as Record<string, Record<string, string>>).flatMap(
          ([verdict, levels]) =>
            Object.entries(levels).map(([level, text]) => [`${verdict}/${level}`, text]),
        ),
      ),
    });
    expect(texts.selfVsSystem).toEqual(byKey(reportTexts.selfVsSystem));
    expect(texts.senseVsActivate).toEqual(byKey(reportTexts.senseVsActivate));
    // An intro, three levels for each verdict, and a text for each lean within the noise.
    expect(Object.keys(texts.selfVsSystem)).toHaveLength(12);
    for (const [name, t] of Object.entries(reportTexts.capabilities)) {
      expect(texts.capabilities[name]).toEqual({ actionByRole: {}, stretchByRole: {}, ...t });
    }
    for (const [name, t] of Object.entries(reportTexts.families)) {
      expect(texts.families[name]).toEqual(t);
    }
  });

  it('loads every type the seed content is written in', () => {
    const types = new Set(entries.map((e) => e.type));
    expect([...types].sort()).toEqual([...CONTENT_TYPES].sort());
  });

  it('falls back to the built-in introduction and leaves other missing texts out', () => {
    const texts = reportTextsFrom(
      entries.filter(
        (e) =>
          e.type !== 'report_introduction' &&
          e.type !== 'family_overview' &&
          e.type !== 'next_steps_closing' &&
          !(e.type === 'family_band' && e.band === 'Expert') &&
          !(e.type === 'overall_band' && e.band === 'Starting'),
      ),
    );
    expect(texts.introduction).toBe(BUILT_IN_INTRODUCTION);
    expect(texts.families['Motivational Activation']?.overview).toBeUndefined();
    expect(texts.families['Motivational Activation']?.bands.Expert).toBeUndefined();
    expect(texts.families['Motivational Activation']?.bands.Proficient).toBeDefined();
    expect(texts.overall.Starting).toBeUndefined();
    expect(texts.nextStepsClosing).toBeUndefined();
    const empty = reportTextsFrom([]);
    expect(empty.howToRead).toEqual([]);
    expect(empty.overall).toEqual({});
  });

  it('ignores entries whose content is not text, and bands or roles it does not know', () => {
    const texts = reportTextsFrom([
      { type: 'about_assessment', content: null },
      { type: 'capability' },
      {
        type: 'capability',
        capability: 'Clarity of Focus',
        content: 'Naming the few things that matter.',
        bands: { Starting: 'Start here.', Expert: '', low: 'An old text.', Emerging: 3 },
        actionByRole: { manager: 'Run it with your team.', founder: 'Not a role.' },
      },
      { type: 'family_band', family: 'Execution Rhythms', band: 'low', content: 'An old text.' },
      { type: 'family_band', family: 'Execution Rhythms', band: 'Expert', content: '' },
      { type: 'overall_band', band: 'high', content: 'An old text.' },
    ]);
    expect(texts.about).toBeUndefined();
    expect(texts.capabilities).toEqual({
      'Clarity of Focus': {
        description: 'Naming the few things that matter.',
        bands: { Starting: 'Start here.' },
        actionByRole: { manager: 'Run it with your team.' },
        action: undefined,
        strength: undefined,
        weakness: undefined,
      },
    });
    expect(texts.families).toEqual({});
    expect(texts.overall).toEqual({});
  });
});
