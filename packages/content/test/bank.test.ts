// The scored question bank stays answerable honestly: one behaviour per option, in degrees of it,
// worded for anyone at the Team and Organization scopes (or offering "This does not happen in my
// role"), with option lengths that do not give the best answer away, and one mirror pair.
import { describe, expect, it } from 'vitest';
import { questions } from '../src';
import { CAPABILITIES } from './model';

/** Two behaviours joined into one option. */
const SECOND_BEHAVIOUR = /\band\b|&|as well as|, then/i;

/** Wording that assumes authority over a team or an area, which not every respondent has. */
const AUTHORITY = [
  /\b(I|we) (decided?|assign(ed)?|approved?|require[sd]?|mandated?|instruct(ed)?|direct(ed)?|allocated?|delegated?|overrule[sd]?|rotated?|sign(ed)? off)\b/i,
  /\bI (helped )?(agree|set|lead|led|run|ran|secure|secured) (a|an|the|each|what|which)\b/i,
  /\b(tell|make|have|get|let) (the|my) (team|area|reports|people|staff)\b/i,
  /\b(set|tell|direct) the team\b/i,
  /\b(coach(ed|es)?|teach(es)?|taught|train(ed|s)?) (the team|my team|team members|members|other leaders|peers)\b/i,
  /\bhelp(ed|s)? (the team|my team|team members|members|other leaders|other areas)\b/i,
  /\bma(de|ke) sure (the team|my team|their managers|other areas|others)\b/i,
  /\bmy team's priorities are set by me\b/i,
  /\bmy (direct reports|reports)\b/i,
  /\bon behalf of\b/i,
  /\buse it to decline\b/i,
];

/** Old wording the list must catch, so it cannot quietly stop working. */
const AUTHORITY_SAMPLES = [
  'I agree a short ranked list with the team and use it to decline lower-ranked work.',
  'I agree a short ranked list and coach team members to use it when saying no.',
  'I secure a decision date and help other leaders surface the decisions they are deferring.',
  'I lead a review of outcomes against intent and use it to shape the next period.',
  'We held a fixed-cadence review, and I rotated facilitation so others could run it.',
  'I interpret the goal myself and have my area act on that interpretation.',
  'I check capacity in detail and teach the team to raise capacity limits during planning.',
  'I let my team decide alone, and the other team learns of it later.',
  'I walk them through the approach and make sure their managers and peers reinforce it.',
  'I helped run the review cycle and made sure other areas took part consistently.',
  'We followed it consistently, and I coached members to hold each other to it.',
  'I decline on behalf of the team when requests do not fit.',
  'I decide what the team works on next.',
];

const scored = questions.filter((q) => q.questionId.includes('_v2_') && q.part === 'Doing');
const byId = new Map(scored.map((q) => [q.questionId, q]));
const lengths = (q: (typeof scored)[number]) => q.responseOptions.map((o) => o.text.length);

describe('scored question bank', () => {
  it('has 36 items, 3 per capability, each with options scored 1 to 5', () => {
    expect(scored).toHaveLength(36);
    for (const capability of CAPABILITIES)
      expect(
        scored.filter((q) => q.capability === capability),
        capability,
      ).toHaveLength(3);
    for (const q of scored) {
      const scores = q.responseOptions.map((o) => o.score);
      expect([...scores].sort(), q.questionId).toEqual([1, 2, 3, 4, 5]);
      expect(scores, q.questionId).toEqual(q.mirrorOf ? [5, 4, 3, 2, 1] : [1, 2, 3, 4, 5]);
    }
  });

  it('has at least one mirror pair, each naming a forward item of its own capability', () => {
    const mirrors = scored.filter((q) => q.mirrorOf);
    expect(mirrors.length).toBeGreaterThanOrEqual(1);
    for (const mirror of mirrors) {
      const forward = byId.get(mirror.mirrorOf ?? '');
      expect(forward, mirror.questionId).toBeDefined();
      expect(forward?.capability, mirror.questionId).toBe(mirror.capability);
      expect(forward?.mirrorOf, mirror.questionId).toBeUndefined();
    }
  });

  it('names one behaviour per option', () => {
    for (const q of scored)
      for (const o of q.responseOptions) expect(o.text, q.questionId).not.toMatch(SECOND_BEHAVIOUR);
  });

  it('offers "does not happen in my role" only beyond the individual, keeping two items per capability', () => {
    for (const q of scored)
      if (q.scopeLevel === 'Individual') expect(q.notApplicable, q.questionId).toBeFalsy();
    for (const capability of CAPABILITIES) {
      const always = scored.filter((q) => q.capability === capability && !q.notApplicable);
      expect(always.length, capability).toBeGreaterThanOrEqual(2);
    }
  });

  it('catches old authority wording with its phrase list', () => {
    for (const sample of AUTHORITY_SAMPLES)
      expect(
        AUTHORITY.some((re) => re.test(sample)),
        sample,
      ).toBe(true);
  });

  it('words Team and Organization items for anyone, unless they offer "does not happen in my role"', () => {
    for (const q of scored) {
      if (q.scopeLevel === 'Individual' || q.notApplicable) continue;
      for (const words of [q.text, ...q.responseOptions.map((o) => o.text)])
        for (const re of AUTHORITY) expect(words, q.questionId).not.toMatch(re);
    }
  });

  it('keeps option lengths within 1.3 times of each other', () => {
    for (const q of scored) {
      const l = lengths(q);
      expect(Math.max(...l) / Math.min(...l), q.questionId).toBeLessThanOrEqual(1.3);
    }
  });

  it('makes the best option the strictly longest in at most a third of the items', () => {
    const bestIsLongest = scored.filter((q) => {
      const best = q.responseOptions.find((o) => o.score === 5)?.text.length ?? 0;
      return lengths(q).filter((l) => l >= best).length === 1;
    });
    expect(bestIsLongest.length).toBeLessThanOrEqual(12);
  });
});
