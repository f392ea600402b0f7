// The engine on PDFKit: a tagged letter document in points (PDF/UA-1: its title shown, its
// language set, its fonts embedded, its structure tree in reading order), the blocks laid out.
// The constructor and the fonts are passed in, so the caller decides how they are loaded (on
// demand, or in a test).
import type { PdfBlock } from '../../blocks';
import type { PdfEngine, PdfInfo } from '../index';
import { pdfText } from './draw';
import type { FontFiles } from './fonts';
import { layoutPdf } from './layout';
import { BOLD, type Doc, REGULAR, Surface } from './surface';
import { Tags } from './tags';

/** PDFKit's document constructor (its typings predate the PDF/UA subset and `font: null`). */
export type PdfKit = new (options: object) => PDFKit.PDFDocument;

/** The language the documents are written in (the site's US English). */
export const LANGUAGE = 'en-US';

/** A letter page, 612 by 792 points. */
export const LETTER: [number, number] = [612, 792];

/** A new tagged document with the fonts registered, one page of `size` open. */
export function newDocument(
  Pdf: PdfKit,
  fonts: FontFiles,
  info: PdfInfo,
  size: [number, number] = LETTER,
): { doc: Doc; surface: Surface; tags: Tags } {
  const doc = new (collecting(Pdf))({
    size,
    margin: 0,
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    subset: 'PDF/UA',
    lang: LANGUAGE,
    displayTitle: true,
    // No built-in font is ever loaded: every one must be embedded.
    font: null,
    info: {
      Title: pdfText(info.title),
      Subject: info.subject,
      Author: info.brand,
      Creator: info.brand,
    },
  });
  doc.registerFont(REGULAR, fonts.regular as never);
  doc.registerFont(BOLD, fonts.bold as never);
  doc.font(REGULAR);
  return { doc, surface: new Surface(doc), tags: new Tags(doc) };
}

const CHUNKS = Symbol('chunks');

interface Collecting {
  [CHUNKS]?: Uint8Array[];
}

/**
 * PDFKit's document, keeping what it writes as it writes it (from the file's header on), so the
 * bytes are at hand the moment it ends, without waiting on its stream.
 */
function collecting(Pdf: PdfKit): PdfKit {
  const Base = Pdf as unknown as new (options: object) => object;
  class Collected extends Base {
    push(chunk: Uint8Array | null): boolean {
      const self = this as Collecting;
      if (chunk) {
        self[CHUNKS] ??= [];
        self[CHUNKS].push(chunk);
      }
      return true;
    }
  }
  return Collected as unknown as PdfKit;
}

/** The finished document's bytes. */
export function finish(doc: Doc): Uint8Array {
  doc.end();
  const chunks = (doc as unknown as Collecting)[CHUNKS] ?? [];
  const bytes = new Uint8Array(chunks.reduce((sum, c) => sum + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Draws the blocks on a new document and returns its bytes. */
export function drawPdf(
  Pdf: PdfKit,
  fonts: FontFiles,
  blocks: readonly PdfBlock[],
  info: PdfInfo,
  size: [number, number] = LETTER,
): Uint8Array {
  const { doc, surface, tags } = newDocument(Pdf, fonts, info, size);
  layoutPdf(surface, tags, blocks, info.brand);
  return finish(doc);
}

export const pdfKitEngine = (Pdf: PdfKit, fonts: FontFiles): PdfEngine => ({
  render: (blocks, info) => drawPdf(Pdf, fonts, blocks, info),
});
