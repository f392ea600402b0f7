// Download the 360 report as a PDF: loaded on the first click (the report page imports this module
// on demand), with the PDF engine and the document's blocks, so the page stays light.
import type { FeedbackReportView } from '@peak/contracts';
import { loadPdfEngine } from '@peak/report-pdf/engine';
import { brandName } from '../../../lib/pdf/brand';
import { saveFile } from '../../../lib/pdf/save-file';
import { FEEDBACK_PDF_TITLE, feedbackPdfBlocks } from './feedback-pdf-blocks';

const pad = (n: number) => String(n).padStart(2, '0');

/** "360-report-2026-12-03.pdf", dated in the reader's own day. */
export const feedbackPdfFileName = (date: Date) =>
  `360-report-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.pdf`;

export const feedbackPdfInfo = (firstName: string) => ({
  title: firstName.trim() ? `${FEEDBACK_PDF_TITLE}: ${firstName.trim()}` : FEEDBACK_PDF_TITLE,
  subject: '360 report of the Prioritization Self-Assessment: how others see you, by group',
  brand: brandName(),
});

export async function downloadFeedbackPdf(
  report: FeedbackReportView,
  owner: { firstName: string },
  date = new Date(),
): Promise<void> {
  const engine = await loadPdfEngine();
  const blocks = feedbackPdfBlocks(report, owner, date);
  saveFile(engine.render(blocks, feedbackPdfInfo(owner.firstName)), feedbackPdfFileName(date));
}
