// What the team pages say, in one place: the privacy promise (exactly what the API does), the
// members' statuses in words, and small formatters. Pure, so the wording is tested as written.
import type { TeamMemberStatus } from '@peak/contracts';
import { longDateUtc } from '../../lib/dates';

/** The group size a team uses unless it says otherwise (the API's default). */
export const DEFAULT_MINIMUM = 5;

/** "1 person", "7 people". */
export const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** "1 result", "3 results". */
export const results = (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`;

/** "September 8, 2025"; the ISO text itself when it is not a date. */
export function dateOf(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : longDateUtc(time);
}

/** How the team report keeps each member's result private, as the API enforces it. */
export function privacyPoints(minimum: number): string[] {
  return [
    `Only results that answer every capability count, and the team report appears once at least ${people(minimum)} have one: every figure in it counts at least ${people(minimum)}.`,
    `No one is ever shown two versions of the report, in this team or any other, that differ by fewer than ${people(minimum)}: a new version waits until it does. People who retook the assessment do not count as a difference.`,
    'When a member leaves, is removed or chooses another result, every version of the report that holds their answers is hidden at once.',
    `When everyone counted is in the same band of a capability, the report shows that band for each of them: that is what a count of ${people(minimum)} or more in one band means.`,
    "The owner and the members see each other's names and status only: never anyone's scores, answers, archetype or story.",
  ];
}

export const ROLE_WORDS = { owner: 'Owner', member: 'Member' } as const;

/** A member's status as the members list shows it. */
export const STATUS_WORDS: Record<TeamMemberStatus, string> = {
  'no-result': 'No result yet',
  counted: 'Result counts',
  'cannot-count': 'Result cannot count',
};

/** My own status, explained. */
export function myStatusText(status: TeamMemberStatus, minimum: number, next: boolean): string {
  switch (status) {
    case 'no-result':
      return next
        ? 'Your next saved result will count here. Take the assessment and save it to your account.'
        : 'You have no result counted here yet.';
    case 'counted':
      return `Your result counts in the team report, once at least ${people(minimum)} have one, and in each version a reader is shown.`;
    case 'cannot-count':
      return 'The result you chose leaves some capabilities unanswered, so it cannot count in a team report. Choose a complete saved result, or take the assessment and answer every capability.';
  }
}

/** What the owner and the team see of a member, and what they never see. */
export const WILL_SEE = [
  'Your name, as your account gives it.',
  'That you are a member of the team, and since when.',
  'Your status: no result yet, your result counts, or it cannot count (a capability unanswered).',
];
export const WILL_NOT_SEE = [
  'Your scores, for any capability, family or in total.',
  'Your answers to any question.',
  'Your archetype or your story.',
  "Which band you are in: the report shows how many people are in each band, never who. One exception: when everyone counted is in the same band of a capability, that band is everyone's, yours too.",
];

export const CONSENT_MISSING = 'Joining needs your consent to what the team will see.';

/** Where "Book the team session" leads: the contact form, as a Team Assessment request. */
export const TEAM_SESSION_CONTACT = '/contact?topic=team-assessment';
