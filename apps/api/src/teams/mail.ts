// The mail a team sends its members: when the report hides because someone's answers left it, and
// when a member's new result cannot count. It names no member and carries no result, only what to do.
import type { Mail } from '../outbox/enqueue';

export interface Recipient {
  email: string;
  role: 'owner' | 'member';
  /** Whether their own chosen result is in the pool. */
  counts: boolean;
}

const teamLink = (siteUrl: string | undefined, teamId: string) =>
  siteUrl ? `${siteUrl}/teams/${teamId}` : 'the team page (Teams, in your account)';

/** To each member when a round someone read lost a member's answers. */
export function reportHiddenMail(
  to: Recipient,
  team: { id: string; name: string },
  minimum: number,
  siteUrl?: string,
): Mail {
  const what =
    to.role === 'owner'
      ? `You can invite more people: once at least ${minimum} people differ from the report you last saw, it shows again.`
      : to.counts
        ? 'Your own result still counts: nothing is needed from you. The report shows again once enough people join with a complete result.'
        : 'Your own result does not count yet: choose a saved result that answers every capability, or take the assessment and save it, so the report can show again sooner.';
  return {
    to: to.email,
    subject: `The report of ${team.name} is hidden for now`,
    text: [
      `The team report of ${team.name} is hidden for now: a member left or chose another result, and their answers were part of the report you may have read.`,
      `So that no one's answers can be read by comparing two reports, it shows again only once it differs from the last one you saw by at least ${minimum} people.`,
      what,
      `Open the team: ${teamLink(siteUrl, team.id)}`,
    ].join('\n\n'),
  };
}

/** To a member whose next saved result was to count, when that result leaves capabilities out. */
export function cannotCountMail(
  email: string,
  team: { id: string; name: string },
  siteUrl?: string,
): Mail {
  return {
    to: email,
    subject: `Your new result cannot count in ${team.name}`,
    text: [
      `Your new result leaves some capabilities unanswered, so it cannot count in the team report of ${team.name}: a capability answered by fewer people than the report's minimum could show their answers.`,
      'Take the assessment again and answer every capability; your next complete result will count. Or choose a complete saved result on the team page.',
      `Open the team: ${teamLink(siteUrl, team.id)}`,
    ].join('\n\n'),
  };
}
