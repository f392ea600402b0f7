// The plan's mail, as text: each check-in (one question, three one-click answers, what comes next,
// and how to stop), the retake invitation, and the partner's one note. Every reminder carries the
// one-click stop of RFC 8058 (List-Unsubscribe and List-Unsubscribe-Post) and a visible link.
import {
  CHECK_IN_ANSWER_LABELS,
  CHECK_IN_ANSWERS,
  CHECK_INS_PER_PLAN,
  type CheckInAnswer,
} from '@peak/contracts';
import type { Mail } from '../outbox/enqueue';

export interface PlanWords {
  to: string;
  firstName: string;
  siteUrl: string;
  siteName: string;
  capability: string;
  ifThen: string;
  signal: string;
  timeZone: string;
  /** The raw token of the plan's stop link. */
  stopToken: string;
}

/** A local date and time in words, in the person's zone: "Friday, November 13, 2026 at 6:00 PM". */
export const localWhen = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    instant,
  );

export const checkInUrl = (siteUrl: string, token: string, answer?: CheckInAnswer) =>
  `${siteUrl}/plans/check-in/${token}${answer ? `?answer=${answer}` : ''}`;
export const stopPageUrl = (siteUrl: string, token: string) => `${siteUrl}/plans/stop/${token}`;
/** Where a mail client posts List-Unsubscribe=One-Click. */
export const oneClickStopUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/api/plans/unsubscribe/${token}`;

const greeting = (firstName: string) =>
  firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,';

/** The headers and closing lines every reminder carries. */
function reminder(words: PlanWords, subject: string, body: string[]): Mail {
  const stop = stopPageUrl(words.siteUrl, words.stopToken);
  return {
    to: words.to,
    subject,
    text: [
      greeting(words.firstName),
      '',
      ...body,
      '',
      `You get this because you made this plan on ${words.siteName}. Stop these reminders (one click, no sign-in): ${stop}`,
      '',
      words.siteName,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClickStopUrl(words.siteUrl, words.stopToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface CheckInMailInput {
  n: number;
  token: string;
  /** The next check-in, or null after the last. */
  nextAt: Date | null;
  retakeAt: Date;
}

export function checkInMail(words: PlanWords, input: CheckInMailInput): Mail {
  const next = input.nextAt
    ? `Next: check-in ${input.n + 1} on ${localWhen(input.nextAt, words.timeZone)}.`
    : `This is the last check-in. Your retake is suggested on ${localWhen(input.retakeAt, words.timeZone)}.`;
  return reminder(words, `Check-in ${input.n} of ${CHECK_INS_PER_PLAN}: ${words.capability}`, [
    'One question about your plan.',
    '',
    `Your if-then: ${words.ifThen}`,
    `You will know it is working when: ${words.signal}`,
    '',
    'Did you do it since the last check-in? One click answers, no sign-in needed:',
    ...CHECK_IN_ANSWERS.map(
      (answer) =>
        `${CHECK_IN_ANSWER_LABELS[answer]}: ${checkInUrl(words.siteUrl, input.token, answer)}`,
    ),
    '',
    `Add a note: ${checkInUrl(words.siteUrl, input.token)}`,
    '',
    next,
  ]);
}

export function retakeMail(words: PlanWords, madeAt: Date): Mail {
  return reminder(words, 'Time to retake your Prioritization Self-Assessment', [
    `You made your plan for ${words.capability} on ${localWhen(madeAt, words.timeZone)}.`,
    `Your if-then: ${words.ifThen}`,
    '',
    `Retake the assessment (about ten minutes): ${words.siteUrl}/assessment/take`,
    '',
    `Once you save the new result, the comparison opens with ${words.capability} first: whether it changed by more than a retake varies by, and how your check-ins went.`,
  ]);
}

/** The partner's one note: what was asked of them, nothing of the scores. */
export function partnerMail(words: PlanWords, partnerEmail: string): Mail {
  const name = words.firstName.trim() || 'Someone you know';
  return {
    to: partnerEmail,
    subject: `${name} asked you to be their accountability partner`,
    text: [
      'Hello,',
      '',
      `${name} (${words.to}) is working on one habit and asked us to let you know:`,
      '',
      `“${words.ifThen}”`,
      `They will know it is working when: ${words.signal}`,
      '',
      'What they ask of you: now and then over the next weeks, ask them how it is going. That is all.',
      '',
      `This is the only email you will get from ${words.siteName} about this, and nothing of their assessment is shared with you.`,
      '',
      words.siteName,
    ].join('\n'),
  };
}
