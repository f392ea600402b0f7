// Two takes compared: verdicts against the reliable-change threshold, what moved in the report, and
// sentences that say only what the comparison holds.
import { describe, expect, it } from 'vitest';
import {
  type CapabilityName,
  compareResults,
  compareSentences,
  defaultReliability,
  type Question,
  type Reliability,
  type ResultsComparison,
  reliableChangeThreshold,
  type ScoreChange,
  scoreAssessment,
} from '../src';
import { answerAsPerson, drawPerson, itemOffsets, random } from '../src/calibrate/simulate';
import { answer, questions, rules, scoredQuestions } from './helpers';

const SCOPES = ['Individual', 'Team', 'Organization'];
/** Per capability: one answer for all its questions, one per scope level (null: left out), or none. */
type Plan = Partial<Record<CapabilityName, number | readonly (number | null)[] | null>>;

/** Scored results: each capability's answers by plan, `otherwise` for the rest. */
function take(plan: Plan, otherwise = 3) {
  const pick = (q: Question) => {
    const level = q.capability in plan ? plan[q.capability as CapabilityName] : otherwise;
    if (level === null || level === undefined) return null;
    return typeof level === 'number' ? level : (level[SCOPES.indexOf(q.scopeLevel ?? '')] ?? null);
  };
  return scoreAssessment(answer(pick), { questions, rules });
}

const find = (list: readonly ScoreChange[], name: string) => {
  const found = list.find((c) => c.name === name);
  if (!found) throw new Error(`${name} not compared`);
  return found;
};

// Clarity of Focus 7 -> 12 (a real rise), Rhythm & Ritual 9 -> 10 (within the noise), the rest 9.
const earlier = take({ 'Clarity of Focus': [2, 2, 3] });
const later = take({ 'Clarity of Focus': 4, 'Rhythm & Ritual': [3, 3, 4] });
const CAPABILITY_THRESHOLD = reliableChangeThreshold({ alpha: 0.7, sd: 2.4 });

describe('compareResults', () => {
  const c = compareResults(earlier, later);

  it('calls a move past the threshold real and one inside it noise', () => {
    expect(find(c.capabilities, 'Clarity of Focus')).toMatchObject({
      level: 'capability',
      from: 7,
      to: 12,
      difference: 5,
      verdict: 'rose',
      estimated: false,
    });
    expect(find(c.capabilities, 'Clarity of Focus').threshold).toBeCloseTo(CAPABILITY_THRESHOLD);
    expect(find(c.capabilities, 'Rhythm & Ritual')).toMatchObject({
      from: 9,
      to: 10,
      difference: 1,
      verdict: 'within-noise',
    });
    expect(find(c.capabilities, 'Tool Fluency')).toMatchObject({ difference: 0, rci: 0 });
    // The family and the total move by the same 5 and 1 points, within their wider noise.
    expect(find(c.families, 'Motivational Activation')).toMatchObject({
      from: 25,
      to: 30,
      verdict: 'within-noise',
    });
    expect(c.total).toMatchObject({ from: 106, to: 112, difference: 6, verdict: 'within-noise' });
    expect(c.capabilities.map((x) => x.name)).toEqual(
      earlier.capabilityScores.map((x) => x.capability),
    );
    expect(c.notCompared).toEqual([]);
    expect(c.reliabilityN).toBe(0);
  });

  it('turns the other way round into a fall', () => {
    const back = compareResults(later, earlier);
    expect(find(back.capabilities, 'Clarity of Focus')).toMatchObject({
      difference: -5,
      verdict: 'fell',
    });
  });

  it('uses the reliability it is given: a more reliable score has a lower threshold', () => {
    const reliability: Reliability = defaultReliability();
    reliability.n = 500;
    reliability.capabilities['Rhythm & Ritual'] = {
      ...reliability.capabilities['Rhythm & Ritual'],
      alpha: 0.99,
      alphaSource: 'estimated',
      sdSource: 'estimated',
      n: 500,
    };
    const sharp = compareResults(earlier, later, reliability);
    // 1.96 x sqrt 2 x 2.4 x sqrt(0.01) = 0.66525 points.
    expect(find(sharp.capabilities, 'Rhythm & Ritual')).toMatchObject({
      verdict: 'rose',
      estimated: true,
    });
    expect(find(sharp.capabilities, 'Rhythm & Ritual').threshold).toBeCloseTo(0.66525, 5);
    expect(sharp.reliabilityN).toBe(500);
  });

  it('says what moved in the report', () => {
    expect(c.report.strengths).toEqual({ added: ['Clarity of Focus'], removed: [] });
    expect(c.report.growthAreas).toEqual({ added: [], removed: ['Clarity of Focus'] });
    expect(c.report.archetype.from?.ruleId ?? null).toBe(earlier.report.archetype?.ruleId ?? null);
    expect(c.report.archetype.to?.ruleId ?? null).toBe(later.report.archetype?.ruleId ?? null);
    expect(c.report.headline).toEqual({
      from: { ruleId: earlier.report.patterns[0]?.ruleId, name: earlier.report.patterns[0]?.name },
      to: { ruleId: later.report.patterns[0]?.ruleId, name: later.report.patterns[0]?.name },
      changed: earlier.report.patterns[0]?.ruleId !== later.report.patterns[0]?.ruleId,
    });
  });

  it('names an archetype gained, and a strength lost', () => {
    const low = take({}, 2);
    const high = take({ 'Situational Awareness': 5, 'Conceptual Precision': 5 }, 4);
    expect(high.report.archetype).not.toBeNull();
    const up = compareResults(low, high);
    expect(up.report.archetype).toEqual({
      from: null,
      to: {
        ruleId: high.report.archetype?.ruleId,
        name: high.report.archetype?.name,
      },
      changed: true,
    });
    const down = compareResults(high, low);
    expect(down.report.strengths.removed).toContain('Situational Awareness');
    expect(down.report.growthAreas.added).toHaveLength(12);
  });

  it('leaves out a capability measured in one take only, with its family and the total', () => {
    const partial = compareResults(take({ 'Tool Fluency': null }), later);
    expect(partial.notCompared).toEqual([
      { level: 'capability', name: 'Tool Fluency' },
      { level: 'family', name: 'Execution Rhythms' },
      { level: 'total', name: 'Total' },
    ]);
    expect(partial.total).toBeNull();
    expect(partial.capabilities).toHaveLength(11);
    expect(partial.families.map((f) => f.name)).not.toContain('Execution Rhythms');
  });

  it('compares capabilities scored from two answers on their own scale', () => {
    const reduced = compareResults(take({ 'Tool Fluency': [4, 5, null] }), later);
    expect(find(reduced.capabilities, 'Tool Fluency')).toMatchObject({ from: 13.5, to: 9 });
    expect(reduced.notCompared).toEqual([]);
  });

  it('reads a saved result without its report (or with an older one) the same', () => {
    const { report: _, ...withoutReport } = earlier;
    const older = { ...later, report: { ...later.report, version: 1 as never } };
    expect(compareResults(withoutReport, older)).toEqual(c);
  });

  it('compares nothing of the error result', () => {
    const invalid = scoreAssessment([{ doing: 3 }], { questions, rules });
    const none = compareResults(invalid, later);
    expect(none.capabilities).toEqual([]);
    expect(none.families).toEqual([]);
    expect(none.total).toBeNull();
    expect(none.notCompared).toHaveLength(17);
  });
});

// Checks every sentence against the comparison: each figure quoted is the comparison's, each
// verdict agrees with the threshold, the real changes come largest (|RCI|) first, and every score is
// spoken for exactly once.
function checkSentences(c: ResultsComparison, sentences: readonly string[]) {
  const all = [...(c.total ? [c.total] : []), ...c.families, ...c.capabilities];
  const named = (subject: string) => {
    const found = all.find(
      (x) => (x.level === 'total' ? 'your total' : x.name.toLowerCase()) === subject.toLowerCase(),
    );
    if (!found) throw new Error(`"${subject}" is no compared score`);
    return found;
  };
  const spoken = new Set<ScoreChange>();
  const speak = (x: ScoreChange) => {
    expect(spoken.has(x)).toBe(false);
    spoken.add(x);
  };
  const about = (shown: string, threshold: number) =>
    expect(Math.abs(Number(shown) - threshold)).toBeLessThanOrEqual(0.05 + 1e-9);
  const withinNoise = (x: ScoreChange, from: string, to: string) => {
    expect(x.verdict).toBe('within-noise');
    expect([Number(from), Number(to)]).toEqual([x.from, x.to]);
    expect(Math.abs(x.to - x.from)).toBeLessThan(x.threshold);
    speak(x);
  };
  let remaining = 0;
  let lastRci = Number.POSITIVE_INFINITY;
  let noiseSentences = 0;
  for (const s of sentences) {
    let m =
      /^(.+) (rose|fell) from (\S+) to (\S+), more than a retake varies by \(about ([\d.]+)\)\.$/.exec(
        s,
      );
    if (m) {
      const x = named(m[1] as string);
      expect(x.verdict).toBe(m[2]);
      expect([Number(m[3]), Number(m[4])]).toEqual([x.from, x.to]);
      expect(Math.sign(x.to - x.from)).toBe(m[2] === 'rose' ? 1 : -1);
      expect(Math.abs(x.to - x.from)).toBeGreaterThanOrEqual(x.threshold);
      about(m[5] as string, x.threshold);
      expect(noiseSentences).toBe(0);
      expect(Math.abs(x.rci)).toBeLessThanOrEqual(lastRci);
      lastRci = Math.abs(x.rci);
      speak(x);
      continue;
    }
    const rest = '(?:; the remaining (?:score|(\\d+) scores) stayed the same)?';
    m = new RegExp(
      `^(.+) moved from (\\S+) to (\\S+), within what a retake varies by \\(about ([\\d.]+)\\)${rest}\\.$`,
    ).exec(s);
    if (m) {
      const x = named(m[1] as string);
      withinNoise(x, m[2] as string, m[3] as string);
      about(m[4] as string, x.threshold);
      if (s.includes('remaining')) remaining += m[5] ? Number(m[5]) : 1;
      noiseSentences++;
      continue;
    }
    m = new RegExp(`^(.+) moved within what a retake varies by \\(about (.+)\\)${rest}\\.$`).exec(
      s,
    );
    if (m) {
      const listed = [...(m[1] as string).matchAll(/(?:^|, | and )([^,()]+?) \((\S+) to (\S+)\)/g)];
      expect(listed.length).toBeGreaterThan(1);
      const moved = listed.map(([, name, from, to]) => {
        const x = named(name as string);
        withinNoise(x, from as string, to as string);
        expect(x.from).not.toBe(x.to);
        return x;
      });
      const ranges = [
        ...(m[2] as string).matchAll(
          /([\d.]+)(?:-([\d.]+))? for (a capability|a family|the total)/g,
        ),
      ];
      const LEVEL = { 'a capability': 'capability', 'a family': 'family', 'the total': 'total' };
      for (const [, low, high, level] of ranges) {
        const of = moved.filter((x) => x.level === LEVEL[level as keyof typeof LEVEL]);
        expect(of.length).toBeGreaterThan(0);
        for (const x of of) {
          expect(x.threshold).toBeGreaterThanOrEqual(Number(low) - 0.05);
          expect(x.threshold).toBeLessThanOrEqual(Number(high ?? low) + 0.05);
        }
      }
      expect(new Set(ranges.map((r) => r[3])).size).toBe(new Set(moved.map((x) => x.level)).size);
      if (s.includes('remaining')) remaining += m[3] ? Number(m[3]) : 1;
      noiseSentences++;
      continue;
    }
    m = /^(.+) stayed at (\S+)\.$/.exec(s);
    if (m) {
      const x = named(m[1] as string);
      withinNoise(x, m[2] as string, m[2] as string);
      noiseSentences++;
      continue;
    }
    m = /^(All|The other) (\d+) scores stayed the same\.$/.exec(s);
    if (m) {
      expect(m[1] === 'The other').toBe(spoken.size > 0);
      remaining += Number(m[2]);
      noiseSentences++;
      continue;
    }
    m =
      /^(.+) (?:is|are) not compared(?:, as (.+) (?:was|were) not measured in both results)?\.$/.exec(
        s,
      );
    if (m) {
      const names = c.notCompared.map((r) => (r.level === 'total' ? 'your total' : r.name));
      const list = (m[1] as string).replace(/^Your total/, 'your total');
      expect(list.split(/, | and /)).toEqual(names);
      const capabilities = c.notCompared.filter((r) => r.level === 'capability').map((r) => r.name);
      expect(m[2] ? m[2].split(/, | and /) : []).toEqual(capabilities);
      continue;
    }
    throw new Error(`unrecognised sentence: ${s}`);
  }
  expect(noiseSentences).toBeLessThanOrEqual(1);
  const unchanged = all.filter((x) => !spoken.has(x));
  expect(unchanged.length).toBe(remaining);
  for (const x of unchanged) {
    expect(x.verdict).toBe('within-noise');
    expect(x.from).toBe(x.to);
  }
  if (c.notCompared.length === 0)
    expect(sentences.some((s) => s.includes('not compared'))).toBe(false);
}

describe('compareSentences', () => {
  it('says the real change first, then the noise in one sentence', () => {
    const sentences = compareSentences(compareResults(earlier, later));
    expect(sentences).toEqual([
      'Clarity of Focus rose from 7 to 12, more than a retake varies by (about 3.6).',
      'Your total (106 to 112), Motivational Activation (25 to 30), Execution Rhythms (27 to 28) and Rhythm & Ritual (9 to 10) moved within what a retake varies by (about 3.6 for a capability, 6.4 for a family and 14.1 for the total); the remaining 12 scores stayed the same.',
    ]);
    checkSentences(compareResults(earlier, later), sentences);
  });

  it('words a single score within the noise, and a single unchanged one', () => {
    const base = compareResults(earlier, later);
    const rhythm = find(base.capabilities, 'Rhythm & Ritual');
    const clarity = find(base.capabilities, 'Clarity of Focus');
    const only = (...capabilities: ScoreChange[]): ResultsComparison => ({
      ...base,
      total: null,
      families: [],
      capabilities,
    });
    expect(compareSentences(only(clarity, rhythm))).toEqual([
      'Clarity of Focus rose from 7 to 12, more than a retake varies by (about 3.6).',
      'Rhythm & Ritual moved from 9 to 10, within what a retake varies by (about 3.6).',
    ]);
    const tool = find(base.capabilities, 'Tool Fluency');
    expect(compareSentences(only(rhythm, tool))).toEqual([
      'Rhythm & Ritual moved from 9 to 10, within what a retake varies by (about 3.6); the remaining score stayed the same.',
    ]);
    expect(compareSentences(only(tool))).toEqual(['Tool Fluency stayed at 9.']);
    expect(compareSentences(compareResults(earlier, earlier))).toEqual([
      'All 17 scores stayed the same.',
    ]);
  });

  it('orders real changes by how far past the noise they are, and says what is not compared', () => {
    const c = compareResults(take({ 'Tool Fluency': null }), take({}, 5));
    const sentences = compareSentences(c);
    expect(sentences[0]).toBe(
      'Motivational Activation rose from 27 to 45, more than a retake varies by (about 6.4).',
    );
    expect(sentences.at(-1)).toBe(
      'Tool Fluency, Execution Rhythms and your total are not compared, as Tool Fluency was not measured in both results.',
    );
    checkSentences(c, sentences);
  });

  it('says only what is true of the data, for many random pairs of takes', () => {
    const rng = random(20260101);
    const offsets = itemOffsets(scoredQuestions, rng);
    const respond = () => {
      const person = drawPerson(rng);
      const first = answerAsPerson(person, scoredQuestions, offsets, rng);
      // A later take: the same person, some capabilities grown or slipped.
      for (const name of Object.keys(person.capability))
        if (rng.next() < 0.4)
          person.capability[name] = (person.capability[name] ?? 0) + rng.normal(1.2);
      const second = answerAsPerson(person, scoredQuestions, offsets, rng);
      // Now and then a capability left unanswered altogether.
      const skipped = rng.next() < 0.1 ? rng.pick(scoredQuestions).capability : null;
      const kept = (list: typeof first.responses) =>
        list.filter(
          (r) => scoredQuestions.find((q) => q.questionId === r.questionId)?.capability !== skipped,
        );
      return [
        scoreAssessment(kept(first.responses), { questions, rules, context: { role: first.role } }),
        scoreAssessment(second.responses, { questions, rules, context: { role: second.role } }),
      ] as const;
    };
    const reliabilityOf = (): Reliability => {
      const r = defaultReliability();
      const vary = (s: Reliability['total']) => ({
        ...s,
        alpha: 0.5 + rng.next() * 0.47,
        sd: s.sd * (0.7 + rng.next() * 0.6),
        alphaSource: 'estimated' as const,
        sdSource: 'estimated' as const,
      });
      if (rng.next() < 0.3) return r;
      for (const k of Object.keys(r.capabilities) as CapabilityName[])
        r.capabilities[k] = vary(r.capabilities[k]);
      for (const k of Object.keys(r.families) as Array<keyof Reliability['families']>)
        r.families[k] = vary(r.families[k]);
      r.total = vary(r.total);
      return r;
    };
    let real = 0;
    for (let i = 0; i < 120; i++) {
      const [a, b] = respond();
      const c = compareResults(a, b, reliabilityOf());
      for (const x of [...(c.total ? [c.total] : []), ...c.families, ...c.capabilities]) {
        const past = Math.abs(x.to - x.from) >= x.threshold;
        // Exactly on the threshold the two can differ by rounding; nowhere else.
        if (Math.abs(Math.abs(x.to - x.from) - x.threshold) > 1e-9)
          expect(x.verdict !== 'within-noise').toBe(past);
      }
      const sentences = compareSentences(c);
      checkSentences(c, sentences);
      real += sentences.filter((s) => / (rose|fell) from /.test(s)).length;
    }
    expect(real).toBeGreaterThan(50);
  });
});
