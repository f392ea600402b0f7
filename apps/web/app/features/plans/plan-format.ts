// How the plan's pages write its times and its check-ins. Pure, so the exact texts are tested.
import { CHECK_IN_ANSWER_LABELS, type CheckInAnswer, type PlanCheckIn } from '@peak/contracts';

const DAY_MS = 86_400_000;

/** "Saturday, October 24 at 9:00 AM" in the plan's time zone. */
export function formatPlanTime(iso: string, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/** Whole days from `now` until `iso`, counting a part day as one; 0 once it has come. */
export function daysUntil(iso: string, now: number): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / DAY_MS));
}

export const retakeText = (days: number) =>
  days === 0
    ? 'Your retake is due: take the assessment again to see what changed.'
    : `${days} ${days === 1 ? 'day' : 'days'} until your suggested retake.`;

/** "2 of 4 check-ins answered: 1 Done, 1 Partly." */
export function checkInSummary(checkIns: readonly PlanCheckIn[]): string {
  if (checkIns.length === 0) return 'No check-ins: this plan sends none.';
  const answered = checkIns.filter((c) => c.answer !== null);
  const counts = (Object.keys(CHECK_IN_ANSWER_LABELS) as CheckInAnswer[]).flatMap((answer) => {
    const n = answered.filter((c) => c.answer === answer).length;
    return n > 0 ? [`${n} ${CHECK_IN_ANSWER_LABELS[answer]}`] : [];
  });
  const head = `${answered.length} of ${checkIns.length} check-ins answered`;
  return counts.length > 0 ? `${head}: ${counts.join(', ')}.` : `${head}.`;
}
