// The text of a PDF page by page and line by line, read back from the file's bytes by PDF.js, so a
// test judges the document a reader opens whichever library drew it.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Baselines closer than this are one line (a badge's text sits a little off its row's). */
const SAME_LINE = 3;

export interface PageText {
  /** Top to bottom, each line's pieces left to right joined by a space, single-spaced. */
  lines: string[];
  /** Each line's baseline, from the page's bottom edge. */
  baselines: number[];
}

interface Piece {
  text: string;
  x: number;
  y: number;
}

export async function pdfPages(bytes: Uint8Array): Promise<PageText[]> {
  // PDF.js takes the buffer over: give it a copy.
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false })
    .promise;
  const pages: PageText[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n += 1) {
      const content = await (await doc.getPage(n)).getTextContent();
      const pieces: Piece[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        pieces.push({ text: item.str, x: item.transform[4] ?? 0, y: item.transform[5] ?? 0 });
      }
      pieces.sort((a, b) => b.y - a.y || a.x - b.x);
      const lines: Piece[][] = [];
      for (const piece of pieces) {
        const line = lines.at(-1);
        if (line && Math.abs((line[0]?.y ?? 0) - piece.y) <= SAME_LINE) line.push(piece);
        else lines.push([piece]);
      }
      pages.push({
        lines: lines.map((line) =>
          line
            .sort((a, b) => a.x - b.x)
            .map((p) => p.text)
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim(),
        ),
        baselines: lines.map((line) => line[0]?.y ?? 0),
      });
    }
  } finally {
    await doc.destroy();
  }
  return pages;
}
