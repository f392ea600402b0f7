// The downloadable PDF of a report, saved or not. Two pure steps: what the document says
// (pdfContent in pdf-content.ts, a list of blocks) and how the blocks are laid out on pages
// (layoutPdf in pdf-layout.ts, with the chart in pdf-chart.ts and the cover in pdf-cover.ts).
// Saving the file is somebody else's job (download.ts), so both steps run in unit tests without a
// browser. jsPDF is passed in, so the caller decides when (and how) it is loaded.
import type { jsPDF } from 'jspdf';
import { BRAND_NAME, type PdfOptions, type PdfReport, pdfContent } from './pdf-content';
import { pdfText } from './pdf-draw';
import { layoutPdf } from './pdf-layout';

export {
  BRAND_NAME,
  blockText,
  PDF_TITLE,
  PDF_TITLE_UNNAMED,
  type PdfBlock,
  type PdfOptions,
  type PdfReport,
  pdfContent,
  SECTION,
} from './pdf-content';
export { pdfText } from './pdf-draw';
export { layoutPdf } from './pdf-layout';

/** The whole document, built from a saved report or from results with a name and a date. */
export function buildReportPdf(
  JsPdf: typeof jsPDF,
  report: PdfReport,
  options: PdfOptions = {},
): jsPDF {
  const doc = new JsPdf({ unit: 'pt', format: 'letter', putOnlyUsedFonts: true });
  const blocks = pdfContent(report, options);
  const cover = blocks[0]?.kind === 'cover' ? blocks[0] : undefined;
  const title = cover?.name
    ? `${cover.title}: ${cover.name}`
    : (cover?.title ?? 'Prioritization Report');
  doc.setProperties({
    title: pdfText(title),
    subject: 'Prioritization Self-Assessment report',
    author: BRAND_NAME,
    creator: BRAND_NAME,
  });
  doc.setLanguage('en-US');
  layoutPdf(doc, blocks);
  return doc;
}
