// Download comparison PDF: loaded on the first click (compare-page.tsx imports this module on
// demand), with the PDF engine (@peak/report-pdf), so the page itself stays light.
import type { PdfBlock } from '@peak/report-pdf';
import { loadPdfEngine } from '@peak/report-pdf/engine';
import { saveFile } from '../../../lib/pdf/save-file';
import { comparisonPdfInfo } from './compare-pdf';

export async function downloadComparisonPdf(
  blocks: readonly PdfBlock[],
  title: string,
  fileName: string,
): Promise<void> {
  const engine = await loadPdfEngine();
  saveFile(engine.render(blocks, comparisonPdfInfo(title)), fileName);
}
