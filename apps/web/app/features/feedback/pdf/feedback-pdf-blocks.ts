// What the 360 report's PDF says, as the PDF engine's blocks (@peak/report-pdf), in the page's
// order and words: a cover, who is shown, a table per family (self, each shown group, all others,
// the agreement and the gap's verdict), the predictions, the comments, and how the report keeps
// raters anonymous. Whole groups only, as the page: nothing here names or scores one rater.
// Pure, so every sentence is unit-tested; the engine is loaded on the first click.
import type { FeedbackReportView, FeedbackRowView, RaterGroup } from '@peak/contracts';
import { MENTIONS_A_NAME, RATER_GROUPS } from '@peak/contracts';
import type { PdfBlock } from '@peak/report-pdf';
import { ALL_OTHERS_MIN, FAMILIES } from '@peak/scoring';
import { brandName } from '../../../lib/pdf/brand';
import {
  AGREEMENT_WORDS,
  dateOf,
  groupLabel,
  hiddenText,
  PREDICTION_WORDS,
  score,
  VERDICT_WORDS,
} from '../texts';

export const FEEDBACK_PDF_TITLE = '360 Report';

export const FEEDBACK_SECTION = {
  shown: 'Who is shown',
  figures: 'How others see you',
  predictions: 'Your predictions',
  comments: 'Comments',
  privacy: 'How this report keeps raters anonymous',
} as const;

const heading = (text: string): PdfBlock => ({ kind: 'heading', text });
const subheading = (text: string): PdfBlock => ({ kind: 'subheading', text, level: 1 });
const text = (value: string, muted = false): PdfBlock =>
  muted ? { kind: 'text', text: value, muted } : { kind: 'text', text: value };
const item = (value: string, lead?: string): PdfBlock =>
  lead
    ? { kind: 'item', text: value, marker: '-', lead }
    : { kind: 'item', text: value, marker: '-' };

/** The closing note: what the report holds and what it never holds. */
export function privacyLines(minimum: number): string[] {
  return [
    `A group is shown only once at least ${minimum} of its raters have answered, all raters together only from ${ALL_OTHERS_MIN}; a manager is shown as the manager only by their own consent.`,
    `Answers enter the report in sealed groups of at least ${minimum}, so no two versions of it differ by fewer than ${minimum} raters: no one's answers can be read by comparing them.`,
    'It never says who answered, holds no one rater’s answers, and never says which comment is whose.',
  ];
}

function shown(report: FeedbackReportView): PdfBlock[] {
  const { minimum } = report.feedback;
  return [
    heading(FEEDBACK_SECTION.shown),
    text(
      `${report.counted} ${report.counted === 1 ? 'rater is' : 'raters are'} counted. You never see who answered, or any one person’s answers.`,
    ),
    ...RATER_GROUPS.map((group) => {
      const n = report.shown[group];
      return item(
        n === undefined ? hiddenText(minimum) : `${n} answered`,
        `${groupLabel(group)}: `,
      );
    }),
    item(
      report.allOthersShown ? `${report.counted} answered` : hiddenText(ALL_OTHERS_MIN),
      'All others together: ',
    ),
  ];
}

/** A group's cell: its mean, and how closely its raters agree. */
function groupCell(row: FeedbackRowView, group: RaterGroup): string {
  const figure = row.groups[group];
  if (!figure) return 'Too few answers';
  return figure.agreement
    ? `${score(figure.mean)} (${AGREEMENT_WORDS[figure.agreement].toLowerCase()})`
    : score(figure.mean);
}

function familyTable(report: FeedbackReportView, family: (typeof FAMILIES)[number]): PdfBlock[] {
  const rows = [
    ...report.families.filter((row) => row.name === family.name),
    ...report.capabilities.filter((row) =>
      (family.capabilities as readonly string[]).includes(row.name),
    ),
  ];
  const groups = RATER_GROUPS.filter((group) => report.shown[group] !== undefined);
  const share = 0.34 / (groups.length + 2);
  const allOthers = (row: FeedbackRowView) =>
    row.allOthers
      ? score(row.allOthers.mean)
      : report.allOthersShown
        ? 'Too few answers'
        : hiddenText(ALL_OTHERS_MIN);
  return [
    subheading(family.name),
    {
      kind: 'table',
      caption: `${family.name}: how you see yourself, and how others see you`,
      columns: [
        { text: 'Scale', width: 0.22 },
        { text: 'You', width: share, align: 'right' },
        ...groups.map((group) => ({
          text: groupLabel(group),
          width: share,
          align: 'right' as const,
        })),
        { text: 'All others', width: share, align: 'right' },
        { text: 'You against others', width: 0.44 },
      ],
      rows: rows.map((row) => ({
        cells: [
          row.level === 'family' ? `${row.name} (family)` : row.name,
          score(row.self),
          ...groups.map((group) => groupCell(row, group)),
          allOthers(row),
          row.gap ? VERDICT_WORDS[row.gap.verdict] : VERDICT_WORDS['too-few'],
        ],
        ...(row.level === 'family' ? { lead: true } : {}),
      })),
    },
  ];
}

function predictions(report: FeedbackReportView): PdfBlock[] {
  if (report.predictions.length === 0) return [];
  const { minimum } = report.feedback;
  return [
    heading(FEEDBACK_SECTION.predictions),
    {
      kind: 'table',
      caption: 'What you predicted each group would say, and what it said',
      columns: [
        { text: 'Group and family', width: 0.4 },
        { text: 'You predicted', width: 0.15, align: 'right' },
        { text: 'They said', width: 0.2, align: 'right' },
        { text: 'Verdict', width: 0.25 },
      ],
      rows: report.predictions.map((p) => ({
        cells: [
          `${groupLabel(p.group)}: ${p.family}`,
          score(p.score),
          p.actual === null ? hiddenText(minimum) : score(p.actual),
          PREDICTION_WORDS[p.verdict],
        ],
      })),
    },
  ];
}

function comments(report: FeedbackReportView): PdfBlock[] {
  const withTexts = report.comments.filter((c) => c.texts.length > 0);
  return [
    heading(FEEDBACK_SECTION.comments),
    text('In random order, never with who wrote them.', true),
    ...(withTexts.length === 0
      ? [text('No comments yet from the groups shown.', true)]
      : withTexts.flatMap((c) => [
          subheading(c.family),
          ...c.texts.map((t) => item(t.mentionsName ? `${t.text} (${MENTIONS_A_NAME})` : t.text)),
        ])),
  ];
}

export function feedbackPdfBlocks(
  report: FeedbackReportView,
  owner: { firstName: string },
  date: Date,
): PdfBlock[] {
  const { feedback } = report;
  return [
    {
      kind: 'cover',
      brand: brandName(),
      title: FEEDBACK_PDF_TITLE,
      name: owner.firstName.trim() || null,
      date: `Prepared ${dateOf(date.toISOString())}`,
      role: `${report.counted} ${report.counted === 1 ? 'rater' : 'raters'} counted · ${feedback.open ? `open until ${dateOf(feedback.closesAt)}` : `closed ${dateOf(feedback.closesAt)}`}`,
      footer: owner.firstName.trim()
        ? `${FEEDBACK_PDF_TITLE} for ${owner.firstName.trim()}`
        : FEEDBACK_PDF_TITLE,
    },
    ...shown(report),
    heading(FEEDBACK_SECTION.figures),
    text(
      'Answers are on a scale of 1 to 5; a capability sums three answers (3 to 15), a family nine (9 to 45). A gap is named only when it is larger than the error of the two scores; otherwise you and others agree within the noise.',
    ),
    ...FAMILIES.flatMap((family) => familyTable(report, family)),
    ...predictions(report),
    ...comments(report),
    heading(FEEDBACK_SECTION.privacy),
    ...privacyLines(feedback.minimum).map((line) => item(line)),
  ];
}
