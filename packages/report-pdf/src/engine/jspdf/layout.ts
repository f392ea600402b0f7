// How the blocks are measured and drawn on jsPDF. Each block becomes a piece: the space around it
// and its rows (a line of text, a score, the chart), maybe on a shaded frame. Which rows go on
// which page is decided by ../pagination.ts from the rows' heights alone (headings kept with what
// follows, boxes and figures whole, no lone line of a paragraph); this file then draws each run of
// rows where it was placed (a frame again on each page) and the footers. Shared by every document
// of the site, each with its own blocks.
import type { jsPDF } from 'jspdf';
import type { Badge, BoxLine, PdfBlock } from '../../blocks';
import { tint } from '../../palette/palette';
import {
  breakRules,
  type FlowPiece,
  type PageArea,
  type Pagination,
  paginateDocument,
} from '../pagination';
import { chartRow } from './chart';
import { drawCover, drawFooters, type PageBox } from './cover';
import { distributionRow } from './distribution';
import {
  BRAND,
  BRAND_STRONG,
  badgeHeight,
  badgeWidth,
  baseline,
  drawBadge,
  fill,
  INK,
  LINE,
  MUTED,
  pdfText,
  stroke,
  type,
  widthOf,
} from './draw';
import type { Row } from './row';

export const PAGE_MARGIN = 56;
/** The content stops here above the page's bottom edge, leaving room for the footer. */
export const PAGE_BOTTOM = 64;
const BODY = 10.5;
const LEADING = 1.42;
const MARKER_WIDTH = 16;
const BADGE_COLUMN = 64;

interface Frame {
  fill: string;
  accent: string;
  pad: number;
}

interface Piece {
  /** Space above, dropped at the top of a page. */
  before: number;
  /** Space below. */
  after?: number;
  rows: Row[];
  /** Rows that open the piece and stay with the row after them (a box's title, a table's head). */
  head?: number;
  frame?: Frame;
}

interface Column {
  doc: jsPDF;
  x: number;
  width: number;
  page: PageBox;
}

/** Splits text into lines of `width`; the first line leaves `indent` free (for a bold lead). */
function wrap(doc: jsPDF, text: string, width: number, indent = 0): string[] {
  if (indent <= 0) return doc.splitTextToSize(text, width) as string[];
  const [first = '', ...rest] = doc.splitTextToSize(text, width - indent) as string[];
  return rest.length > 0
    ? [first, ...(doc.splitTextToSize(rest.join(' '), width) as string[])]
    : [first];
}

interface TextStyle {
  size: number;
  bold?: boolean;
  colour?: string;
  lead?: string;
}

/** Rows of wrapped text, `width` wide from x, with an optional bold lead on the first line. */
function textRows(doc: jsPDF, text: string, x: number, width: number, style: TextStyle): Row[] {
  const { size, bold = false, colour = INK } = style;
  const lead = style.lead ? pdfText(style.lead) : '';
  // A little more than the space's width: a viewer's substitute for Helvetica Bold may run wider.
  const leadWidth = lead ? widthOf(doc, lead, size, true) + size * 0.2 : 0;
  type(doc, size, bold, colour);
  const lines = wrap(doc, pdfText(text), width, leadWidth);
  const height = size * LEADING;
  return lines.map((line, index) => ({
    height,
    draw: (top: number) => {
      const y = baseline(top, height, size);
      const indent = index === 0 ? leadWidth : 0;
      if (index === 0 && lead) {
        type(doc, size, true, colour);
        doc.text(lead, x, y);
      }
      type(doc, size, bold, colour);
      doc.text(line, x + indent, y);
    },
  }));
}

/** Draws `extra` (a marker, a badge, an accent bar) along with the first of the rows. */
function withFirst(rows: Row[], extra: (top: number, height: number) => void): Row[] {
  const [first, ...rest] = rows;
  if (!first) return rows;
  const draw = (top: number) => {
    extra(top, first.height);
    first.draw(top);
  };
  return [{ height: first.height, draw }, ...rest];
}

function heading(c: Column, text: string): Piece {
  const size = 17;
  const rows = textRows(c.doc, text, c.x, c.width, { size, bold: true, colour: BRAND_STRONG });
  rows.push({
    height: 12,
    draw: (top) => {
      stroke(c.doc, BRAND);
      c.doc.setLineWidth(1.5);
      c.doc.line(c.x, top + 4, c.x + 44, top + 4);
      stroke(c.doc, LINE);
      c.doc.setLineWidth(0.75);
      c.doc.line(c.x + 44, top + 4, c.x + c.width, top + 4);
    },
  });
  return { before: 24, rows };
}

function subheading(c: Column, block: Extract<PdfBlock, { kind: 'subheading' }>): Piece {
  const size = block.level === 1 ? 12.5 : 10.5;
  const indent = block.accent ? 12 : 0;
  const rows = textRows(c.doc, block.text, c.x + indent, c.width - indent, { size, bold: true });
  const { accent } = block;
  if (!accent) return { before: block.level === 1 ? 14 : 10, rows };
  const bar = (top: number, height: number) => {
    fill(c.doc, accent);
    c.doc.rect(c.x, top + 1, 4, height - 2, 'F');
  };
  return { before: 14, rows: withFirst(rows, bar) };
}

function text(c: Column, block: Extract<PdfBlock, { kind: 'text' }>): Piece {
  const style = { size: BODY, colour: block.muted ? MUTED : INK, lead: block.lead };
  return { before: 5, rows: textRows(c.doc, block.text, c.x, c.width, style) };
}

function item(c: Column, block: Extract<PdfBlock, { kind: 'item' }>): Piece {
  const rows = textRows(c.doc, block.text, c.x + MARKER_WIDTH, c.width - MARKER_WIDTH, {
    size: BODY,
    lead: block.lead,
  });
  const marker = (top: number, height: number) => {
    const y = baseline(top, height, BODY);
    if (block.marker === '-') {
      fill(c.doc, MUTED);
      c.doc.circle(c.x + 4, y - BODY * 0.32, 1.6, 'F');
    } else {
      type(c.doc, BODY, true, MUTED);
      c.doc.text(pdfText(block.marker), c.x, y);
    }
  };
  return { before: 3, rows: withFirst(rows, marker) };
}

function badge(c: Column, value: Badge): Piece {
  const row = {
    height: badgeHeight(8.5) + 2,
    draw: (top: number) => void drawBadge(c.doc, value, c.x, top + 1),
  };
  return { before: 2, rows: [row] };
}

/** Badges side by side, as many to a line as fit (a legend). */
function badges(c: Column, values: readonly Badge[]): Piece {
  const gap = 6;
  const lines: Badge[][] = [];
  let used = c.width;
  for (const value of values) {
    const width = badgeWidth(c.doc, value, 8.5);
    if (used + width > c.width) {
      lines.push([]);
      used = 0;
    }
    lines.at(-1)?.push(value);
    used += width + gap;
  }
  const rows = lines.map((line) => ({
    height: badgeHeight(8.5) + 4,
    draw: (top: number) => {
      let x = c.x;
      for (const value of line) x += drawBadge(c.doc, value, x, top + 2) + gap;
    },
  }));
  return { before: 4, rows };
}

type ScoreBlock = Extract<PdfBlock, { kind: 'score' }>;

/** A row of a list: a colour square and the label left, the score and the band badge right. */
function listRow(c: Column, block: ScoreBlock, label: string): Row {
  const { doc } = c;
  const height = 20;
  const draw = (top: number) => {
    const y = baseline(top, height, BODY);
    if (block.swatch) {
      fill(doc, block.swatch);
      doc.rect(c.x, top + height / 2 - 4, 8, 8, 'F');
    }
    type(doc, BODY, false, INK);
    doc.text(pdfText(label), c.x + (block.swatch ? 14 : 0), y);
    // The badges sit in a column of their own, so the scores line up whatever the band's name.
    const right = c.x + c.width - Math.max(BADGE_COLUMN, badgeWidth(doc, block.badge, 8.5));
    drawBadge(doc, block.badge, right, top + (height - badgeHeight(8.5)) / 2);
    type(doc, BODY, true, INK);
    doc.text(pdfText(block.score), right - 10, y, { align: 'right' });
  };
  return { height, draw };
}

/** A score line: its label (large: the total), the score, the band badge and the edge note. */
function scoreLine(c: Column, block: ScoreBlock): Row {
  const { doc } = c;
  const size = block.large ? 22 : BODY;
  const badgeSize = block.large ? 10 : 8.5;
  const height = block.large ? 36 : 20;
  const draw = (top: number) => {
    const y = baseline(top, height, size);
    let x = c.x;
    if (block.label) {
      type(doc, 11, true, MUTED);
      doc.text(pdfText(block.label), x, y);
      x += widthOf(doc, block.label, 11, true) + 12;
    }
    type(doc, size, true, INK);
    doc.text(pdfText(block.score), x, y);
    x += doc.getTextWidth(pdfText(block.score)) + 10;
    x += drawBadge(doc, block.badge, x, top + (height - badgeHeight(badgeSize)) / 2, badgeSize) + 8;
    if (block.note) {
      type(doc, 9.5, false, MUTED);
      doc.text(pdfText(block.note), x, baseline(top, height, 9.5));
    }
  };
  return { height, draw };
}

/** A score and its band badge: a row of a list when labelled (and not large), else a line. */
function score(c: Column, block: ScoreBlock): Piece {
  const asRow = block.label !== undefined && !block.large;
  const row = asRow ? listRow(c, block, block.label ?? '') : scoreLine(c, block);
  return { before: block.label ? 2 : 4, rows: [row] };
}

/** A band's badge in a column of its own, its text wrapped beside it. */
function range(c: Column, block: Extract<PdfBlock, { kind: 'range' }>): Piece {
  const column = 78;
  const rows = textRows(c.doc, block.text, c.x + column, c.width - column, { size: 9.5 });
  const badge = (top: number, height: number) =>
    drawBadge(c.doc, block.badge, c.x, top + (height - badgeHeight(8.5)) / 2);
  return { before: 6, rows: withFirst(rows, badge) };
}

const BOX_FRAMES: Record<'action' | 'note', Frame> = {
  action: { fill: tint(BRAND, 0.92), accent: BRAND, pad: 10 },
  note: { fill: '#f8fafc', accent: '#94a3b8', pad: 9 },
};

/** A shaded box with a coloured edge: the first action, or a note on the answers. */
function box(c: Column, block: Extract<PdfBlock, { kind: 'box' }>): Piece {
  const frame = BOX_FRAMES[block.tone];
  const x = c.x + 16;
  const width = c.width - 28;
  const titleSize = block.tone === 'action' ? 12 : 10.5;
  const title = textRows(c.doc, block.title, x, width, { size: titleSize, bold: true });
  const size = block.tone === 'action' ? BODY : 9.5;
  const colour = block.tone === 'action' ? INK : MUTED;
  const rows = [...title];
  block.lines.forEach((line: BoxLine) => {
    const [first, ...rest] = textRows(c.doc, line.text, x, width, {
      size,
      colour,
      lead: line.lead,
    });
    // The space above a line rides on its first row, so every row is a line of text.
    if (first) rows.push({ height: first.height + 3, draw: (top) => first.draw(top + 3) });
    rows.push(...rest);
  });
  return { before: 12, after: 6, rows, head: title.length, frame };
}

type TableBlock = Extract<PdfBlock, { kind: 'table' }>;

/**
 * A table row: each cell wrapped to its column (less a little padding), the row as tall as its
 * tallest cell, a hairline under it. The head row is bold, muted and underlined in ink.
 */
function tableRow(
  c: Column,
  columns: TableBlock['columns'],
  cells: readonly string[],
  style: { bold: boolean; colour: string; rule: string; size: number },
): Row {
  const pad = 4;
  const lineHeight = style.size * 1.3;
  let x = c.x;
  const placed = columns.map((column, index) => {
    const width = column.width * c.width;
    type(c.doc, style.size, style.bold, style.colour);
    const lines = c.doc.splitTextToSize(pdfText(cells[index] ?? ''), width - pad * 2) as string[];
    const cell = { x, width, lines, align: column.align ?? 'left' };
    x += width;
    return cell;
  });
  const height = Math.max(1, ...placed.map((p) => p.lines.length)) * lineHeight + pad * 2;
  return {
    height,
    draw: (top: number) => {
      type(c.doc, style.size, style.bold, style.colour);
      for (const cell of placed)
        cell.lines.forEach((line, index) => {
          const y = baseline(top + pad + index * lineHeight, lineHeight, style.size);
          if (cell.align === 'right')
            c.doc.text(line, cell.x + cell.width - pad, y, { align: 'right' });
          else c.doc.text(line, cell.x + pad, y);
        });
      stroke(c.doc, style.rule);
      c.doc.setLineWidth(style.rule === LINE ? 0.75 : 1);
      c.doc.line(c.x, top + height, c.x + c.width, top + height);
    },
  };
}

/** A table: kept on one page when it is short (../pagination.ts); a long one breaks between rows. */
function table(c: Column, block: TableBlock): Piece {
  const rows: Row[] = block.caption
    ? textRows(c.doc, block.caption, c.x, c.width, { size: 9.5, colour: MUTED })
    : [];
  // The caption and the head row never end a page without a row of the table under them.
  const head = rows.length + 1;
  rows.push(
    tableRow(
      c,
      block.columns,
      block.columns.map((column) => column.text),
      { bold: true, colour: MUTED, rule: INK, size: 9 },
    ),
  );
  for (const row of block.rows)
    rows.push(
      tableRow(c, block.columns, row.cells, {
        bold: row.lead === true,
        colour: INK,
        rule: LINE,
        size: 9.5,
      }),
    );
  return { before: 10, after: 4, rows, head };
}

function chart(c: Column, block: Extract<PdfBlock, { kind: 'chart' }>): Piece {
  return { before: 10, rows: [chartRow(c.doc, block, c.x, c.width)] };
}

function distribution(c: Column, block: Extract<PdfBlock, { kind: 'distribution' }>): Piece {
  const before = block.lead ? 8 : 2;
  return { before, rows: [distributionRow(c.doc, block, c.x, c.width)] };
}

function pieceOf(c: Column, block: PdfBlock): Piece {
  switch (block.kind) {
    case 'cover': {
      const height = c.page.height - PAGE_MARGIN - PAGE_BOTTOM;
      return { before: 0, rows: [{ height, draw: () => drawCover(c.doc, block, c.page) }] };
    }
    case 'page-break':
      return { before: 0, rows: [] };
    case 'heading':
      return heading(c, block.text);
    case 'subheading':
      return subheading(c, block);
    case 'text':
      return text(c, block);
    case 'item':
      return item(c, block);
    case 'badge':
      return badge(c, block.badge);
    case 'badges':
      return badges(c, block.badges);
    case 'score':
      return score(c, block);
    case 'range':
      return range(c, block);
    case 'box':
      return box(c, block);
    case 'table':
      return table(c, block);
    case 'chart':
      return chart(c, block);
    case 'distribution':
      return distribution(c, block);
  }
}

const pageOf = (doc: jsPDF): PageBox => ({
  width: doc.internal.pageSize.getWidth(),
  height: doc.internal.pageSize.getHeight(),
  margin: PAGE_MARGIN,
});

/** The blocks measured on `doc`'s page size, and where their rows go. */
function plan(doc: jsPDF, blocks: readonly PdfBlock[]) {
  const page = pageOf(doc);
  const column: Column = { doc, x: PAGE_MARGIN, width: page.width - PAGE_MARGIN * 2, page };
  const pieces = blocks.map((block) => pieceOf(column, block));
  const flow: FlowPiece[] = pieces.map((piece, index) => ({
    rules: breakRules(blocks[index] as PdfBlock),
    before: piece.before,
    after: piece.after ?? 0,
    rows: piece.rows.map((row) => row.height),
    head: piece.head ?? 0,
    pad: piece.frame?.pad ?? 0,
  }));
  const area: PageArea = { top: PAGE_MARGIN, bottom: page.height - PAGE_BOTTOM };
  return { page, column, pieces, flow, area, pagination: paginateDocument(flow, area) };
}

export interface PagePlan {
  /** The blocks as the pagination sees them, one for each block. */
  flow: FlowPiece[];
  area: PageArea;
  /** Each run of rows names its block by index. */
  pagination: Pagination;
}

/** Where each block's rows go on `doc`'s pages, without drawing them (tests). */
export function planPages(doc: jsPDF, blocks: readonly PdfBlock[]): PagePlan {
  const { flow, area, pagination } = plan(doc, blocks);
  return { flow, area, pagination };
}

/**
 * Writes the blocks onto the document: each run of rows where the pagination put it, a frame
 * behind it, then the footers (which name `brand` when the document has no cover to take it from).
 */
export function layoutPdf(doc: jsPDF, blocks: readonly PdfBlock[], brand: string): void {
  const { page, column, pieces, pagination } = plan(doc, blocks);
  const ensurePage = (index: number) => {
    while (doc.getNumberOfPages() <= index) doc.addPage();
    doc.setPage(index + 1);
  };
  for (const run of pagination.runs) {
    const piece = pieces[run.piece];
    if (!piece) continue;
    ensurePage(run.page);
    const { frame } = piece;
    if (frame) {
      fill(doc, frame.fill);
      doc.rect(column.x, run.top, column.width, run.height, 'F');
      fill(doc, frame.accent);
      doc.rect(column.x, run.top, 4, run.height, 'F');
    }
    let y = run.top + (frame?.pad ?? 0);
    for (const row of piece.rows.slice(run.from, run.to)) {
      row.draw(y);
      y += row.height;
    }
  }
  ensurePage(pagination.pageCount - 1);
  const cover = blocks.find((b): b is Extract<PdfBlock, { kind: 'cover' }> => b.kind === 'cover');
  drawFooters(doc, cover, page, brand);
}
