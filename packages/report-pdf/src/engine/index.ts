// The PDF engine as the rest of the code knows it: blocks and the file's properties in, the PDF's
// bytes out. Which library draws the pages (PDFKit, into a tagged PDF/UA-1 file) stays behind this
// interface, and it is loaded, with its fonts, only when a PDF is made (a click in the browser),
// never with a page.
import type { PdfBlock } from '../blocks';
import type { PdfKit } from './pdfkit/engine';

/** The file's properties: its title and subject, and the consultancy that made it. */
export interface PdfInfo {
  title: string;
  subject: string;
  /** The author and creator; the footers' brand when the document has no cover. */
  brand: string;
}

export interface PdfEngine {
  /** The whole document: the blocks on letter pages, with footers and page numbers. */
  render(blocks: readonly PdfBlock[], info: PdfInfo): Uint8Array;
}

let loading: Promise<PdfEngine> | undefined;

/** Loads the engine (and its PDF library) once, on the first call. */
export function loadPdfEngine(): Promise<PdfEngine> {
  loading ??= Promise.all([import('pdfkit'), import('./pdfkit/engine'), import('./pdfkit/fonts')])
    .then(async ([{ default: PDFDocument }, { pdfKitEngine }, { loadFonts }]) =>
      pdfKitEngine(PDFDocument as PdfKit, await loadFonts()),
    )
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
