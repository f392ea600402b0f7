// Which rows of which block go on which page. A drawing backend measures each block into rows (a
// line of text, a table row, a figure) and the space around it; this module knows only those
// heights and the blocks' kinds, never how they are drawn, so it outlives any one PDF library.
//
// The rules, for every document of the site:
// - keep-with-next: a heading, a label (a badge, a lead with no text after it, a group's own row)
//   stays on the page with at least the first lines of what follows it;
// - keep-together: a box, a figure, a score, a badge, a distribution row and a short table are
//   never split when they fit on one page; a long table breaks between its rows, never inside one;
// - widows and orphans: a paragraph split across pages leaves at least two lines on each side;
// - a last page holding only a few lines is avoided by tightening the space between blocks a
//   little when that lets the earlier pages take them in.
import type { PdfBlock } from '../blocks';

export interface BreakRules {
  /** Starts a new page. */
  pageBreak: boolean;
  /** Stays on one page with the start of the next block. */
  keepWithNext: boolean;
  /**
   * Never split when the block is at most this share of a page tall: 1 whenever it fits on a page,
   * 0 never held together (only the line rules apply).
   */
  keepTogether: number;
  /** The fewest rows on each side of a break inside the block (orphans and widows). */
  minRows: number;
}

/** Lines a paragraph keeps together on each side of a page break. */
export const MIN_LINES = 2;

/** A table up to half a page tall stays whole; a longer one would leave too large a gap. */
const SHORT_TABLE = 0.5;

const rules = (overrides: Partial<BreakRules>): BreakRules => ({
  pageBreak: false,
  keepWithNext: false,
  keepTogether: 0,
  minRows: MIN_LINES,
  ...overrides,
});

/** How a block may break across pages: the same for every backend that draws it. */
export function breakRules(block: PdfBlock): BreakRules {
  switch (block.kind) {
    case 'page-break':
      return rules({ pageBreak: true });
    case 'heading':
    case 'subheading':
      return rules({ keepWithNext: true, keepTogether: 1 });
    // A lone badge labels what follows it (a card's Strength or Growth Area); a legend explains it.
    case 'badge':
    case 'badges':
      return rules({ keepWithNext: true, keepTogether: 1 });
    case 'text':
      // A lead with no text after it ("Try this:") introduces the list below it.
      return rules({ keepWithNext: block.keepWithNext === true || block.text.trim() === '' });
    case 'item':
      return rules({});
    case 'score':
      return rules({ keepWithNext: block.keepWithNext === true, keepTogether: 1 });
    // A group's own row belongs with its parts' rows.
    case 'distribution':
      return rules({ keepWithNext: block.lead === true, keepTogether: 1 });
    case 'table':
      return rules({ keepTogether: SHORT_TABLE });
    case 'cover':
    case 'range':
    case 'box':
    case 'chart':
      return rules({ keepTogether: 1 });
  }
}

/** A block as measured by a backend: its rows' heights and the space around them. */
export interface FlowPiece {
  rules: BreakRules;
  /** Space above, dropped at the top of a page. */
  before: number;
  /** Space below. */
  after: number;
  /** Each row's height; a page break falls only between rows. */
  rows: readonly number[];
  /**
   * Rows at the start that belong with what follows them inside the block (a box's title, a
   * table's caption and head row): a break never falls among or right after them.
   */
  head: number;
  /** Above and below each run of the rows on a page (a frame drawn behind each run). */
  pad: number;
}

/** The part of a page content may use, from the top of its first row to the bottom of its last. */
export interface PageArea {
  top: number;
  bottom: number;
}

/** Rows `from` to `to` (exclusive) of one piece on one page, their frame's top at `top`. */
export interface Run {
  piece: number;
  /** From 0. */
  page: number;
  from: number;
  to: number;
  top: number;
  /** The rows' heights and the padding above and below them. */
  height: number;
}

export interface Pagination {
  pageCount: number;
  /** In reading order. */
  runs: Run[];
  /** The share of the space between blocks kept from the piece `tightenedFrom` on (1: all of it). */
  spacing: number;
  tightenedFrom: number;
}

const total = (rows: readonly number[], from = 0, to = rows.length) => {
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += rows[i] ?? 0;
  return sum;
};

export interface Tightening {
  /** The first piece whose space above and below is tightened. */
  from: number;
  /** The share of that space kept. */
  spacing: number;
}

/** The blocks on pages, by the rules above, with the space between blocks as given. */
export function paginate(
  pieces: readonly FlowPiece[],
  area: PageArea,
  tightening: Tightening = { from: pieces.length, spacing: 1 },
): Pagination {
  const body = area.bottom - area.top;
  const space = (index: number, value: number) =>
    index >= tightening.from ? value * tightening.spacing : value;
  const height = (piece: FlowPiece) => total(piece.rows) + piece.pad * 2;
  /** Placed whole or not at all: it fits on a page and is held together, or too short to split. */
  const whole = (piece: FlowPiece) =>
    height(piece) <= body &&
    (height(piece) <= piece.rules.keepTogether * body ||
      piece.rows.length < piece.head + piece.rules.minRows * 2);
  /** The height a piece needs on the page it starts on. */
  const start = (piece: FlowPiece) =>
    whole(piece)
      ? height(piece)
      : total(piece.rows, 0, piece.head + piece.rules.minRows) + piece.pad * 2;
  const gap = (index: number) => {
    const piece = pieces[index];
    const next = pieces[index + 1];
    return piece && next ? space(index, piece.after) + space(index + 1, next.before) : 0;
  };
  const follows = (index: number) => {
    const piece = pieces[index];
    const next = pieces[index + 1];
    return !!piece?.rules.keepWithNext && !!next && !next.rules.pageBreak;
  };
  /**
   * The start of a piece and of the pieces it is kept with; a chain too tall for a page is cut
   * after its first link that fits, so it can still be placed.
   */
  const lead = (index: number): number => {
    const piece = pieces[index];
    if (!piece) return 0;
    const own = start(piece);
    if (!follows(index)) return own;
    const next = pieces[index + 1] as FlowPiece;
    const chained = own + gap(index) + lead(index + 1);
    if (chained <= body) return chained;
    const linked = own + gap(index) + start(next);
    return linked <= body ? linked : own;
  };

  const runs: Run[] = [];
  let page = 0;
  let y = area.top;
  const atTop = () => y <= area.top;
  const newPage = () => {
    page += 1;
    y = area.top;
  };

  /** How many rows from `from` go on this page now; 0 when none may (the piece moves on). */
  const rowsHere = (piece: FlowPiece, from: number, first: boolean): number => {
    const room = area.bottom - y - piece.pad * 2;
    if (first && whole(piece)) return height(piece) - piece.pad * 2 <= room ? piece.rows.length : 0;
    let fit = 0;
    let used = 0;
    for (let i = from; i < piece.rows.length; i += 1) {
      used += piece.rows[i] ?? 0;
      if (used > room) break;
      fit += 1;
    }
    const left = piece.rows.length - from;
    if (fit >= left) return left;
    const { minRows } = piece.rules;
    const count = Math.min(fit, left - minRows);
    const head = first ? piece.head : 0;
    return count - head >= minRows ? count : 0;
  };

  const place = (index: number, piece: FlowPiece) => {
    let from = 0;
    while (from < piece.rows.length || (from === 0 && piece.rows.length === 0)) {
      let count = rowsHere(piece, from, from === 0);
      if (count === 0 && piece.rows.length > 0) {
        if (!atTop()) {
          newPage();
          continue;
        }
        // Nothing the rules allow fits even on an empty page: as many rows as fit, at least one.
        const room = area.bottom - y - piece.pad * 2;
        count = 1;
        while (
          from + count < piece.rows.length &&
          total(piece.rows, from, from + count + 1) <= room
        )
          count += 1;
      }
      const to = from + count;
      const runHeight = total(piece.rows, from, to) + piece.pad * 2;
      runs.push({ piece: index, page, from, to, top: y, height: runHeight });
      y += runHeight;
      if (to >= piece.rows.length) return;
      from = to;
      newPage();
    }
  };

  pieces.forEach((piece, index) => {
    if (piece.rules.pageBreak) {
      if (!atTop()) newPage();
      return;
    }
    if (!atTop()) y += space(index, piece.before);
    if (y + lead(index) > area.bottom && !atTop()) newPage();
    place(index, piece);
    y += space(index, piece.after);
  });
  const pageCount = runs.reduce((most, run) => Math.max(most, run.page + 1), 1);
  return { pageCount, runs, spacing: tightening.spacing, tightenedFrom: tightening.from };
}

/** A last page this full or less (a share of the page) is worth saving when the others can take it. */
export const SPARSE_LAST_PAGE = 0.2;
/** How far the space between blocks may shrink to save it: never below half. */
export const TIGHTER_SPACING = [0.85, 0.7, 0.55] as const;

/** How much of the last page its rows use, from the top of the first to the bottom of the last. */
export function lastPageUsed(pagination: Pagination, area: PageArea): number {
  const last = pagination.runs.filter((run) => run.page === pagination.pageCount - 1);
  const bottom = last.reduce((most, run) => Math.max(most, run.top + run.height), area.top);
  return bottom - area.top;
}

/** The first piece after the document's last page break: where its last stretch starts. */
export const lastStretch = (pieces: readonly FlowPiece[]) =>
  pieces.findLastIndex((piece) => piece.rules.pageBreak) + 1;

/**
 * The document on pages: as `paginate` lays it out, unless its last page holds only a few lines
 * and a little less space between the blocks of its last stretch (from its last page break on,
 * so the pages before it keep their layout) saves that page: then the gentlest such spacing.
 */
export function paginateDocument(pieces: readonly FlowPiece[], area: PageArea): Pagination {
  const plain = paginate(pieces, area);
  const body = area.bottom - area.top;
  if (plain.pageCount < 2 || lastPageUsed(plain, area) > SPARSE_LAST_PAGE * body) return plain;
  const from = lastStretch(pieces);
  for (const spacing of TIGHTER_SPACING) {
    const tight = paginate(pieces, area, { from, spacing });
    if (tight.pageCount < plain.pageCount) return tight;
  }
  return plain;
}

/**
 * The rules a pagination breaks, in words (none: an empty list): a piece kept with the next that
 * ends a page without it, a piece held together split although it fits on a page, a run of fewer
 * rows than a break leaves. Only a piece that cannot be placed otherwise breaks one (tests).
 */
export function breaches(
  pieces: readonly FlowPiece[],
  area: PageArea,
  pagination: Pagination,
): string[] {
  const body = area.bottom - area.top;
  const found: string[] = [];
  const runsOf = (index: number) => pagination.runs.filter((run) => run.piece === index);
  pieces.forEach((piece, index) => {
    const runs = runsOf(index);
    const last = runs.at(-1);
    const next = pieces[index + 1];
    const nextStart = runsOf(index + 1)[0];
    if (piece.rules.keepWithNext && next && !next.rules.pageBreak && last && nextStart)
      if (nextStart.page !== last.page) found.push(`piece ${index} ends page ${last.page + 1}`);
    if (runs.length < 2) return;
    const height = total(piece.rows) + piece.pad * 2;
    if (height <= piece.rules.keepTogether * body)
      found.push(`piece ${index} is split across ${runs.length} pages`);
    runs.forEach((run, i) => {
      const rows = run.to - run.from - (i === 0 ? piece.head : 0);
      if (rows < piece.rules.minRows) found.push(`piece ${index} has ${rows} rows on a page`);
    });
  });
  return found;
}
