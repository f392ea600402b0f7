// The downloadable PDF of a saved report. Two pure steps: what the document says (pdfContent, a
// list of blocks) and how the blocks are laid out on pages (layoutPdf). Saving the file is
// somebody else's job (download.ts), so both steps run in unit tests without a browser. What the
// document says follows the engine's report object (`reportOf`), exactly as the page does; the
// texts written for bands and the One Action to Try come from the report texts passed in.
import { type ReportFinding, roleLabel } from '@peak/scoring';
import type { jsPDF } from 'jspdf';
import { reportOf, type SavedReport } from '../model';
import {
  archetypeTitle,
  balancedWithinText,
  bandText,
  effortNoteText,
  familyMembers,
  nextStepLine,
  pointsText,
  reducedAnswersNote,
} from '../report/format';
import type { ReportTexts } from '../report-texts';
import { formatDateTime, formatNumber, formatOverall } from './format';

export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'item'; text: string; marker: string };

export const FALLBACK_TITLE = 'Prioritization Assessment';

export interface PdfOptions {
  /** The report texts (band paragraphs, One Action to Try, closing); without them only scores. */
  texts?: ReportTexts | null;
  /** For tests; the reader's own time zone otherwise. */
  timeZone?: string;
}

const score = (value: number | null | undefined, max: number) =>
  typeof value === 'number' && Number.isFinite(value)
    ? `${formatNumber(value)} / ${max}`
    : 'not measured';

/** "(Developing)" or "(Developing, on the edge of Proficient)". */
const inBrackets = (scored: { band: string; edge: string | null }) =>
  scored.edge ? `(${scored.band}, on the edge of ${scored.edge})` : `(${scored.band})`;

const paragraphs = (text: string | undefined) =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** Everything the PDF says, in reading order. */
export function pdfContent(saved: SavedReport, options: PdfOptions = {}): PdfBlock[] {
  const report = reportOf(saved);
  const texts = options.texts ?? null;
  const blocks: PdfBlock[] = [];
  const heading = (text: string) => blocks.push({ kind: 'heading', text });
  const subheading = (text: string) => blocks.push({ kind: 'subheading', text });
  const text = (value: string) => blocks.push({ kind: 'text', text: value });
  const paras = (value: string | undefined) => {
    for (const paragraph of paragraphs(value)) text(paragraph);
  };
  const item = (value: string, marker = '-') => blocks.push({ kind: 'item', text: value, marker });

  blocks.push({ kind: 'title', text: saved.assessmentName || FALLBACK_TITLE });
  text(`Completed ${formatDateTime(saved.timestamp, options.timeZone)}`);
  if (saved.userName) text(`Prepared for ${saved.userName}`);
  if (report.role) text(`Answered as: ${roleLabel(report.role)}`);
  const effort = effortNoteText(report.effort);
  if (effort) text(effort);

  heading('Your Overall Results');
  text(`Total score: ${score(report.overall.score, report.overall.max)}`);
  text(`Maturity level: ${bandText(report.overall)}`);
  const overall = formatOverall(saved.overallScore);
  if (overall) text(`Overall score: ${overall}`);
  paras(texts?.overall[report.overall.band]);

  heading('Strengths and Growth Areas');
  text(
    report.strengths.length > 0
      ? `Strengths: ${report.strengths.join(', ')}`
      : 'Strengths: none of your capabilities is in the top two bands (Proficient or Expert) yet.',
  );
  text(
    report.growthAreas.length > 0
      ? `Growth areas: ${report.growthAreas.join(', ')}`
      : 'Growth areas: none of your capabilities is in the bottom two bands (Starting or Emerging).',
  );

  heading('Family Scores');
  for (const family of report.families) {
    item(`${family.family}: ${score(family.score, family.max)} ${inBrackets(family)}`);
  }

  heading('Capability Scores');
  for (const family of report.families) {
    subheading(family.family);
    for (const { name, scored } of familyMembers(report, family.family)) {
      if (!scored) {
        item(`${name}: not measured`);
        continue;
      }
      const reduced = report.reducedAnswers.find((r) => r.capability === name);
      item(
        `${name}: ${score(scored.score, scored.max)} ${inBrackets(scored)}${
          reduced ? `. ${reducedAnswersNote(reduced.answered)}` : ''
        }`,
      );
    }
  }

  heading('Balance');
  const comparisons = [
    ['Self vs. System', 'Self', 'System', report.selfVsSystem],
    [
      'Sense & Align vs. Activate & Execute',
      'Sense & Align',
      'Activate & Execute',
      report.senseVsActivate,
    ],
  ] as const;
  for (const [title, left, right, c] of comparisons) {
    text(
      `${title}: ${left} ${score(c.left, c.max)}, ${right} ${score(c.right, c.max)}. ` +
        `Verdict: ${c.verdict} (a difference of ${pointsText(c.difference)}).`,
    );
  }
  text(balancedWithinText(report.thresholds.balanceWithin));

  const findingBody = (finding: ReportFinding) => {
    paras(finding.narrative);
    if (finding.why) text(`Why it matters: ${finding.why}`);
    paras(finding.expandedNarrative);
    if (finding.actions.length > 0) {
      text('Try this:');
      for (const action of finding.actions) item(action);
    }
    if (finding.reflection) text(`Ask yourself: ${finding.reflection}`);
    if (finding.workOn.length > 0) text(`Work on: ${finding.workOn.join(', ')}`);
    if (finding.buildsOn.length > 0) text(`Builds on: ${finding.buildsOn.join(', ')}`);
  };

  heading('Notable Patterns');
  if (report.patterns.length === 0) text('No notable patterns were identified.');
  for (const pattern of report.patterns) {
    subheading(`${pattern.name} (${pattern.label})`);
    findingBody(pattern);
  }

  heading('Signature Archetype');
  if (report.archetype) {
    subheading(`${archetypeTitle(report.archetype)} (${report.archetype.label})`);
    findingBody(report.archetype);
  } else if (report.archetypeNote) {
    text(report.archetypeNote);
  }

  if (saved.story?.trim()) {
    heading('Your Prioritization Story');
    paras(saved.story);
  }

  heading('Next Steps');
  const steps = report.nextSteps.flatMap((step) => {
    const line = nextStepLine(step, texts, report.role);
    return line ? [line] : [];
  });
  steps.forEach((step, index) => {
    item(step, `${index + 1}.`);
  });
  paras(texts?.nextStepsClosing);
  return blocks;
}

const REPLACEMENTS: Array<[RegExp, string]> = [
  [/[\u2018\u2019\u201a\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u2033]/g, '"'],
  [/[\u2010-\u2015\u2212]/g, '-'],
  [/\u2026/g, '...'],
  [/\u2022/g, '-'],
  [/[\t\u00a0\u2000-\u200a\u202f\u205f]/g, ' '],
];

/**
 * The PDF's built-in fonts cover Latin-1 only: typographic punctuation becomes its plain form and
 * anything else outside Latin-1 is left out rather than printed as garbage.
 */
export function pdfText(text: string): string {
  let plain = text;
  for (const [pattern, replacement] of REPLACEMENTS) plain = plain.replace(pattern, replacement);
  return plain.replace(/[^\u0020-\u007e\u00a0-\u00ff\n]/g, '');
}

/** Font size, weight and the space left above, per block kind. */
const STYLE: Record<PdfBlock['kind'], { size: number; bold: boolean; before: number }> = {
  title: { size: 20, bold: true, before: 0 },
  heading: { size: 15, bold: true, before: 18 },
  subheading: { size: 12, bold: true, before: 8 },
  text: { size: 11, bold: false, before: 4 },
  item: { size: 11, bold: false, before: 2 },
};

export const PAGE_MARGIN = 56;
const LINE_HEIGHT = 1.35;
const MARKER_WIDTH = 18;

/** Writes the blocks onto the document, wrapping lines and adding pages as the text runs over. */
export function layoutPdf(doc: jsPDF, blocks: readonly PdfBlock[]): void {
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const width = pageWidth - PAGE_MARGIN * 2;
  const bottom = pageHeight - PAGE_MARGIN;
  let y = PAGE_MARGIN;

  const room = (height: number) => {
    if (y + height <= bottom) return;
    doc.addPage();
    y = PAGE_MARGIN;
  };

  for (const block of blocks) {
    const style = STYLE[block.kind];
    const lineHeight = style.size * LINE_HEIGHT;
    doc.setFont('helvetica', style.bold ? 'bold' : 'normal');
    doc.setFontSize(style.size);
    if (y > PAGE_MARGIN) y += style.before;
    const indent = block.kind === 'item' ? MARKER_WIDTH : 0;
    const lines = doc.splitTextToSize(pdfText(block.text), width - indent) as string[];
    // A heading never sits alone at the bottom of a page: keep it with its first line of text.
    const keep = block.kind === 'heading' || block.kind === 'subheading' ? 2 : 1;
    room(lineHeight * Math.min(keep + lines.length - 1, keep + 1));
    lines.forEach((line, index) => {
      room(lineHeight);
      // Text is placed by its baseline: one font size below the top of the line.
      const baseline = y + style.size;
      if (block.kind === 'item' && index === 0) doc.text(block.marker, PAGE_MARGIN, baseline);
      doc.text(line, PAGE_MARGIN + indent, baseline);
      y += lineHeight;
    });
  }

  const pages = doc.getNumberOfPages();
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.text(`Page ${page} of ${pages}`, pageWidth - PAGE_MARGIN, pageHeight - PAGE_MARGIN / 2, {
      align: 'right',
    });
  }
}

/** The whole document. jsPDF is passed in so the caller decides when (and how) it is loaded. */
export function buildReportPdf(
  JsPdf: typeof jsPDF,
  report: SavedReport,
  options: PdfOptions = {},
): jsPDF {
  const doc = new JsPdf({ unit: 'pt', format: 'letter' });
  const title = pdfText(report.assessmentName || FALLBACK_TITLE);
  doc.setProperties({ title, subject: 'Prioritization assessment report' });
  layoutPdf(doc, pdfContent(report, options));
  return doc;
}
