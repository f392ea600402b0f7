// The 360 report in numbers: a rater counts in a capability after two of its three items; a gap is
// named only beyond its error (self SEM and the raters' standard error, their spread floored);
// groups show once sealed, all others from four raters; predictions against what a group said.
import { describe, expect, it } from 'vitest';
import {
  type Batch,
  buildFeedbackReport,
  CAPABILITIES,
  type CapabilityName,
  gapOf,
  type RaterAnswers,
  raterScores,
  SELF_SEM,
} from '../../src';

const capabilityOf = new Map<string, CapabilityName>(
  CAPABILITIES.flatMap((c) => [1, 2, 3].map((n) => [`${c.name}#${n}`, c.name] as const)),
);
/** A rater answering `doing` everywhere, and `focus` on Clarity of Focus. */
const rater = (raterId: string, doing: number, focus = doing, skip = 0): RaterAnswers => ({
  raterId,
  answers: [...capabilityOf].map(([questionId, capability]) => ({
    questionId,
    doing:
      capability === 'Clarity of Focus'
        ? Number(questionId.at(-1)) <= skip
          ? null
          : focus
        : doing,
  })),
});

describe('a rater’s scores', () => {
  it('count in a capability after two of its three items, on the self scale', () => {
    expect(raterScores(rater('a', 3, 4, 1), capabilityOf).capabilities['Clarity of Focus']).toBe(
      12,
    );
    expect(raterScores(rater('a', 3, 4, 2), capabilityOf).capabilities['Clarity of Focus']).toBe(
      undefined,
    );
    // A family needs all three of its capabilities.
    expect(raterScores(rater('a', 3, 4, 2), capabilityOf).families['Motivational Activation']).toBe(
      undefined,
    );
    expect(raterScores(rater('a', 3), capabilityOf).families['Motivational Activation']).toBe(27);
  });
});

describe('a self-other gap', () => {
  it('is named only beyond its error, and one rater is too few', () => {
    const others = { n: 5, mean: 9, sd: 1 };
    // Spread floored at the self SEM: error = 1.96 x sqrt(SEM^2 + SEM^2 / 5).
    const error = 1.96 * Math.sqrt(SELF_SEM.capability ** 2 * (1 + 1 / 5));
    expect(gapOf(9 + error + 0.01, others, 'capability')).toMatchObject({ verdict: 'blind-spot' });
    expect(gapOf(9 + error - 0.01, others, 'capability')).toMatchObject({ verdict: 'agree' });
    expect(gapOf(9 - error - 0.01, others, 'capability').verdict).toBe('hidden-strength');
    expect(gapOf(15, { n: 1, mean: 3, sd: null }, 'capability').verdict).toBe('too-few');
    // Raters who disagree widely make the bound wider.
    expect(gapOf(13, { n: 5, mean: 9, sd: 1 }, 'capability').verdict).toBe('blind-spot');
    expect(gapOf(13, { n: 5, mean: 9, sd: 6 }, 'capability').verdict).toBe('agree');
  });
});

describe('the report', () => {
  const peers = ['p1', 'p2', 'p3'];
  const reports = ['d1', 'd2', 'd3'];
  const raters = [
    ...peers.map((id) => rater(id, 3, 2)),
    ...reports.map((id) => rater(id, 3, 3)),
    rater('m', 4, 4),
  ];
  const batches: Batch[] = [
    { id: 'b1', group: 'peers', raterIds: peers },
    { id: 'b2', group: 'direct-reports', raterIds: reports },
    { id: 'b3', group: 'manager', raterIds: ['m'] },
  ];
  const self = {
    capabilities: { 'Clarity of Focus': 15 } as Partial<Record<CapabilityName, number>>,
    families: { 'Motivational Activation': 39 },
  };

  it('shows each sealed group, all others, the gap and the raters’ agreement', () => {
    const report = buildFeedbackReport({ self, raters, batches, capabilityOf });
    expect(report.shown).toEqual({ manager: 1, peers: 3, 'direct-reports': 3 });
    expect(report.allOthersShown).toBe(true);
    const focus = report.capabilities.find((r) => r.scale.name === 'Clarity of Focus');
    expect(focus?.groups.peers).toMatchObject({ n: 3, mean: 6, agreement: 'close' });
    expect(focus?.groups.manager).toMatchObject({ n: 1, mean: 12, sd: null, agreement: null });
    expect(focus?.allOthers?.n).toBe(7);
    expect(focus?.gap?.verdict).toBe('blind-spot');
    expect(focus?.groupGaps.manager?.verdict).toBe('too-few');
  });

  it('shows all others only from four raters in batches', () => {
    const report = buildFeedbackReport({
      self,
      raters,
      batches: batches.slice(0, 1),
      capabilityOf,
    });
    expect(report.allOthersShown).toBe(false);
    expect(report.capabilities[0]?.allOthers).toBeNull();
  });

  it('holds each prediction against what the group said, per answer', () => {
    const report = buildFeedbackReport({
      self,
      raters,
      batches,
      capabilityOf,
      predictions: [
        { group: 'peers', family: 'Motivational Activation', score: 4 },
        { group: 'direct-reports', family: 'Motivational Activation', score: 3 },
        { group: 'others', family: 'Motivational Activation', score: 3 },
      ],
    });
    // Peers: Clarity of Focus 6, the other two 9 each: 24 / 9 = 2.67 an answer.
    expect(report.predictions.map((p) => [p.group, p.verdict])).toEqual([
      ['peers', 'lower'],
      ['direct-reports', 'as-expected'],
      ['others', 'hidden'],
    ]);
    expect(report.predictions[0]?.actual).toBeCloseTo(24 / 9);
  });
});
