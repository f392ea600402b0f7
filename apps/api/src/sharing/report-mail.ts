// "Email me this report": the mail to the account's own address, with the link to the saved report
// (it opens once signed in) and the report's PDF, rendered by the server from the saved result.
import type { Mail } from '../outbox/enqueue';

export interface ReportMailInput {
  /** The account's own address: the only one this mail ever goes to. */
  to: string;
  firstName: string;
  siteUrl: string;
  resultId: string;
  savedAt: Date;
  /** The report's PDF, as the server rendered it. */
  pdf: Uint8Array;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The saved report's address on the site. */
export const savedReportUrl = (siteUrl: string, resultId: string) =>
  `${siteUrl}/assessment/results/${resultId}`;

/** The attachment's name, as the page names its Download PDF. */
export const reportPdfName = (resultId: string, savedAt: Date) =>
  `prioritization-assessment-${resultId}-${isoDay(savedAt)}.pdf`;

export function reportMail(input: ReportMailInput): Mail {
  const greeting = input.firstName.trim() ? `Hello ${input.firstName.trim()},` : 'Hello,';
  const lines = [
    greeting,
    '',
    `Here is your Prioritization Self-Assessment report, saved on ${longDate(input.savedAt)}.`,
    '',
    'Open it on our site (sign in with this email address to see it):',
    savedReportUrl(input.siteUrl, input.resultId),
    '',
    'The report is attached as a PDF.',
    '',
    'You asked for this email from your saved report. If you did not, you can ignore it.',
    '',
    'Peak Partners',
  ];
  return {
    to: input.to,
    subject: 'Your Prioritization Report',
    text: lines.join('\n'),
    attachments: [
      {
        filename: reportPdfName(input.resultId, input.savedAt),
        contentType: 'application/pdf',
        content: Buffer.from(input.pdf).toString('base64'),
      },
    ],
  };
}
