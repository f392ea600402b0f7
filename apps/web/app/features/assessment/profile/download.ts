// Download PDF: reads the full saved report, builds the document, and hands the file to the
// browser. jsPDF is loaded only here, on the first click, so the profile page stays light.
import type { jsPDF } from 'jspdf';
import { getResult } from '../api';
import type { SavedReport } from '../model';
import { loadReportTexts } from '../report-texts';
import { pdfFileName } from './format';
import { buildReportPdf } from './pdf';

export const DOWNLOAD_FAILED_TEXT = 'Failed to download results. Please try again.';

/** How long the download waits for the next steps from the content service before using its own. */
const NEXT_STEPS_WAIT_MS = 3000;

async function nextSteps(): Promise<string[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([]), NEXT_STEPS_WAIT_MS);
  });
  const loaded = loadReportTexts()
    .then((texts) => texts.nextSteps)
    .catch(() => []);
  try {
    return await Promise.race([loaded, late]);
  } finally {
    clearTimeout(timer);
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
  const [{ jsPDF }, steps] = await Promise.all([import('jspdf'), nextSteps()]);
  const doc = buildReportPdf(jsPDF, report, { nextSteps: steps });
  return { doc, fileName: pdfFileName(report.id || id, fileDate(report)) };
}

/** Prepares the PDF and hands it to the browser as a download; the caller reports a failure. */
export async function downloadReportPdf(id: string): Promise<void> {
  const { doc, fileName } = await preparePdf(id);
  doc.save(fileName);
}
