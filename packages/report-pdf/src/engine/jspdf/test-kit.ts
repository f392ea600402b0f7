// For the PDF tests of every document: the text a reader can select in a document, read back from
// its bytes, and a record of what the layout draws where (on jsPDF, the engine today).
import type { jsPDF } from 'jspdf';
import { blockText } from '../../block-text';
import type { PdfBlock } from '../../blocks';
import type { PdfEngine } from '../index';
import { breaches } from '../pagination';
import { drawPdf } from './engine';
import { planPages } from './layout';

/** A drawn document, or a file's bytes. */
export type PdfSource = jsPDF | Uint8Array;

const bytesOf = (pdf: PdfSource) =>
  pdf instanceof Uint8Array ? pdf : new Uint8Array(pdf.output('arraybuffer'));

/** The file as text: the PDF is uncompressed, so its text operators can be read. */
export const fileText = (pdf: PdfSource) => new TextDecoder('latin1').decode(bytesOf(pdf));

/** The engine on `JsPdf`, keeping every document it draws, for tests that read its pages. */
export function keptDocuments(JsPdf: typeof jsPDF): { engine: PdfEngine; docs: jsPDF[] } {
  const docs: jsPDF[] = [];
  const engine: PdfEngine = {
    render: (blocks, info) => {
      const doc = drawPdf(JsPdf, blocks, info);
      docs.push(doc);
      return bytesOf(doc);
    },
  };
  return { engine, docs };
}

/**
 * Every string the document shows (each `(...) Tj` operator), in drawing order, unescaped: what
 * a reader selects and copies. Lines are joined with a space, so wrapped text reads whole again.
 */
export function extractText(pdf: PdfSource): string[] {
  const file = fileText(pdf);
  return [...file.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) =>
    (m[1] ?? '').replace(/\\(.)/g, '$1'),
  );
}

/** All the document's text as one string, single-spaced. */
export const allText = (pdf: PdfSource) => extractText(pdf).join(' ').replace(/\s+/g, ' ');

export interface Drawn {
  page: number;
  what: 'text' | 'rect';
  x: number;
  y: number;
  /** Text: its width in the font it was drawn in; rect: its width. */
  width: number;
  height: number;
  text?: string;
  align?: string;
  fill: string;
}

const hex = (rgb: number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Records every text and rectangle drawn on `doc` from now on (the calls still draw). */
export function recordDrawing(doc: jsPDF): Drawn[] {
  const drawn: Drawn[] = [];
  const page = () => doc.getCurrentPageInfo().pageNumber;
  const text = doc.text.bind(doc);
  const rect = doc.rect.bind(doc);
  const setFillColor = doc.setFillColor.bind(doc) as (...args: unknown[]) => jsPDF;
  // The colour exactly as set (jsPDF's getFillColor reads back a rounded one).
  let fill = '#000000';
  doc.setFillColor = ((...args: unknown[]) => {
    fill = args.length >= 3 ? hex(args.slice(0, 3) as number[]) : String(args[0]);
    return setFillColor(...args);
  }) as jsPDF['setFillColor'];
  doc.text = ((value: string | string[], x: number, y: number, options?: { align?: string }) => {
    const line = Array.isArray(value) ? value.join(' ') : value;
    drawn.push({
      page: page(),
      what: 'text',
      x,
      y,
      width: doc.getTextWidth(line),
      height: doc.getFontSize(),
      text: line,
      align: options?.align,
      fill: doc.getTextColor(),
    });
    return text(value, x, y, options as never);
  }) as jsPDF['text'];
  doc.rect = ((x: number, y: number, w: number, h: number, style?: string | null) => {
    drawn.push({ page: page(), what: 'rect', x, y, width: w, height: h, fill });
    return rect(x, y, w, h, style);
  }) as jsPDF['rect'];
  return drawn;
}

/** Where a drawn text starts and ends across the page, whatever its alignment. */
export function span(d: Drawn): [number, number] {
  if (d.align === 'right') return [d.x - d.width, d.x];
  if (d.align === 'center') return [d.x - d.width / 2, d.x + d.width / 2];
  return [d.x, d.x + d.width];
}

/**
 * The page-break rules the layout of `blocks` on `doc`'s page size breaks, each naming the block
 * and its first words: none for a document whose headings keep their text, whose boxes and
 * figures stand whole and whose paragraphs leave two lines or more on each side of a break.
 */
export function layoutBreaches(doc: jsPDF, blocks: readonly PdfBlock[]): string[] {
  const { flow, area, pagination } = planPages(doc, blocks);
  return breaches(flow, area, pagination).map((breach) =>
    breach.replace(/^piece (\d+)/, (_, index: string) => {
      const block = blocks[Number(index)];
      return `${block?.kind} "${block ? blockText(block).join(' ').slice(0, 40) : ''}"`;
    }),
  );
}
