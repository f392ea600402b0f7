// Download comparison PDF: loaded on the first click (compare-page.tsx imports this module on
// demand), with jsPDF and the PDF engine (lib/pdf), so the page itself stays light.
import type { PdfBlock } from '../../../lib/pdf/blocks';
import { buildComparisonPdf } from './compare-pdf';

export async function downloadComparisonPdf(
  blocks: readonly PdfBlock[],
  title: string,
  fileName: string,
): Promise<void> {
  const { jsPDF } = await import('jspdf');
  buildComparisonPdf(jsPDF, blocks, title).save(fileName);
}
