// What the raters' answers say, figure by figure: each rater's score on a capability (counted only
// after answering two of its three items; "I have not seen this" is no answer) and family (only
// when they count in all three of its capabilities), and a group's figure over whole batches: a
// batch adds to a figure only when at least the minimum of its raters count in it (a manager shown
// by consent, alone). So a figure, like a group, never stands on fewer raters than the minimum.
import {
  CAPABILITIES,
  type CapabilityName,
  FAMILIES,
  type FamilyName,
} from '../model/capabilities';
import { CAPABILITY_MULTIPLIER } from '../model/constants';
import type { Batch } from './batches';
import { groupMinimum, ITEMS_TO_COUNT } from './groups';

/** A rater's answers to the observer items, by the self item each mirrors (null: not seen). */
export interface RaterAnswers {
  raterId: string;
  answers: ReadonlyArray<{ questionId: string; doing: number | null }>;
}

export type Scale =
  | { level: 'capability'; name: CapabilityName }
  | { level: 'family'; name: FamilyName };

/** A figure over raters: how many, their mean and their spread (null below two). */
export interface RaterFigure {
  n: number;
  mean: number;
  sd: number | null;
}

export type RaterScores = {
  capabilities: Partial<Record<CapabilityName, number>>;
  families: Partial<Record<FamilyName, number>>;
};

/** One rater's scores on the self scales (3-15 a capability, 9-45 a family). */
export function raterScores(
  rater: RaterAnswers,
  capabilityOf: ReadonlyMap<string, CapabilityName>,
): RaterScores {
  const answered = new Map<CapabilityName, number[]>();
  for (const { questionId, doing } of rater.answers) {
    const capability = capabilityOf.get(questionId);
    if (!capability || doing === null || !Number.isFinite(doing)) continue;
    answered.set(capability, [...(answered.get(capability) ?? []), doing]);
  }
  const capabilities: RaterScores['capabilities'] = {};
  for (const { name } of CAPABILITIES) {
    const values = answered.get(name) ?? [];
    if (values.length < ITEMS_TO_COUNT) continue;
    capabilities[name] =
      (values.reduce((s, v) => s + v, 0) / values.length) * CAPABILITY_MULTIPLIER;
  }
  const families: RaterScores['families'] = {};
  for (const family of FAMILIES) {
    const parts = family.capabilities.map((c) => capabilities[c]);
    if (parts.every((p) => p !== undefined))
      families[family.name] = parts.reduce((s: number, p) => s + (p as number), 0);
  }
  return { capabilities, families };
}

export const scoreOn = (scores: RaterScores | undefined, scale: Scale): number | undefined =>
  scale.level === 'capability' ? scores?.capabilities[scale.name] : scores?.families[scale.name];

export function figureOf(values: readonly number[]): RaterFigure | null {
  const n = values.length;
  if (n === 0) return null;
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const sd = n < 2 ? null : Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1));
  return { n, mean, sd };
}

/**
 * Who a figure over whole batches stands on: each batch adds its raters who count on the scale
 * when they are at least the minimum (a manager's batch of one, when they count).
 */
export function contributors(
  batches: readonly Batch[],
  scores: ReadonlyMap<string, RaterScores>,
  scale: Scale,
  minimum?: number,
): string[] {
  const least = groupMinimum(minimum);
  return batches.flatMap((batch) => {
    const counted = batch.raterIds.filter((id) => scoreOn(scores.get(id), scale) !== undefined);
    return counted.length >= (batch.group === 'manager' ? 1 : least) ? counted : [];
  });
}

/** The figure over whole batches (null when no batch adds to it). */
export function batchFigure(
  batches: readonly Batch[],
  scores: ReadonlyMap<string, RaterScores>,
  scale: Scale,
  minimum?: number,
): RaterFigure | null {
  return figureOf(
    contributors(batches, scores, scale, minimum).map(
      (id) => scoreOn(scores.get(id), scale) as number,
    ),
  );
}
