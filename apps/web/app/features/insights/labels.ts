// The funnel's steps as staff read them.
import type { FunnelStep } from '@peak/contracts';

export const STEP_LABELS: Record<FunnelStep, string> = {
  'assessment-viewed': 'Assessment page viewed',
  'intro-viewed': 'Introduction viewed',
  started: 'Started',
  'question-reached': 'Questions reached',
  finished: 'Finished',
  'report-viewed': 'Report viewed',
  saved: 'Saved',
  shared: 'Shared',
  'review-requested': 'Review requested',
  'plan-made': 'Plan made',
};

/** The steps each week's row shows: the ones the consultancy follows week to week. */
export const WEEK_STEPS = ['started', 'finished', 'saved', 'review-requested'] as const;

/** Their column headings, short enough for four columns at 320 px. */
export const WEEK_LABELS: Record<(typeof WEEK_STEPS)[number], string> = {
  started: 'Starts',
  finished: 'Finishes',
  saved: 'Saves',
  'review-requested': 'Reviews',
};

/** A week by its Monday, "30 Nov", with the year when it is not the range's last. */
export function weekText(week: string, lastYear: string) {
  const at = new Date(`${week}T00:00:00Z`);
  return at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(week.slice(0, 4) === lastYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
}

/** A share as a percentage with one decimal, or a dash when there is nothing to share. */
export const percentText = (rate: number | null) =>
  rate === null ? '–' : `${(Math.round(rate * 1000) / 10).toLocaleString('en-GB')}%`;
