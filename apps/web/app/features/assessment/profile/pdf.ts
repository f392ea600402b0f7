// The downloadable PDF of a report, saved or not. Two pure steps: what the document says
// (pdfContent in pdf-content.ts, a list of blocks) and how the blocks are laid out on pages (the
// site's PDF engine, lib/pdf: layoutPdf with its chart, cover and footers). Saving the file is
// somebody else's job (download.ts), so both steps run in unit tests without a browser. jsPDF is
// passed in, so the caller decides when (and how) it is loaded.
import type { jsPDF } from 'jspdf';
import { brandName } from '../../../lib/pdf/brand';
import { pdfText } from '../../../lib/pdf/draw';
import { layoutPdf } from '../../../lib/pdf/layout';
import { type PdfOptions, type PdfReport, pdfContent } from './pdf-content';

export {
  PDF_TITLE,
  PDF_TITLE_UNNAMED,
  type PdfOptions,
  type PdfReport,
  pdfContent,
  SECTION,
} from './pdf-content';

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
    author: brandName(),
    creator: brandName(),
  });
  doc.setLanguage('en-US');
  layoutPdf(doc, blocks);
  return doc;
}
