// The individual report's PDF: what it says (pdfContent) and its file's properties, made the same
// way in the browser (Download PDF) and in the API (Email me this report).
import type { PdfBlock } from '../blocks';
import type { PdfEngine, PdfInfo } from '../engine';
import { BRAND_NAME, type PdfOptions, type PdfReport, pdfContent } from './pdf-content';

export { formatDate } from './format';
export {
  archetypeSentence,
  BRAND_NAME,
  chartBlock,
  EFFORT_NOTE_TITLE,
  labelBadge,
  NOT_MEASURED,
  PDF_TITLE,
  PDF_TITLE_UNNAMED,
  type PdfOptions,
  type PdfReport,
  pdfContent,
  SECTION,
  START_HERE,
} from './pdf-content';
export { type ReportResults, reportOf } from './report-of';
export { BUILT_IN_INTRODUCTION, CONTENT_TYPES, type ReportTexts, reportTextsFrom } from './texts';

/** The file's title: the cover's title and, when it has one, the name on it. */
export function reportPdfInfo(blocks: readonly PdfBlock[], brand = BRAND_NAME): PdfInfo {
  const cover = blocks[0]?.kind === 'cover' ? blocks[0] : undefined;
  const title = cover?.name
    ? `${cover.title}: ${cover.name}`
    : (cover?.title ?? 'Prioritization Report');
  return { title, subject: 'Prioritization Self-Assessment report', brand };
}

/** The whole report as PDF bytes, built from a saved report or from results with a date. */
export function renderReportPdf(
  engine: PdfEngine,
  report: PdfReport,
  options: PdfOptions = {},
): Uint8Array {
  const blocks = pdfContent(report, options);
  return engine.render(blocks, reportPdfInfo(blocks, options.brand));
}
