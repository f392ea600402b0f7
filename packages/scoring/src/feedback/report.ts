// A 360 report: for each capability and family, the self score, each group shown and all others
// together, how much the raters agree, and whether self and others differ by more than the error
// (a blind spot, a hidden strength) or agree within the noise; and the person's predictions, made
// before any answer, against what each group said. Built from the live batches only (batches.ts):
// a group is shown once it has a batch, all others from ALL_OTHERS_MIN raters in batches.
import {
  CAPABILITIES,
  type CapabilityName,
  FAMILIES,
  type FamilyName,
} from '../model/capabilities';
import type { Batch } from './batches';
import { type Agreement, agreementOf, type Gap, type GapLevel, gapOf } from './gap';
import { ALL_OTHERS_MIN, RATER_GROUPS, type RaterGroup } from './groups';
import {
  batchFigure,
  type RaterAnswers,
  type RaterFigure,
  type RaterScores,
  raterScores,
  type Scale,
} from './scores';

export interface FeedbackFigure extends RaterFigure {
  agreement: Agreement | null;
}

export interface FeedbackRow {
  scale: Scale;
  /** The person's own score (null: not measured in their result). */
  self: number | null;
  /** Each shown group's figure (absent: hidden or too few counted on this scale). */
  groups: Partial<Record<RaterGroup, FeedbackFigure>>;
  allOthers: FeedbackFigure | null;
  /** Self against all others, when both are there. */
  gap: Gap | null;
  /** Self against each shown group. */
  groupGaps: Partial<Record<RaterGroup, Gap>>;
}

/** A prediction: the score (1-5, as an answer) a group is expected to give on a family. */
export interface Prediction {
  group: RaterGroup;
  family: FamilyName;
  score: number;
}

export interface PredictionCheck extends Prediction {
  /** What the group said, as the mean answer (1-5); null while the group is hidden. */
  actual: number | null;
  /** actual - predicted, per answer. */
  difference: number | null;
  verdict: 'as-expected' | 'higher' | 'lower' | 'hidden';
}

export interface FeedbackReport {
  /** Raters in the live batches, by group; only the shown groups. */
  shown: Partial<Record<RaterGroup, number>>;
  /** Raters in the live batches in all (all others is shown from ALL_OTHERS_MIN). */
  counted: number;
  allOthersShown: boolean;
  capabilities: FeedbackRow[];
  families: FeedbackRow[];
  predictions: PredictionCheck[];
}

export interface FeedbackInput {
  /** The person's own scores, from their saved result. */
  self: {
    capabilities: Partial<Record<CapabilityName, number | null>>;
    families: Partial<Record<FamilyName, number | null>>;
  };
  raters: readonly RaterAnswers[];
  batches: readonly Batch[];
  /** The observer items' capability, by the self item each mirrors. */
  capabilityOf: ReadonlyMap<string, CapabilityName>;
  predictions?: readonly Prediction[];
  minimum?: number;
}

const withAgreement = (figure: RaterFigure | null, level: GapLevel): FeedbackFigure | null =>
  figure ? { ...figure, agreement: agreementOf(figure, level) } : null;

function row(
  scale: Scale,
  self: number | null,
  byGroup: ReadonlyMap<RaterGroup, Batch[]>,
  all: readonly Batch[] | null,
  scores: ReadonlyMap<string, RaterScores>,
  minimum: number | undefined,
): FeedbackRow {
  const level = scale.level;
  const groups: FeedbackRow['groups'] = {};
  const groupGaps: FeedbackRow['groupGaps'] = {};
  for (const [group, batches] of byGroup) {
    const figure = withAgreement(batchFigure(batches, scores, scale, minimum), level);
    if (!figure) continue;
    groups[group] = figure;
    if (self !== null) groupGaps[group] = gapOf(self, figure, level);
  }
  const allOthers = all ? withAgreement(batchFigure(all, scores, scale, minimum), level) : null;
  return {
    scale,
    self,
    groups,
    allOthers,
    gap: self !== null && allOthers ? gapOf(self, allOthers, level) : null,
    groupGaps,
  };
}

/** A prediction is met when it is within half an answer of what the group said. */
export const PREDICTION_WITHIN = 0.5;

export function buildFeedbackReport(input: FeedbackInput): FeedbackReport {
  const scores = new Map(input.raters.map((r) => [r.raterId, raterScores(r, input.capabilityOf)]));
  const byGroup = new Map<RaterGroup, Batch[]>();
  for (const group of RATER_GROUPS) {
    const batches = input.batches.filter((b) => b.group === group);
    if (batches.length) byGroup.set(group, batches);
  }
  const counted = input.batches.reduce((n, b) => n + b.raterIds.length, 0);
  const all = counted >= ALL_OTHERS_MIN ? input.batches : null;
  const shown: FeedbackReport['shown'] = {};
  for (const [group, batches] of byGroup)
    shown[group] = batches.reduce((n, b) => n + b.raterIds.length, 0);
  const capabilities = CAPABILITIES.map((c) =>
    row(
      { level: 'capability', name: c.name },
      input.self.capabilities[c.name] ?? null,
      byGroup,
      all,
      scores,
      input.minimum,
    ),
  );
  const families = FAMILIES.map((f) =>
    row(
      { level: 'family', name: f.name },
      input.self.families[f.name] ?? null,
      byGroup,
      all,
      scores,
      input.minimum,
    ),
  );
  const predictions = (input.predictions ?? []).map((p): PredictionCheck => {
    const figure = families.find((f) => f.scale.name === p.family)?.groups[p.group];
    if (!figure) return { ...p, actual: null, difference: null, verdict: 'hidden' };
    // A family's score is the sum of its nine answers' capability means: per answer, / 9.
    const actual = figure.mean / 9;
    const difference = actual - p.score;
    const verdict =
      Math.abs(difference) <= PREDICTION_WITHIN
        ? 'as-expected'
        : difference > 0
          ? 'higher'
          : 'lower';
    return { ...p, actual, difference, verdict };
  });
  return { shown, counted, allOthersShown: all !== null, capabilities, families, predictions };
}
