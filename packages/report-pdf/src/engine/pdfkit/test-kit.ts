// For the PDF tests of every document: the text a reader can select in a document and its
// structure tree, read back from its bytes by PDF.js, and a record of what the layout draws where
// (on PDFKit, the engine today).

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import PDFDocument from 'pdfkit';
import { blockText } from '../../block-text';
import type { PdfBlock } from '../../blocks';
import type { PdfInfo } from '../index';
import { breaches } from '../pagination';
import { finish, LETTER, newDocument, type PdfKit } from './engine';
import { type FontFiles, loadFonts } from './fonts';
import { layoutPdf, planPages } from './layout';
import type { Surface } from './surface';
import type { Tags } from './tags';

let fonts: Promise<FontFiles> | undefined;
const theFonts = () => {
  fonts ??= loadFonts();
  return fonts;
};

const TEST_INFO: PdfInfo = { title: 'A test', subject: 'A test', brand: 'Peak Partners' };

/** A new document's surface of `size` (letter by default), for measuring and drawing. */
export async function testSurface(
  size: [number, number] = LETTER,
  info: PdfInfo = TEST_INFO,
): Promise<{ surface: Surface; tags: Tags; end: () => Uint8Array }> {
  const { doc, surface, tags } = newDocument(PDFDocument as PdfKit, await theFonts(), info, size);
  return { surface, tags, end: () => finish(doc) };
}

export interface Drawn {
  /** From 1. */
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

/** Records every text and rectangle drawn on the surface from now on (the calls still draw). */
export function recordDrawing(s: Surface): Drawn[] {
  const drawn: Drawn[] = [];
  const text = s.text.bind(s);
  const rect = s.rect.bind(s);
  let colour = '#000000';
  const type = s.type.bind(s);
  s.type = (size, bold, ink = '#000000') => {
    colour = ink;
    type(size, bold, ink);
  };
  s.text = (value, x, y, align) => {
    drawn.push({
      page: s.page + 1,
      what: 'text',
      x,
      y,
      width: s.textWidth(value),
      height: s.fontSize,
      text: value,
      align,
      fill: colour,
    });
    text(value, x, y, align);
  };
  s.rect = (x, y, w, h, fill, border) => {
    drawn.push({ page: s.page + 1, what: 'rect', x, y, width: w, height: h, fill });
    rect(x, y, w, h, fill, border);
  };
  return drawn;
}

/** The blocks drawn on a new document, with a record of what went where, and its bytes. */
export async function drawnPdf(
  blocks: readonly PdfBlock[],
  info: PdfInfo = TEST_INFO,
  size: [number, number] = LETTER,
): Promise<{ bytes: Uint8Array; drawn: Drawn[]; pageCount: number }> {
  const { surface, tags, end } = await testSurface(size, info);
  const drawn = recordDrawing(surface);
  layoutPdf(surface, tags, blocks, info.brand);
  const pageCount = surface.pageCount;
  return { bytes: end(), drawn, pageCount };
}

/** Where a drawn text starts and ends across the page, whatever its alignment. */
export function span(d: Drawn): [number, number] {
  if (d.align === 'right') return [d.x - d.width, d.x];
  if (d.align === 'center') return [d.x - d.width / 2, d.x + d.width / 2];
  return [d.x, d.x + d.width];
}

/**
 * The page-break rules the layout of `blocks` on the surface's page size breaks, each naming the
 * block and its first words: none for a document whose headings keep their text, whose boxes and
 * figures stand whole and whose paragraphs leave two lines or more on each side of a break.
 */
export function layoutBreaches(s: Surface, tags: Tags, blocks: readonly PdfBlock[]): string[] {
  const { flow, area, pagination } = planPages(s, tags, blocks);
  return breaches(flow, area, pagination).map((breach) =>
    breach.replace(/^piece (\d+)/, (_, index: string) => {
      const block = blocks[Number(index)];
      return `${block?.kind} "${block ? blockText(block).join(' ').slice(0, 40) : ''}"`;
    }),
  );
}

/** The file's first bytes and its trailer as text (its streams are compressed). */
export const fileText = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

type PdfJs = Awaited<ReturnType<typeof getDocument>['promise']>;

async function opened<T>(bytes: Uint8Array, read: (doc: PdfJs) => Promise<T>): Promise<T> {
  // PDF.js takes the buffer over: give it a copy.
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false })
    .promise;
  try {
    return await read(doc);
  } finally {
    await doc.destroy();
  }
}

/**
 * Every string the document shows, page by page in drawing order: what a reader selects and
 * copies, as PDF.js reads it.
 */
export const extractText = (bytes: Uint8Array): Promise<string[]> =>
  opened(bytes, async (doc) => {
    const strings: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const content = await (await doc.getPage(n)).getTextContent();
      for (const item of content.items)
        if ('str' in item && item.str.trim() !== '') strings.push(item.str);
    }
    return strings;
  });

/** All the document's text as one string, single-spaced. */
export const allText = async (bytes: Uint8Array) =>
  (await extractText(bytes)).join(' ').replace(/\s+/g, ' ');

/** A node of the structure tree as PDF.js gives it: a role and its children, or content. */
export interface StructNode {
  role?: string;
  alt?: string;
  children?: StructNode[];
  type?: string;
  id?: string;
}

export interface Tagged {
  /** The elements in the tree's order (depth first), each with its text as read. */
  elements: Array<{ role: string; alt?: string; text: string; depth: number; page: number }>;
  lang: string | null;
  title: string | null;
  marked: boolean;
  displayTitle: boolean;
  /** The PDF/UA part the XMP metadata claims ("1"), and the title it gives. */
  pdfua: string | null;
  xmpTitle: string | null;
}

/** The document's structure tree, depth first, each element with the text marked for it. */
export const structureOf = (bytes: Uint8Array): Promise<Tagged> =>
  opened(bytes, async (doc) => {
    const elements: Tagged['elements'] = [];
    const byId = new Map<string, string>();
    const trees: StructNode[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent({ includeMarkedContent: true });
      let id: string | null = null;
      for (const item of content.items) {
        if ('type' in item && item.type === 'beginMarkedContentProps') id = item.id ?? null;
        else if ('type' in item && item.type === 'endMarkedContent') id = null;
        else if ('str' in item && id)
          byId.set(id, [byId.get(id), item.str].filter(Boolean).join(' '));
      }
      trees.push((await page.getStructTree()) as StructNode);
    }
    // An element continued on a later page appears again in that page's tree.
    const textOf = (node: StructNode): string =>
      (node.children ?? [])
        .map((child) => (child.type === 'content' && child.id ? (byId.get(child.id) ?? '') : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    const walk = (node: StructNode, depth: number, page: number) => {
      for (const child of node.children ?? []) {
        if (!child.role) continue;
        elements.push({ role: child.role, alt: child.alt, text: textOf(child), depth, page });
        walk(child, depth + 1, page);
      }
    };
    trees.forEach((tree, index) => {
      walk(tree, 0, index + 1);
    });
    const markInfo = (await doc.getMarkInfo()) as { Marked?: boolean } | null;
    const meta = await doc.getMetadata();
    const info = meta.info as { Title?: string; Language?: string };
    const prefs = (await doc.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
    return {
      elements,
      lang: info.Language ?? null,
      title: info.Title ?? null,
      marked: markInfo?.Marked === true,
      displayTitle: prefs?.DisplayDocTitle === true,
      pdfua: (meta.metadata?.get('pdfuaid:part') as string | undefined) ?? null,
      xmpTitle: (meta.metadata?.get('dc:title') as string | undefined) ?? null,
    };
  });

/** How many pages the file has. */
export const pageCountOf = (bytes: Uint8Array): Promise<number> =>
  opened(bytes, async (doc) => doc.numPages);
