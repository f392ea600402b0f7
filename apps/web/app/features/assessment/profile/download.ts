// Download PDF: reads the full saved report, builds the document, and hands the file to the
// browser. jsPDF is loaded only here, on the first click, so the profile page stays light.
import type { jsPDF } from 'jspdf';
import { getResult } from '../api';
import type { SavedReport } from '../model';
import { loadReportTexts, type ReportTexts } from '../report-texts';
import { pdfFileName } from './format';
import { buildReportPdf } from './pdf';

export const DOWNLOAD_FAILED_TEXT = 'Failed to download results. Please try again.';

/**
 * The report texts, loaded the way the report page loads them (once per page; each request has the
 * content client's own timeout). A failure leaves the PDF with its scores and the engine's findings.
 */
async function reportTexts(): Promise<ReportTexts | null> {
  try {
    return await loadReportTexts();
  } catch (error) {
    console.error('Failed to load the report texts for the PDF', error);
    return null;
  }
}

/** The date in the file name: when the assessment was completed, or today if that is unknown. */
const fileDate = (report: SavedReport) => {
  const completed = new Date(report.timestamp);
  return Number.isNaN(completed.getTime()) ? new Date() : completed;
};

/** The document and its file name; rejects when the report cannot be read or the PDF made. */
export async function preparePdf(
  id: string,
  get: typeof getResult = getResult,
): Promise<{ doc: jsPDF; fileName: string }> {
  const report = await get(id);
  if (!report) throw new Error(`Assessment results ${id} not found`);
  const [{ jsPDF }, texts] = await Promise.all([import('jspdf'), reportTexts()]);
  const doc = buildReportPdf(jsPDF, report, { texts });
  return { doc, fileName: pdfFileName(report.id || id, fileDate(report)) };
}

/** Prepares the PDF and hands it to the browser as a download; the caller reports a failure. */
export async function downloadReportPdf(id: string): Promise<void> {
  const { doc, fileName } = await preparePdf(id);
  doc.save(fileName);
}
