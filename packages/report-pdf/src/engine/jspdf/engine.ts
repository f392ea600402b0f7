// The engine on jsPDF: a letter document in points, its properties set, the blocks laid out. The
// constructor is passed in so the caller decides how jsPDF is loaded (on demand, or in a test).
import type { jsPDF } from 'jspdf';
import type { PdfBlock } from '../../blocks';
import type { PdfEngine, PdfInfo } from '../index';
import { pdfText } from './draw';
import { layoutPdf } from './layout';

/** Draws the document on a new jsPDF document and returns it (the tests read what it drew). */
export function drawPdf(JsPdf: typeof jsPDF, blocks: readonly PdfBlock[], info: PdfInfo): jsPDF {
  const doc = new JsPdf({ unit: 'pt', format: 'letter', putOnlyUsedFonts: true });
  doc.setProperties({
    title: pdfText(info.title),
    subject: info.subject,
    author: info.brand,
    creator: info.brand,
  });
  doc.setLanguage('en-US');
  layoutPdf(doc, blocks, info.brand);
  return doc;
}

export const jsPdfEngine = (JsPdf: typeof jsPDF): PdfEngine => ({
  render: (blocks, info) => new Uint8Array(drawPdf(JsPdf, blocks, info).output('arraybuffer')),
});
