// How the blocks are measured, drawn and tagged on PDFKit. Each block becomes a piece: the space around it
// and its rows (a line of text, a score, the chart), maybe on a shaded frame. Which rows go on
// which page is decided by ../pagination.ts from the rows' heights alone (headings kept with what
// follows, boxes and figures whole, no lone line of a paragraph); this file then draws each run of
// rows where it was placed (a frame again on each page) and the footers. Shared by every document
// of the site, each with its own blocks. Each block is drawn into its structure element, made when
// its first row is drawn, so the tree's order is the reading order: a heading an H2 to H4, a
// paragraph a P, items an L of LIs, a table a Table of TRs with TH and TD cells, the chart and each
// distribution a Figure whose alternative text gives its numbers; frames, rules and the footers
// are artifacts.
import type { Badge, BoxLine, PdfBlock } from '../../blocks';
import { tint } from '../../palette/palette';
import {
  breakRules,
  type FlowPiece,
  type PageArea,
  type Pagination,
  paginateDocument,
} from '../pagination';
import { chartAlt, chartRow } from './chart';
import { drawCover, drawFooters, type PageBox } from './cover';
import { distributionAlt, distributionRow } from './distribution';
import {
  BRAND,
  BRAND_STRONG,
  badgeHeight,
  badgeWidth,
  baseline,
  drawBadge,
  INK,
  LINE,
  MUTED,
  pdfText,
} from './draw';
import type { Row } from './row';
import type { Surface, Tag } from './surface';
import type { Role, TagOptions, Tags } from './tags';

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
  /** The element its rows are drawn into (none: its rows make their own). */
  tag?: () => Tag;
  /** A figure: everything drawn is its content, described by its alternative text. */
  figure?: boolean;
}

interface Column {
  s: Surface;
  x: number;
  width: number;
  page: PageBox;
  /** A new element, made once, the first time it is asked for (when its first row is drawn). */
  tag: (role: Role, options?: TagOptions, parent?: () => Tag) => () => Tag;
  tags: Tags;
}

/** Splits text into lines of `width`; the first line leaves `indent` free (for a bold lead). */
function wrap(s: Surface, text: string, width: number, indent = 0): string[] {
  if (indent <= 0) return s.wrap(text, width);
  const [first = '', ...rest] = s.wrap(text, width - indent);
  return rest.length > 0 ? [first, ...s.wrap(rest.join(' '), width)] : [first];
}

interface TextStyle {
  size: number;
  bold?: boolean;
  colour?: string;
  lead?: string;
}

/** Rows of wrapped text, `width` wide from x, with an optional bold lead on the first line. */
function textRows(s: Surface, text: string, x: number, width: number, style: TextStyle): Row[] {
  const { size, bold = false, colour = INK } = style;
  const lead = style.lead ? pdfText(style.lead) : '';
  // The lead's width and a space's: the font is embedded, so it is the width the viewer shows.
  const spaced = lead && !lead.endsWith(' ') ? `${lead} ` : lead;
  const leadWidth = lead ? s.widthOf(spaced, size, true) : 0;
  s.type(size, bold, colour);
  const lines = wrap(s, pdfText(text), width, leadWidth);
  const height = size * LEADING;
  return lines.map((line, index) => ({
    height,
    draw: (top: number) => {
      const y = baseline(top, height, size);
      const indent = index === 0 ? leadWidth : 0;
      if (index === 0 && lead) {
        s.type(size, true, colour);
        s.text(line ? spaced : lead, x, y);
      }
      s.type(size, bold, colour);
      s.text(line, x + indent, y);
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

/** A section's heading, an H2; the document's title, an H1, when it has no cover to hold one. */
function heading(c: Column, text: string, title = false): Piece {
  const size = 17;
  const rows = textRows(c.s, text, c.x, c.width, { size, bold: true, colour: BRAND_STRONG });
  // The rule under it is decoration.
  rows.push({
    height: 12,
    draw: (top) => {
      c.s.line(c.x, top + 4, c.x + 44, top + 4, BRAND, 1.5);
      c.s.line(c.x + 44, top + 4, c.x + c.width, top + 4, LINE, 0.75);
    },
  });
  return { before: 24, rows, tag: c.tag(title ? 'H1' : 'H2') };
}

function subheading(c: Column, block: Extract<PdfBlock, { kind: 'subheading' }>): Piece {
  const size = block.level === 1 ? 12.5 : 10.5;
  const indent = block.accent ? 12 : 0;
  const rows = textRows(c.s, block.text, c.x + indent, c.width - indent, { size, bold: true });
  const tag = c.tag(block.level === 1 ? 'H3' : 'H4');
  const { accent } = block;
  if (!accent) return { before: block.level === 1 ? 14 : 10, rows, tag };
  const bar = (top: number, height: number) => c.s.rect(c.x, top + 1, 4, height - 2, accent);
  return { before: 14, rows: withFirst(rows, bar), tag };
}

function text(c: Column, block: Extract<PdfBlock, { kind: 'text' }>): Piece {
  const style = { size: BODY, colour: block.muted ? MUTED : INK, lead: block.lead };
  return { before: 5, rows: textRows(c.s, block.text, c.x, c.width, style), tag: c.tag('P') };
}

/** An item of the list it starts or continues: an LI, its marker the Lbl, its text the LBody. */
function item(c: Column, block: Extract<PdfBlock, { kind: 'item' }>, list: () => Tag): Piece {
  const li = c.tag('LI', {}, list);
  const numbered = block.marker !== '-';
  const label = c.tag('Lbl', {}, li);
  const body = c.tag('LBody', {}, li);
  const lines = textRows(c.s, block.text, c.x + MARKER_WIDTH, c.width - MARKER_WIDTH, {
    size: BODY,
    lead: block.lead,
  });
  const rows = lines.map((row) => ({
    height: row.height,
    draw: (top: number) => c.s.within(body(), () => row.draw(top)),
  }));
  const marker = (top: number, height: number) => {
    const y = baseline(top, height, BODY);
    // A bullet is decoration; a number is the item's label.
    if (!numbered) c.s.circle(c.x + 4, y - BODY * 0.32, 1.6, MUTED);
    else
      c.s.within(label(), () => {
        c.s.type(BODY, true, MUTED);
        c.s.text(pdfText(block.marker), c.x, y);
      });
  };
  return { before: 3, rows: withFirst(rows, marker), tag: li };
}

function badge(c: Column, value: Badge): Piece {
  const row = {
    height: badgeHeight(8.5) + 2,
    draw: (top: number) => void drawBadge(c.s, value, c.x, top + 1),
  };
  return { before: 2, rows: [row], tag: c.tag('P') };
}

/** Badges side by side, as many to a line as fit (a legend). */
function badges(c: Column, values: readonly Badge[]): Piece {
  const gap = 6;
  const lines: Badge[][] = [];
  let used = c.width;
  for (const value of values) {
    const width = badgeWidth(c.s, value, 8.5);
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
      for (const value of line) x += drawBadge(c.s, value, x, top + 2) + gap;
    },
  }));
  return { before: 4, rows, tag: c.tag('P') };
}

type ScoreBlock = Extract<PdfBlock, { kind: 'score' }>;

/** A row of a list: a colour square and the label left, the score and the band badge right. */
function listRow(c: Column, block: ScoreBlock, label: string): Row {
  const { s } = c;
  const height = 20;
  const draw = (top: number) => {
    const y = baseline(top, height, BODY);
    if (block.swatch) s.rect(c.x, top + height / 2 - 4, 8, 8, block.swatch);
    s.type(BODY, false, INK);
    s.text(pdfText(label), c.x + (block.swatch ? 14 : 0), y);
    // The badges sit in a column of their own, so the scores line up whatever the band's name.
    const right = c.x + c.width - Math.max(BADGE_COLUMN, badgeWidth(s, block.badge, 8.5));
    s.type(BODY, true, INK);
    s.text(pdfText(block.score), right - 10, y, 'right');
    drawBadge(s, block.badge, right, top + (height - badgeHeight(8.5)) / 2);
  };
  return { height, draw };
}

/** A score line: its label (large: the total), the score, the band badge and the edge note. */
function scoreLine(c: Column, block: ScoreBlock): Row {
  const { s } = c;
  const size = block.large ? 22 : BODY;
  const badgeSize = block.large ? 10 : 8.5;
  const height = block.large ? 36 : 20;
  const draw = (top: number) => {
    const y = baseline(top, height, size);
    let x = c.x;
    if (block.label) {
      s.type(11, true, MUTED);
      s.text(pdfText(block.label), x, y);
      x += s.widthOf(pdfText(block.label), 11, true) + 12;
    }
    s.type(size, true, INK);
    s.text(pdfText(block.score), x, y);
    x += s.textWidth(pdfText(block.score)) + 10;
    x += drawBadge(s, block.badge, x, top + (height - badgeHeight(badgeSize)) / 2, badgeSize) + 8;
    if (block.note) {
      s.type(9.5, false, MUTED);
      s.text(pdfText(block.note), x, baseline(top, height, 9.5));
    }
  };
  return { height, draw };
}

/** A score and its band badge: a row of a list when labelled (and not large), else a line. */
function score(c: Column, block: ScoreBlock): Piece {
  const asRow = block.label !== undefined && !block.large;
  const row = asRow ? listRow(c, block, block.label ?? '') : scoreLine(c, block);
  return { before: block.label ? 2 : 4, rows: [row], tag: c.tag('P') };
}

/** A band's badge in a column of its own, its text wrapped beside it. */
function range(c: Column, block: Extract<PdfBlock, { kind: 'range' }>): Piece {
  const column = 78;
  const rows = textRows(c.s, block.text, c.x + column, c.width - column, { size: 9.5 });
  const badge = (top: number, height: number) =>
    drawBadge(c.s, block.badge, c.x, top + (height - badgeHeight(8.5)) / 2);
  return { before: 6, rows: withFirst(rows, badge), tag: c.tag('P') };
}

const BOX_FRAMES: Record<'action' | 'note', Frame> = {
  action: { fill: tint(BRAND, 0.92), accent: BRAND, pad: 10 },
  note: { fill: '#f8fafc', accent: '#94a3b8', pad: 9 },
};

/** Rows drawn into the element `tag` gives. */
const into = (s: Surface, tag: () => Tag, rows: Row[]): Row[] =>
  rows.map((row) => ({ height: row.height, draw: (top) => s.within(tag(), () => row.draw(top)) }));

/** A shaded box with a coloured edge (a Div): its title and each line a paragraph of it. */
function box(c: Column, block: Extract<PdfBlock, { kind: 'box' }>): Piece {
  const frame = BOX_FRAMES[block.tone];
  const x = c.x + 16;
  const width = c.width - 28;
  const div = c.tag('Div');
  const titleSize = block.tone === 'action' ? 12 : 10.5;
  const title = into(
    c.s,
    c.tag('P', {}, div),
    textRows(c.s, block.title, x, width, { size: titleSize, bold: true }),
  );
  const size = block.tone === 'action' ? BODY : 9.5;
  const colour = block.tone === 'action' ? INK : MUTED;
  const rows = [...title];
  block.lines.forEach((line: BoxLine) => {
    const [first, ...rest] = into(
      c.s,
      c.tag('P', {}, div),
      textRows(c.s, line.text, x, width, { size, colour, lead: line.lead }),
    );
    // The space above a line rides on its first row, so every row is a line of text.
    if (first) rows.push({ height: first.height + 3, draw: (top) => first.draw(top + 3) });
    rows.push(...rest);
  });
  return { before: 12, after: 6, rows, head: title.length, frame, tag: div };
}

type TableBlock = Extract<PdfBlock, { kind: 'table' }>;

/**
 * A table row (a TR): each cell (a TH in the head row, else a TD) wrapped to its column (less a
 * little padding), the row as tall as its tallest cell, a hairline under it. The head row is bold,
 * muted and underlined in ink.
 */
function tableRow(
  c: Column,
  table: () => Tag,
  columns: TableBlock['columns'],
  cells: readonly string[],
  style: { bold: boolean; colour: string; rule: string; size: number; head: boolean },
): Row {
  const pad = 4;
  const lineHeight = style.size * 1.3;
  const tr = c.tag('TR', {}, table);
  let x = c.x;
  const placed = columns.map((column, index) => {
    const width = column.width * c.width;
    c.s.type(style.size, style.bold, style.colour);
    const lines = c.s.wrap(pdfText(cells[index] ?? ''), width - pad * 2);
    const tag = style.head ? c.tag('TH', { scope: 'Column' }, tr) : c.tag('TD', {}, tr);
    const cell = { x, width, lines, align: column.align ?? 'left', tag };
    x += width;
    return cell;
  });
  const height = Math.max(1, ...placed.map((p) => p.lines.length)) * lineHeight + pad * 2;
  return {
    height,
    draw: (top: number) => {
      for (const cell of placed)
        c.s.within(cell.tag(), () => {
          c.s.type(style.size, style.bold, style.colour);
          cell.lines.forEach((line, index) => {
            const y = baseline(top + pad + index * lineHeight, lineHeight, style.size);
            if (cell.align === 'right') c.s.text(line, cell.x + cell.width - pad, y, 'right');
            else c.s.text(line, cell.x + pad, y);
          });
        });
      c.s.line(
        c.x,
        top + height,
        c.x + c.width,
        top + height,
        style.rule,
        style.rule === LINE ? 0.75 : 1,
      );
    },
  };
}

/** A table: kept on one page when it is short (../pagination.ts); a long one breaks between rows. */
function table(c: Column, block: TableBlock): Piece {
  const tag = c.tag('Table');
  const rows: Row[] = block.caption
    ? into(
        c.s,
        c.tag('Caption', {}, tag),
        textRows(c.s, block.caption, c.x, c.width, { size: 9.5, colour: MUTED }),
      )
    : [];
  // The caption and the head row never end a page without a row of the table under them.
  const head = rows.length + 1;
  rows.push(
    tableRow(
      c,
      tag,
      block.columns,
      block.columns.map((column) => column.text),
      { bold: true, colour: MUTED, rule: INK, size: 9, head: true },
    ),
  );
  for (const row of block.rows)
    rows.push(
      tableRow(c, tag, block.columns, row.cells, {
        bold: row.lead === true,
        colour: INK,
        rule: LINE,
        size: 9.5,
        head: false,
      }),
    );
  return { before: 10, after: 4, rows, head, tag };
}

function chart(c: Column, block: Extract<PdfBlock, { kind: 'chart' }>): Piece {
  const tag = c.tag('Figure', { alt: chartAlt(block) });
  return { before: 10, rows: [chartRow(c.s, block, c.x, c.width)], tag, figure: true };
}

function distribution(c: Column, block: Extract<PdfBlock, { kind: 'distribution' }>): Piece {
  const before = block.lead ? 8 : 2;
  const tag = c.tag('Figure', { alt: distributionAlt(block) });
  return { before, rows: [distributionRow(c.s, block, c.x, c.width)], tag, figure: true };
}

function pieceOf(c: Column, block: PdfBlock, list: () => Tag, title: boolean): Piece {
  switch (block.kind) {
    case 'cover': {
      const height = c.page.height - PAGE_MARGIN - PAGE_BOTTOM;
      return { before: 0, rows: [{ height, draw: () => drawCover(c.s, c.tags, block, c.page) }] };
    }
    case 'page-break':
      return { before: 0, rows: [] };
    case 'heading':
      return heading(c, block.text, title);
    case 'subheading':
      return subheading(c, block);
    case 'text':
      return text(c, block);
    case 'item':
      return item(c, block, list);
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

const pageOf = (s: Surface): PageBox => ({ width: s.width, height: s.height, margin: PAGE_MARGIN });

/** The blocks measured on the surface's page size, and where their rows go. */
function plan(s: Surface, tags: Tags, blocks: readonly PdfBlock[]) {
  const page = pageOf(s);
  const tag = (role: Role, options: TagOptions = {}, parent?: () => Tag) => {
    let made: Tag | undefined;
    return () => {
      made ??= tags.add(role, options, parent ? parent() : tags.root);
      return made;
    };
  };
  const column: Column = {
    s,
    x: PAGE_MARGIN,
    width: page.width - PAGE_MARGIN * 2,
    page,
    tag,
    tags,
  };
  // Items in a row are one list.
  let list = tag('L');
  const title = blocks.some((b) => b.kind === 'cover')
    ? -1
    : blocks.findIndex((b) => b.kind === 'heading');
  const pieces = blocks.map((block, index) => {
    if (block.kind === 'item' && blocks[index - 1]?.kind !== 'item') list = tag('L');
    return pieceOf(column, block, list, index === title);
  });
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

/** Where each block's rows go on the surface's pages, without drawing them (tests). */
export function planPages(s: Surface, tags: Tags, blocks: readonly PdfBlock[]): PagePlan {
  const { flow, area, pagination } = plan(s, tags, blocks);
  return { flow, area, pagination };
}

/**
 * Writes the blocks onto the document: each run of rows where the pagination put it, into its
 * element, a frame behind it, then the footers (which name `brand` when the document has no cover
 * to take it from).
 */
export function layoutPdf(
  s: Surface,
  tags: Tags,
  blocks: readonly PdfBlock[],
  brand: string,
): void {
  const { page, column, pieces, pagination } = plan(s, tags, blocks);
  for (const run of pagination.runs) {
    const piece = pieces[run.piece];
    if (!piece) continue;
    s.toPage(run.page);
    const { frame } = piece;
    if (frame) {
      s.rect(column.x, run.top, column.width, run.height, frame.fill);
      s.rect(column.x, run.top, 4, run.height, frame.accent);
    }
    const draw = () => {
      let y = run.top + (frame?.pad ?? 0);
      for (const row of piece.rows.slice(run.from, run.to)) {
        row.draw(y);
        y += row.height;
      }
    };
    const tag = piece.tag?.();
    if (tag && piece.figure) s.drawFigure(tag, draw);
    else if (tag) s.within(tag, draw);
    else draw();
  }
  s.toPage(pagination.pageCount - 1);
  const cover = blocks.find((b): b is Extract<PdfBlock, { kind: 'cover' }> => b.kind === 'cover');
  drawFooters(s, cover, page, brand);
  s.close();
}
