// The downloadable PDF of a saved report. Two pure steps: what the document says (pdfContent, a
// list of blocks) and how the blocks are laid out on pages (layoutPdf). Saving the file is
// somebody else's job (download.ts), so both steps run in unit tests without a browser.
import { signatureCombinations } from '@peak/scoring';
import type { jsPDF } from 'jspdf';
import type { SavedReport } from '../model';
import { formatDateTime, formatNumber, formatOverall } from './format';

export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'item'; text: string; marker: string };

/** Used when the content service has no next steps (or does not answer in time). */
export const DEFAULT_NEXT_STEPS = [
  'Choose one capability to work on for the next month, ideally one with a low score that affects your current role.',
  'Share your family-level results with one trusted colleague and ask whether they see the same pattern.',
  'Retake the assessment in three to six months and compare the results with this report.',
] as const;

export const FALLBACK_TITLE = 'Prioritization Assessment';

export interface PdfOptions {
  nextSteps?: readonly string[];
  /** For tests; the reader's own time zone otherwise. */
  timeZone?: string;
}

const score = (value: number | null | undefined, max: number) =>
  typeof value === 'number' && Number.isFinite(value)
    ? `${formatNumber(value)} / ${max}`
    : 'not measured';

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** Everything the PDF says, in reading order. */
export function pdfContent(report: SavedReport, options: PdfOptions = {}): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  const heading = (text: string) => blocks.push({ kind: 'heading', text });
  const text = (value: string) => blocks.push({ kind: 'text', text: value });
  const item = (value: string, marker = '-') => blocks.push({ kind: 'item', text: value, marker });

  blocks.push({ kind: 'title', text: report.assessmentName || FALLBACK_TITLE });
  text(`Completed ${formatDateTime(report.timestamp, options.timeZone)}`);
  if (report.userName) text(`Prepared for ${report.userName}`);

  heading('Your Overall Results');
  text(`Total score: ${score(report.rawOverallScore, 180)}`);
  text(`Maturity level: ${report.maturityLevel}`);
  const overall = formatOverall(report.overallScore);
  if (overall) text(`Overall score: ${overall}`);

  heading('Family Scores');
  for (const family of report.familyScores) {
    item(`${family.family}: ${score(family.score, family.max || 45)} (${family.band})`);
  }

  heading('Capability Scores');
  for (const family of report.familyScores) {
    const members = report.capabilityScores.filter((c) => c.family === family.family);
    if (members.length === 0) continue;
    blocks.push({ kind: 'subheading', text: family.family });
    for (const c of members) {
      item(`${c.capability}: ${score(c.score, 15)}${c.band ? ` (${c.band})` : ''}`);
    }
  }

  const { patterns, archetypes } = signatureCombinations(report.arbitratedFindings ?? []);
  heading('Notable Patterns');
  if (patterns.length === 0) text('No notable patterns were identified.');
  for (const pattern of patterns) {
    blocks.push({ kind: 'subheading', text: `${pattern.name} (${pattern.kind})` });
    const about = pattern.finding.narrative || pattern.finding.why;
    if (about) text(about);
  }

  const [archetype] = archetypes;
  if (archetype) {
    heading('Signature Archetype');
    blocks.push({ kind: 'subheading', text: archetype.archetypeName ?? archetype.ruleName });
    const about = archetype.narrative || archetype.why;
    if (about) text(about);
  }

  if (report.story?.trim()) {
    heading('Your Prioritization Story');
    for (const paragraph of paragraphs(report.story)) text(paragraph);
  }

  heading('Next Steps');
  const steps = options.nextSteps?.length ? options.nextSteps : DEFAULT_NEXT_STEPS;
  steps.forEach((step, index) => {
    item(step, `${index + 1}.`);
  });
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
