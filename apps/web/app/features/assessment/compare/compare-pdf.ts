// The comparison's PDF laid out: the blocks (compare-blocks.ts) on letter pages by the site's PDF
// engine (lib/pdf), with its fonts, footers and page numbers. jsPDF is passed in,
// so the caller decides when it is loaded (on the first click).
import type { jsPDF } from 'jspdf';
import type { PdfBlock } from '../../../lib/pdf/blocks';
import { brandName } from '../../../lib/pdf/brand';
import { pdfText } from '../../../lib/pdf/draw';
import { layoutPdf } from '../../../lib/pdf/layout';

/** The whole document. */
export function buildComparisonPdf(
  JsPdf: typeof jsPDF,
  blocks: readonly PdfBlock[],
  title: string,
): jsPDF {
  const doc = new JsPdf({ unit: 'pt', format: 'letter', putOnlyUsedFonts: true });
  doc.setProperties({
    title: pdfText(title),
    subject: 'Comparison of two Prioritization Self-Assessment results',
    author: brandName(),
    creator: brandName(),
  });
  doc.setLanguage('en-US');
  layoutPdf(doc, blocks);
  return doc;
}
