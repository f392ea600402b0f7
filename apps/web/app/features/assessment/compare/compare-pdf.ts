// The comparison's PDF: its file's properties, for the PDF engine (@peak/report-pdf) that lays the
// blocks (compare-blocks.ts) on letter pages with footers and page numbers.
import type { PdfInfo } from '@peak/report-pdf/engine';
import { brandName } from '../../../lib/pdf/brand';

/** The file's title, subject and brand. */
export const comparisonPdfInfo = (title: string): PdfInfo => ({
  title,
  subject: 'Comparison of two Prioritization Self-Assessment results',
  brand: brandName(),
});
