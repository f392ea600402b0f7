// The team report's PDF laid out: its blocks (team-pdf-blocks.ts) on letter pages by the site's PDF
// engine (lib/pdf), with its fonts, footers and page numbers; and the file's name. jsPDF is passed
// in, so the caller decides when it is loaded (on the first click).
import type { jsPDF } from 'jspdf';
import type { PdfBlock } from '../../../lib/pdf/blocks';
import { brandName } from '../../../lib/pdf/brand';
import { pdfText } from '../../../lib/pdf/draw';
import { layoutPdf } from '../../../lib/pdf/layout';
import { type PdfTeam, TEAM_PDF_TITLE } from './team-pdf-blocks';

/** "Team Report: Leadership Team", the document's title. */
export const teamPdfTitle = (team: PdfTeam) => `${TEAM_PDF_TITLE}: ${team.name}`;

/** "leadership-team": letters and digits, accents dropped, anything else one hyphen. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'team';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "team-report-leadership-team-2026-11-24.pdf", dated in the reader's own day. */
export const teamPdfFileName = (team: PdfTeam, date: Date) =>
  `team-report-${slugOf(team.name)}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.pdf`;

/** The whole document. */
export function buildTeamPdf(
  JsPdf: typeof jsPDF,
  blocks: readonly PdfBlock[],
  title: string,
): jsPDF {
  const doc = new JsPdf({ unit: 'pt', format: 'letter', putOnlyUsedFonts: true });
  doc.setProperties({
    title: pdfText(title),
    subject: 'Team report of the Prioritization Self-Assessment: counts of people per band',
    author: brandName(),
    creator: brandName(),
  });
  doc.setLanguage('en-US');
  layoutPdf(doc, blocks);
  return doc;
}
