// A 360's mail to a rater, as text: the invitation (who asks, why, how long, what the person will
// and will not see, until when) and at most two reminders before the closing date. The rater has
// no account: their personal link is the key, and withdrawing on its page stops the reminders.
import { FEEDBACK_MINUTES, FEEDBACK_REMINDERS } from '@peak/contracts';
import type { Mail } from '../outbox/enqueue';

export interface InvitationWords {
  to: string;
  askedBy: string;
  siteUrl: string;
  siteName: string;
  closesAt: Date;
  minimum: number;
  /** The raw token of the rater's link. */
  token: string;
}

export const raterUrl = (siteUrl: string, token: string) => `${siteUrl}/feedback/rate/${token}`;

const closing = (closesAt: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(closesAt);

function body(words: InvitationWords, opening: string[]): string[] {
  const link = raterUrl(words.siteUrl, words.token);
  return [
    'Hello,',
    '',
    ...opening,
    '',
    `It takes about ${FEEDBACK_MINUTES} minutes: 36 short statements about how ${words.askedBy} prioritizes, each with five answers and "I have not seen this", and a comment if you like. No account is needed, and you can stop and come back to the same link on any device.`,
    '',
    `What ${words.askedBy} will see: each group's figures (managers, peers, direct reports, others) only once at least ${words.minimum} of its people have answered, and comments never with a name. What they will not see: who answered, or any one person's answers. You can withdraw your answers until the 360 closes on ${closing(words.closesAt)}.`,
    '',
    `Answer here: ${link}`,
    '',
    `If you would rather not answer, open the link and choose "Withdraw my answers": you will get no more mail about it. This mail is the only one ${words.siteName} sends you${FEEDBACK_REMINDERS ? `, apart from at most ${FEEDBACK_REMINDERS} reminders` : ''}.`,
    '',
    words.siteName,
  ];
}

export const invitationMail = (words: InvitationWords): Mail => ({
  to: words.to,
  subject: `${words.askedBy} asks how you see their prioritization`,
  text: body(words, [
    `${words.askedBy} is taking a 360 on ${words.siteName}: they have answered the Prioritization Self-Assessment about themselves, and they ask the people they work with how they see the same twelve capabilities.`,
  ]).join('\n'),
});

export const reminderMail = (words: InvitationWords, n: number): Mail => ({
  to: words.to,
  subject: `Reminder ${n} of ${FEEDBACK_REMINDERS}: ${words.askedBy}'s 360 closes on ${closing(words.closesAt)}`,
  text: body(words, [
    `${words.askedBy} asked how you see their prioritization, and the 360 closes on ${closing(words.closesAt)}. Your answers so far are kept if you have started.`,
  ]).join('\n'),
});

/** When the reminders go: a third and two thirds of the way from the invitation to the close. */
export const reminderTimes = (invitedAt: Date, closesAt: Date): Date[] => {
  const span = closesAt.getTime() - invitedAt.getTime();
  return Array.from(
    { length: FEEDBACK_REMINDERS },
    (_, i) => new Date(invitedAt.getTime() + (span * (i + 1)) / (FEEDBACK_REMINDERS + 1)),
  );
};
