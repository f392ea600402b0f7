// What one batch of funnel events adds to the daily totals: each event as the key of its row, or
// dropped. Unknown steps and question ids are dropped; a position only with question-reached, a
// band with finished, saved and review-requested, the minutes to finish (capped) with finished;
// the source cut to a few lowercase characters. Pure: the route calls it, the aggregator adds.
import {
  type EventsRequest,
  FUNNEL_STEPS,
  type FunnelSource,
  SOURCE_PART_MAX,
} from '@peak/contracts';

export interface FunnelKey {
  day: string;
  step: string;
  position: number;
  questionId: string;
  band: string;
  minutes: number;
  source: string;
}

/** Minutes to finish are counted up to this; longer counts here. */
export const MINUTES_CAP = 120;
const STEPS = new Set<string>(FUNNEL_STEPS);
const WITH_BAND = new Set(['finished', 'saved', 'review-requested']);

/** The UTC day of an instant: "2026-12-03". */
export const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

const part = (value: string | undefined, allowed: RegExp) =>
  (value ?? '').trim().toLowerCase().replace(allowed, '').slice(0, SOURCE_PART_MAX);

/**
 * A source as one bounded string: "utm:newsletter/email/december" when the landing page had utm
 * values, else the referrer's domain ("www." dropped), else "direct".
 */
export function sourceOf(source: FunnelSource | undefined): string {
  const utm = [source?.utmSource, source?.utmMedium, source?.utmCampaign].map((v) =>
    part(v, /[^a-z0-9._-]/g),
  );
  if (utm.some(Boolean)) return `utm:${utm.map((v) => v || '-').join('/')}`;
  const referrer = part(source?.referrer, /[^a-z0-9.-]/g).replace(/^www\./, '');
  return referrer || 'direct';
}

export interface Bank {
  /** The scored questions' ids, and how many there are (the highest position). */
  questionIds: ReadonlySet<string>;
  positions: number;
}

export function countedKeys(body: EventsRequest, bank: Bank, now: number, source: string) {
  const day = dayOf(now);
  const keys: FunnelKey[] = [];
  for (const event of body.events) {
    if (!STEPS.has(event.step)) continue;
    const reached = event.step === 'question-reached';
    if (reached) {
      const { position, questionId } = event;
      if (!position || position > bank.positions) continue;
      if (!questionId || !bank.questionIds.has(questionId)) continue;
    }
    keys.push({
      day,
      step: event.step,
      position: reached ? (event.position as number) : 0,
      questionId: reached ? (event.questionId as string) : '',
      band: WITH_BAND.has(event.step) ? (event.band ?? '') : '',
      minutes:
        event.step === 'finished' && event.seconds !== undefined
          ? Math.min(MINUTES_CAP, Math.floor(event.seconds / 60))
          : -1,
      source,
    });
  }
  return keys;
}

export const keyText = (k: FunnelKey) =>
  [k.day, k.step, k.position, k.questionId, k.band, k.minutes, k.source].join('\u0000');
