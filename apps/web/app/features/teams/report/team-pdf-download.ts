// Download team report PDF: loaded on the first click (team-report.tsx imports this module on
// demand), with jsPDF, the PDF engine and the document's blocks, so the team page stays light.

import { buildTeamPdf, teamPdfFileName, teamPdfTitle } from './team-pdf';
import { type PdfTeam, type ReadyTeamReport, teamPdfBlocks } from './team-pdf-blocks';

export async function downloadTeamPdf(
  team: PdfTeam,
  state: ReadyTeamReport,
  date = new Date(),
): Promise<void> {
  const { jsPDF } = await import('jspdf');
  // The session is booked on the site the reader is on.
  const contactUrl = new URL('/contact', window.location.origin).toString();
  const blocks = teamPdfBlocks(team, state, date, { contactUrl });
  buildTeamPdf(jsPDF, blocks, teamPdfTitle(team)).save(teamPdfFileName(team, date));
}
