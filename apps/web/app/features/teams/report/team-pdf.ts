// The team report's PDF: its file's properties, for the PDF engine (@peak/report-pdf) that lays its
// blocks (team-pdf-blocks.ts) on letter pages with footers and page numbers; and the file's name.
import type { PdfInfo } from '@peak/report-pdf/engine';
import { brandName } from '../../../lib/pdf/brand';
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

/** The file's title, subject and brand. */
export const teamPdfInfo = (team: PdfTeam): PdfInfo => ({
  title: teamPdfTitle(team),
  subject: 'Team report of the Prioritization Self-Assessment: counts of people per band',
  brand: brandName(),
});
