// What staff read of the funnel over a range of days: six grouped sums over the daily totals
// (by week and step, by position reached, by position and question, by minutes to finish, by
// band, by source), each a range scan of the table's key, then the conversions computed here.
// Pure apart from the six reads.
import { FUNNEL_STEPS, type FunnelStep, type Insights } from '@peak/contracts';
import { BAND_LABELS } from '@peak/scoring';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { funnelCounts } from '../db/schema';
import { dayOf } from './counted';

/** The range staff see unless they choose one: the last twelve weeks, today included. */
export const DEFAULT_WEEKS = 12;
const DAY_MS = 86_400_000;

export function insightsRange(query: { from?: string; to?: string }, now: number) {
  const to = query.to ?? dayOf(now);
  const from =
    query.from ?? dayOf(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_WEEKS * 7 - 1) * DAY_MS);
  return from <= to ? { from, to } : { from: to, to: from };
}

/** The Monday of a day's week: "2026-11-30" for any day from that Monday to Sunday. */
export function weekOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(at).getUTCDay() + 6) % 7;
  return dayOf(at - weekday * DAY_MS);
}

/**
 * The step each one is a share of: the one before it in a visit. Questions reached are counted
 * per position (byPosition), so their sum is no share of anything.
 */
const PREVIOUS: Partial<Record<FunnelStep, FunnelStep>> = {
  'intro-viewed': 'assessment-viewed',
  started: 'intro-viewed',
  finished: 'started',
  'report-viewed': 'finished',
  saved: 'report-viewed',
  shared: 'report-viewed',
  'review-requested': 'report-viewed',
  'plan-made': 'saved',
};

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const n = (value: unknown) => Number(value ?? 0);

/** The median of a histogram of whole minutes (the lower of the two middles). */
export function medianOf(histogram: ReadonlyArray<{ minutes: number; count: number }>) {
  const sorted = [...histogram].filter((h) => h.minutes >= 0).sort((a, b) => a.minutes - b.minutes);
  const total = sorted.reduce((s, h) => s + h.count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const h of sorted) {
    seen += h.count;
    if (seen * 2 >= total) return h.minutes;
  }
  return null;
}

/**
 * Stops by question: each position's stops shared among the questions asked there in proportion
 * to how many reached each (exact while a position always asks the same question).
 */
export function lostByQuestion(
  reachedAt: ReadonlyArray<{ position: number; questionId: string; count: number }>,
  positions: ReadonlyArray<{ position: number; reached: number; lost: number }>,
  textOf: (questionId: string) => string,
) {
  const atPosition = new Map(positions.map((p) => [p.position, p]));
  const byId = new Map<string, { reached: number; lost: number }>();
  for (const r of reachedAt) {
    if (!r.questionId) continue;
    const at = atPosition.get(r.position);
    const share = at && at.reached > 0 ? (r.count / at.reached) * at.lost : 0;
    const entry = byId.get(r.questionId) ?? { reached: 0, lost: 0 };
    entry.reached += r.count;
    entry.lost += share;
    byId.set(r.questionId, entry);
  }
  return [...byId]
    .map(([questionId, e]) => ({
      questionId,
      text: textOf(questionId),
      reached: e.reached,
      lost: Math.round(e.lost),
    }))
    .sort(
      (a, b) =>
        b.lost - a.lost || b.reached - a.reached || a.questionId.localeCompare(b.questionId),
    );
}

export async function readInsights(
  db: Db,
  from: string,
  to: string,
  textOf: (questionId: string) => string = () => '',
): Promise<Insights> {
  const inRange = and(gte(funnelCounts.day, from), lte(funnelCounts.day, to));
  const total = sql<number>`sum(${funnelCounts.count})`;
  const [byDay, byPosition, byQuestion, byMinutes, byBand, bySource] = await Promise.all([
    db
      .select({ day: funnelCounts.day, step: funnelCounts.step, count: total })
      .from(funnelCounts)
      .where(inRange)
      .groupBy(funnelCounts.day, funnelCounts.step),
    db
      .select({ position: funnelCounts.position, count: total })
      .from(funnelCounts)
      .where(and(inRange, eq(funnelCounts.step, 'question-reached')))
      .groupBy(funnelCounts.position),
    db
      .select({
        position: funnelCounts.position,
        questionId: funnelCounts.questionId,
        count: total,
      })
      .from(funnelCounts)
      .where(and(inRange, eq(funnelCounts.step, 'question-reached')))
      .groupBy(funnelCounts.position, funnelCounts.questionId),
    db
      .select({ minutes: funnelCounts.minutes, count: total })
      .from(funnelCounts)
      .where(and(inRange, eq(funnelCounts.step, 'finished')))
      .groupBy(funnelCounts.minutes),
    db
      .select({ step: funnelCounts.step, band: funnelCounts.band, count: total })
      .from(funnelCounts)
      .where(and(inRange, inArray(funnelCounts.step, ['finished', 'review-requested'])))
      .groupBy(funnelCounts.step, funnelCounts.band),
    db
      .select({ step: funnelCounts.step, source: funnelCounts.source, count: total })
      .from(funnelCounts)
      .where(and(inRange, inArray(funnelCounts.step, ['started', 'review-requested'])))
      .groupBy(funnelCounts.step, funnelCounts.source),
  ]);

  const weeks = new Map<string, Partial<Record<FunnelStep, number>>>();
  const totals: Partial<Record<FunnelStep, number>> = {};
  for (const row of byDay) {
    const step = row.step as FunnelStep;
    const week = weeks.get(weekOf(row.day)) ?? {};
    week[step] = (week[step] ?? 0) + n(row.count);
    weeks.set(weekOf(row.day), week);
    totals[step] = (totals[step] ?? 0) + n(row.count);
  }
  const funnel = FUNNEL_STEPS.map((step) => {
    const count = totals[step] ?? 0;
    const previous = PREVIOUS[step];
    return { step, count, ofPrevious: previous ? share(count, totals[previous] ?? 0) : null };
  });

  const reached = byPosition
    .map((r) => ({ position: r.position, reached: n(r.count) }))
    .sort((a, b) => a.position - b.position);
  const positions = reached.map((r, i) => ({
    ...r,
    lost: Math.max(0, r.reached - (reached[i + 1]?.reached ?? totals.finished ?? 0)),
  }));

  const bandCount = (step: string, band: string) =>
    n(byBand.find((r) => r.step === step && r.band === band)?.count);
  const sourceNames = [...new Set(bySource.map((r) => r.source))];
  const sourceCount = (step: string, source: string) =>
    n(bySource.find((r) => r.step === step && r.source === source)?.count);

  return {
    from,
    to,
    weeks: [...weeks]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([week, steps]) => ({ week, steps })),
    funnel,
    byPosition: positions,
    byQuestion: lostByQuestion(
      byQuestion.map((r) => ({
        position: r.position,
        questionId: r.questionId,
        count: n(r.count),
      })),
      positions,
      textOf,
    ),
    completion: {
      finished: totals.finished ?? 0,
      medianMinutes: medianOf(byMinutes.map((r) => ({ minutes: r.minutes, count: n(r.count) }))),
    },
    bands: BAND_LABELS.map((band) => {
      const finished = bandCount('finished', band);
      const reviews = bandCount('review-requested', band);
      return { band, finished, reviews, rate: share(reviews, finished) };
    }),
    sources: sourceNames
      .map((source) => {
        const started = sourceCount('started', source);
        const reviews = sourceCount('review-requested', source);
        return { source, started, reviews, rate: share(reviews, started) };
      })
      .sort((a, b) => b.started - a.started || a.source.localeCompare(b.source)),
  };
}

export const INSIGHTS_CSV_COLUMNS = [
  'day',
  'step',
  'position',
  'question_id',
  'band',
  'minutes_to_finish',
  'source',
  'count',
] as const;

/** The daily totals of the range, one line per row of the table, for the CSV. */
export async function insightsRows(db: Db, from: string, to: string) {
  const rows = await db
    .select()
    .from(funnelCounts)
    .where(and(gte(funnelCounts.day, from), lte(funnelCounts.day, to)))
    .orderBy(funnelCounts.day, funnelCounts.step, funnelCounts.position, funnelCounts.source);
  return rows.map((r) => [
    r.day,
    r.step,
    r.position || '',
    r.questionId,
    r.band,
    r.minutes < 0 ? '' : r.minutes,
    r.source,
    r.count,
  ]);
}
