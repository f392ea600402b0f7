// Download PDF on the 360 report. The download module (PDFKit, the PDF engine and the document's
// blocks) is imported on the first click, so the report page carries none of it; a second click
// meanwhile is ignored, and a failure is said in words.
import type { FeedbackReportView } from '@peak/contracts';
import { useCallback, useRef, useState } from 'react';
import { Button } from '../../../components/ui';

export const DOWNLOAD_FEEDBACK_PDF = 'Download PDF';
export const PREPARING_FEEDBACK_PDF = 'Preparing PDF...';
export const FEEDBACK_PDF_FAILED = 'Failed to download the 360 report. Please try again.';

export function FeedbackPdfButton({
  report,
  firstName,
}: {
  report: FeedbackReportView;
  firstName: string;
}) {
  const [preparing, setPreparing] = useState(false);
  const [failed, setFailed] = useState(false);
  // The state drives the button; this ref stops a second click before React re-renders.
  const busy = useRef(false);
  const download = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPreparing(true);
    setFailed(false);
    try {
      const { downloadFeedbackPdf } = await import('./feedback-pdf-download');
      await downloadFeedbackPdf(report, { firstName });
    } catch (error) {
      console.error('Failed to download the 360 report', error);
      setFailed(true);
    } finally {
      busy.current = false;
      setPreparing(false);
    }
  }, [report, firstName]);
  return (
    <div className="button-row">
      <Button variant="secondary" disabled={preparing} onClick={() => void download()}>
        {preparing ? PREPARING_FEEDBACK_PDF : DOWNLOAD_FEEDBACK_PDF}
      </Button>
      <p className="visually-hidden" role="status">
        {preparing ? PREPARING_FEEDBACK_PDF : ''}
      </p>
      {failed ? <p role="alert">{FEEDBACK_PDF_FAILED}</p> : null}
    </div>
  );
}
