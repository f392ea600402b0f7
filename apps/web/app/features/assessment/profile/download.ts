// Download PDF: builds the report's document and hands the file to the browser, from a saved report
// (by id, or already loaded) or from results not saved yet (the take page). The PDF engine (and its
// PDF library) is loaded only here, on the first click, so the pages stay light.
import { loadPdfEngine } from '@peak/report-pdf/engine';
import { saveFile } from '../../../lib/pdf/save-file';
import { getResult } from '../api';
import type { ReportResults, SavedReport } from '../model';
import { loadReportTexts, type ReportTexts } from '../report-texts';
import { pdfFileName } from './format';
import { buildReportPdf, type PdfReport } from './pdf';

export const DOWNLOAD_FAILED_TEXT = 'Failed to download results. Please try again.';

/** Whose results these are and when they were completed, for results not saved yet. */
export interface PdfOwner {
  /** Printed on the cover; without it the cover says "Prioritization Report" and no name. */
  userName?: string | null;
  /** ISO time the assessment was completed. */
  completedAt: string;
}

/** A built document's bytes and the name to save it under. */
export interface PreparedPdf {
  bytes: Uint8Array;
  fileName: string;
}

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
const fileDate = (timestamp: string) => {
  const completed = new Date(timestamp);
  return Number.isNaN(completed.getTime()) ? new Date() : completed;
};

/** Loads the engine and the texts, then builds the document. */
async function build(report: PdfReport): Promise<Uint8Array> {
  const [engine, texts] = await Promise.all([loadPdfEngine(), reportTexts()]);
  return buildReportPdf(engine, report, { texts });
}

/** The PDF of a saved report already loaded; named after its id and completion date. */
export async function prepareSavedPdf(report: SavedReport, id = report.id): Promise<PreparedPdf> {
  const bytes = await build(report);
  return { bytes, fileName: pdfFileName(report.id || id, fileDate(report.timestamp)) };
}

/** The PDF of results not saved yet (the same document); named after the completion date. */
export async function prepareResultsPdf(
  results: ReportResults,
  owner: PdfOwner,
): Promise<PreparedPdf> {
  const bytes = await build({ ...results, userName: owner.userName, timestamp: owner.completedAt });
  return { bytes, fileName: pdfFileName('', fileDate(owner.completedAt)) };
}

/** The PDF of the saved report `id`; rejects when the report cannot be read or the PDF made. */
export async function preparePdf(
  id: string,
  get: typeof getResult = getResult,
): Promise<PreparedPdf> {
  const report = await get(id);
  if (!report) throw new Error(`Assessment results ${id} not found`);
  return prepareSavedPdf(report, id);
}

/** Reads the saved report `id`, builds its PDF and hands it to the browser; rejects on failure. */
export async function downloadReportPdf(id: string): Promise<void> {
  const { bytes, fileName } = await preparePdf(id);
  saveFile(bytes, fileName);
}

/** Builds the PDF of a saved report already on the page and hands it to the browser. */
export async function downloadSavedReportPdf(report: SavedReport): Promise<void> {
  const { bytes, fileName } = await prepareSavedPdf(report);
  saveFile(bytes, fileName);
}

/** Builds the PDF of results not saved yet (the take page) and hands it to the browser. */
export async function downloadResultsPdf(results: ReportResults, owner: PdfOwner): Promise<void> {
  const { bytes, fileName } = await prepareResultsPdf(results, owner);
  saveFile(bytes, fileName);
}
