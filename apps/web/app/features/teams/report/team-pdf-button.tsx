// Download team report PDF, shown once the report is ready. The download module (PDFKit, the PDF
// engine and the document's blocks) is imported on the first click, so the team page carries none
// of it; a second click meanwhile is ignored, and a failure is said in words.
import { useCallback, useRef, useState } from 'react';
import { Button } from '../../../components/ui';
import type { PdfTeam, ReadyTeamReport } from './team-pdf-blocks';

export const DOWNLOAD_TEAM_PDF = 'Download team report PDF';
export const PREPARING_TEAM_PDF = 'Preparing PDF...';
export const TEAM_PDF_FAILED = 'Failed to download the team report. Please try again.';

export function TeamPdfButton({ team, state }: { team: PdfTeam; state: ReadyTeamReport }) {
  const [preparing, setPreparing] = useState(false);
  // The state drives the button; this ref stops a second click before React re-renders.
  const busy = useRef(false);
  const download = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPreparing(true);
    try {
      const { downloadTeamPdf } = await import('./team-pdf-download');
      await downloadTeamPdf({ name: team.name, organisation: team.organisation }, state);
    } catch (error) {
      console.error('Failed to download the team report', error);
      window.alert(TEAM_PDF_FAILED);
    } finally {
      busy.current = false;
      setPreparing(false);
    }
  }, [team.name, team.organisation, state]);
  return (
    <div className="button-row team-report-actions">
      <Button variant="secondary" disabled={preparing} onClick={() => void download()}>
        {preparing ? PREPARING_TEAM_PDF : DOWNLOAD_TEAM_PDF}
      </Button>
      <p className="visually-hidden" role="status">
        {preparing ? PREPARING_TEAM_PDF : ''}
      </p>
    </div>
  );
}
