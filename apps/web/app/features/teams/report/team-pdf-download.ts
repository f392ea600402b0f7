// Download team report PDF: loaded on the first click (team-report.tsx imports this module on
// demand), with the PDF engine and the document's blocks, so the team page stays light.
import { loadPdfEngine } from '@peak/report-pdf/engine';
import { saveFile } from '../../../lib/pdf/save-file';
import { TEAM_SESSION_CONTACT } from '../texts';
import { teamPdfFileName, teamPdfInfo } from './team-pdf';
import { type PdfTeam, type ReadyTeamReport, teamPdfBlocks } from './team-pdf-blocks';

export async function downloadTeamPdf(
  team: PdfTeam,
  state: ReadyTeamReport,
  date = new Date(),
): Promise<void> {
  const engine = await loadPdfEngine();
  // The session is booked on the site the reader is on.
  const contactUrl = new URL(TEAM_SESSION_CONTACT, window.location.origin).toString();
  const blocks = teamPdfBlocks(team, state, date, { contactUrl });
  saveFile(engine.render(blocks, teamPdfInfo(team)), teamPdfFileName(team, date));
}
