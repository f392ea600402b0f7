// No subtraction in a 360. Answers enter only in sealed batches of at least the minimum of one
// group (a manager shown by consent alone); a withdrawal dissolves its batch, and its other raters
// do not count again. Proved on the rules as written, then as a
// property over random histories: for every scale, any two figures the person can read, in one
// report or in two at different times, stand on the same raters or on sets at least the minimum
// apart (a manager shown by consent aside), so no comparison reads fewer raters than the minimum.
import { describe, expect, it } from 'vitest';
import {
  type Batch,
  buildFeedbackReport,
  CAPABILITIES,
  type CapabilityName,
  contributors,
  FAMILIES,
  type RaterAnswers,
  type RaterEntry,
  type RaterGroup,
  raterScores,
  type Scale,
  sealBatches,
  shownGroup,
} from '../../src';
import { random } from '../../src/calibrate/simulate';

let next = 0;
const newId = () => `b${++next}`;
const rater = (raterId: string, group: RaterGroup, showAsManager = false): RaterEntry => ({
  raterId,
  group,
  showAsManager,
});
const empty = { batches: [] as Batch[], spent: new Set<string>() };

describe('sealed batches', () => {
  it('waits for the minimum of a group, then seals them together', () => {
    const two = sealBatches([rater('p1', 'peers'), rater('p2', 'peers')], empty, { newId });
    expect(two.batches).toEqual([]);
    const three = sealBatches(
      [rater('p1', 'peers'), rater('p2', 'peers'), rater('p3', 'peers')],
      two,
      { newId },
    );
    expect(three.batches.map((b) => [b.group, b.raterIds])).toEqual([
      ['peers', ['p1', 'p2', 'p3']],
    ]);
  });

  it('shows a consenting manager alone, and one who did not consent among the others', () => {
    const agreed = sealBatches([rater('m', 'manager', true)], empty, { newId });
    expect(agreed.batches.map((b) => [b.group, b.raterIds])).toEqual([['manager', ['m']]]);
    const declined = sealBatches([rater('m', 'manager'), rater('o1', 'others')], empty, { newId });
    expect(declined.batches).toEqual([]);
    expect(shownGroup(rater('m', 'manager'))).toBe('others');
    // The manager then changes their mind: their batch dissolves, they are shown as the manager.
    const changed = sealBatches([rater('m', 'manager', false)], agreed, { newId });
    expect(changed.dissolved).toEqual([agreed.batches[0]?.id]);
    expect(changed.batches).toEqual([]);
  });

  it('hides a group whole when one of its batch withdraws, until the minimum of new raters come', () => {
    const three = ['d1', 'd2', 'd3'].map((id) => rater(id, 'direct-reports'));
    const sealed = sealBatches(three, empty, { newId });
    const withdrawn = sealBatches(three.slice(0, 2), sealed, { newId });
    expect(withdrawn.batches).toEqual([]);
    expect([...withdrawn.spent].sort()).toEqual(['d1', 'd2', 'd3']);
    // Back with newcomers, d3 could be read against them: d1 and d2 never count again.
    const one = sealBatches([...three.slice(0, 2), rater('d4', 'direct-reports')], withdrawn, {
      newId,
    });
    expect(one.batches).toEqual([]);
    const fresh = ['d4', 'd5', 'd6'].map((id) => rater(id, 'direct-reports'));
    const enough = sealBatches([...three.slice(0, 2), ...fresh], one, { newId });
    expect(enough.batches.map((b) => b.raterIds)).toEqual([['d4', 'd5', 'd6']]);
  });

  it('never goes under 3, whatever is configured', () => {
    const two = sealBatches([rater('p1', 'peers'), rater('p2', 'peers')], empty, {
      newId,
      minimum: 1,
    });
    expect(two.batches).toEqual([]);
  });
});

// The property. Each step a rater submits (in a random group, a manager consenting or not),
// withdraws, or a manager changes their consent; some raters skip items ("I have not seen this"),
// so they count in some capabilities and not others.
const capabilityOf = new Map<string, CapabilityName>(
  CAPABILITIES.flatMap((c) => [1, 2, 3].map((n) => [`${c.name}#${n}`, c.name] as const)),
);
const scales: Scale[] = [
  ...CAPABILITIES.map((c) => ({ level: 'capability' as const, name: c.name })),
  ...FAMILIES.map((f) => ({ level: 'family' as const, name: f.name })),
];
const GROUPS: RaterGroup[] = ['manager', 'peers', 'direct-reports', 'others'];

function answersFor(raterId: string, rng: ReturnType<typeof random>): RaterAnswers {
  return {
    raterId,
    answers: [...capabilityOf.keys()].map((questionId) => ({
      questionId,
      doing: rng.next() < 0.25 ? null : 1 + Math.floor(rng.next() * 5),
    })),
  };
}

describe('no subtraction, over random histories', () => {
  it.each([3, 4, 5])(
    'minimum %i: any two readable figures of a scale are 0 or the minimum apart',
    (minimum) => {
      for (let history = 0; history < 60; history++) {
        const rng = random(1000 * minimum + history);
        const live = new Map<string, RaterEntry>();
        const answers = new Map<string, RaterAnswers>();
        let state: { batches: Batch[]; spent: Set<string> } = { batches: [], spent: new Set() };
        // Every figure read so far, by scale: the raters it stood on (consenting managers aside).
        const read = new Map<string, string[][]>();
        let n = 0;
        for (let step = 0; step < 40; step++) {
          const draw = rng.next();
          const submitted = [...live.keys()];
          if (draw < 0.6 || submitted.length === 0) {
            const id = `r${n++}`;
            const group = rng.pick(GROUPS);
            live.set(id, rater(id, group, group === 'manager' && rng.next() < 0.5));
            answers.set(id, answersFor(id, rng));
          } else if (draw < 0.85) {
            live.delete(rng.pick(submitted));
          } else {
            const managers = submitted.filter((id) => live.get(id)?.group === 'manager');
            const m = managers.length ? live.get(rng.pick(managers)) : undefined;
            if (m) live.set(m.raterId, { ...m, showAsManager: !m.showAsManager });
          }
          const sealing = sealBatches([...live.values()], state, { newId, minimum });
          state = { batches: sealing.batches, spent: sealing.spent };
          const scores = new Map(
            [...live.keys()].map((id) => [
              id,
              raterScores(answers.get(id) as RaterAnswers, capabilityOf),
            ]),
          );
          const identified = new Set(
            [...live.values()].filter((r) => shownGroup(r) === 'manager').map((r) => r.raterId),
          );
          const aggregates = [
            ...GROUPS.map((g) => state.batches.filter((b) => b.group === g)),
            state.batches.reduce((k, b) => k + b.raterIds.length, 0) >= 4 ? state.batches : [],
          ];
          for (const scale of scales) {
            const key = `${scale.level}:${scale.name}`;
            const seen = read.get(key) ?? [];
            for (const batches of aggregates) {
              const on = contributors(batches, scores, scale, minimum).filter(
                (id) => !identified.has(id),
              );
              if (on.length === 0) continue;
              for (const before of seen) {
                const a = new Set(before);
                const b = new Set(on);
                const apart =
                  [...a].filter((x) => !b.has(x)).length + [...b].filter((x) => !a.has(x)).length;
                if (apart !== 0 && apart < minimum)
                  throw new Error(
                    `history ${history} step ${step}, ${key}: ${before} against ${on}`,
                  );
              }
              seen.push(on);
            }
            read.set(key, seen);
          }
          // The report is built from the same batches without fault.
          const report = buildFeedbackReport({
            self: { capabilities: {}, families: {} },
            raters: [...answers.values()].filter((a) => live.has(a.raterId)),
            batches: state.batches,
            capabilityOf,
            minimum,
          });
          for (const [group, count] of Object.entries(report.shown))
            if (group !== 'manager') expect(count).toBeGreaterThanOrEqual(minimum);
        }
      }
    },
  );
});
