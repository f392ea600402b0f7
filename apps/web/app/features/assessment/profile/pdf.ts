// The downloadable PDF of a report, saved or not. What the document says (pdfContent) and how its
// blocks are laid out on pages (the PDF engine) are @peak/report-pdf's, the same code the API
// mails the report with; this adds the brand the page's site settings give. Saving the file is
// somebody else's job (download.ts), so it runs in unit tests without a browser. The engine is
// passed in, so the caller decides when (and how) it is loaded.
import type { PdfEngine } from '@peak/report-pdf/engine';
import { type PdfOptions, type PdfReport, renderReportPdf } from '@peak/report-pdf/report';
import { brandName } from '../../../lib/pdf/brand';

export {
  PDF_TITLE,
  PDF_TITLE_UNNAMED,
  type PdfOptions,
  type PdfReport,
  pdfContent,
  SECTION,
} from '@peak/report-pdf/report';

/** The whole document's bytes, built from a saved report or from results with a name and a date. */
export const buildReportPdf = (
  engine: PdfEngine,
  report: PdfReport,
  options: PdfOptions = {},
): Uint8Array => renderReportPdf(engine, report, { brand: brandName(), ...options });
