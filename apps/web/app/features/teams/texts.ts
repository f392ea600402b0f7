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
    `The team report appears once at least ${people(minimum)} have a result counted in it.`,
    `Results join the report in groups of at least ${minimum}: a new member's result waits until ${minimum} results are waiting, and then they are added together. The report never changes because of one person's result.`,
    'When a member leaves, is removed or switches to another result, the whole group their result was counted in leaves the report. The others in that group are asked to choose another saved result, or their next one, to be counted again.',
    "The owner and the members see each other's names and status only: never anyone's scores, answers, archetype or story.",
  ];
}

export const ROLE_WORDS = { owner: 'Owner', member: 'Member' } as const;

/** A member's status as the members list shows it. */
export const STATUS_WORDS: Record<TeamMemberStatus, string> = {
  'no-result': 'No result yet',
  waiting: 'Result waiting to be counted',
  counted: 'Counted in the report',
  'closed-group': 'Needs to choose a result again',
};

/** My own status, explained. */
export function myStatusText(status: TeamMemberStatus, minimum: number, next: boolean): string {
  switch (status) {
    case 'no-result':
      return next
        ? 'Your next saved result will count here. Take the assessment and save it to your account.'
        : 'You have no result counted here yet.';
    case 'waiting':
      return `Your result is waiting. It is added to the report together with others once ${minimum} results are waiting.`;
    case 'counted':
      return 'Your result is counted in the team report, as part of a group.';
    case 'closed-group':
      return 'Someone in the group your result was counted in left, was removed or switched results, so the whole group left the report. Choose a saved result, or your next one, to be counted again.';
  }
}

/** What the owner and the team see of a member, and what they never see. */
export const WILL_SEE = [
  'Your name, as your account gives it.',
  'That you are a member of the team, and since when.',
  'Your status: no result yet, waiting to be counted, counted, or asked to choose again.',
];
export const WILL_NOT_SEE = [
  'Your scores, for any capability, family or in total.',
  'Your answers to any question.',
  'Your archetype or your story.',
  'Which band you are in: the report shows how many people are in each band, never who.',
];

export const CONSENT_MISSING = 'Joining needs your consent to what the team will see.';
