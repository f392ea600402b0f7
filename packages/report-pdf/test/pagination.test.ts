// Where the page breaks fall, given blocks measured into rows and a page's height: headings kept
// with what follows, boxes and figures whole, no lone line of a paragraph on either side of a
// break, and a nearly empty last page taken in by the pages before it when their spacing allows.
import { describe, expect, it } from 'vitest';
import type { PdfBlock } from '../src';
import {
  breaches,
  breakRules,
  type FlowPiece,
  lastPageUsed,
  type PageArea,
  type Pagination,
  paginate,
  paginateDocument,
} from '../src/engine/pagination';

/** A page with room for ten rows of 10 points. */
const AREA: PageArea = { top: 0, bottom: 100 };
const ROW = 10;

const heading: PdfBlock = { kind: 'heading', text: 'A heading' };
const subheading: PdfBlock = { kind: 'subheading', text: 'A subheading', level: 1 };
const paragraph: PdfBlock = { kind: 'text', text: 'A paragraph.' };
const label: PdfBlock = { kind: 'text', text: '', lead: 'Try this:' };
const item: PdfBlock = { kind: 'item', text: 'An item.', marker: '-' };
const badge: PdfBlock = { kind: 'badge', badge: { text: 'Strength', fill: '#fff', ink: '#000' } };
const box: PdfBlock = { kind: 'box', tone: 'action', title: 'Start here', lines: [] };
const chart = { kind: 'chart' } as PdfBlock;
const table = { kind: 'table', columns: [], rows: [] } as unknown as PdfBlock;
const group = { kind: 'distribution', label: 'A family', segments: [], lead: true } as PdfBlock;
const part = { kind: 'distribution', label: 'A capability', segments: [] } as PdfBlock;
const pageBreak: PdfBlock = { kind: 'page-break' };

interface Measure {
  rows?: number;
  before?: number;
  after?: number;
  head?: number;
  pad?: number;
}

/** A block measured as `rows` rows of 10 points. */
const piece = (block: PdfBlock, measure: Measure = {}): FlowPiece => ({
  rules: breakRules(block),
  rows: Array.from({ length: measure.rows ?? 1 }, () => ROW),
  before: measure.before ?? 0,
  after: measure.after ?? 0,
  head: measure.head ?? 0,
  pad: measure.pad ?? 0,
});

/** Each piece's runs as [page, rows on it]. */
const placed = (pagination: Pagination, index: number) =>
  pagination.runs.filter((r) => r.piece === index).map((r) => [r.page, r.to - r.from]);

/** The page each piece starts on. */
const startPages = (pagination: Pagination, count: number) =>
  Array.from({ length: count }, (_, i) => pagination.runs.find((r) => r.piece === i)?.page);

describe('keep-with-next', () => {
  it('moves a heading with the first two lines of its paragraph rather than end a page', () => {
    // Eight lines, then a heading with room for it alone: it goes over with its paragraph.
    const pieces = [piece(paragraph, { rows: 8 }), piece(heading), piece(paragraph, { rows: 5 })];
    const p = paginate(pieces, AREA);
    expect(startPages(p, 3)).toEqual([0, 1, 1]);
    expect(placed(p, 2)).toEqual([[1, 5]]);
  });

  it('keeps a heading on its page when the first two lines of what follows fit under it', () => {
    const pieces = [piece(paragraph, { rows: 6 }), piece(heading), piece(paragraph, { rows: 6 })];
    const p = paginate(pieces, AREA);
    expect(placed(p, 1)).toEqual([[0, 1]]);
    // The paragraph breaks after three lines, leaving three on the next page.
    expect(placed(p, 2)).toEqual([
      [0, 3],
      [1, 3],
    ]);
  });

  it('carries a chain of heading, subheading and label badge to the start of the text', () => {
    const pieces = [
      piece(paragraph, { rows: 6 }),
      piece(heading),
      piece(subheading),
      piece(badge),
      piece(paragraph, { rows: 4 }),
    ];
    const p = paginate(pieces, AREA);
    expect(startPages(p, 5)).toEqual([0, 1, 1, 1, 1]);
  });

  it('keeps a lead with no text after it ("Try this:") with the item it introduces', () => {
    const pieces = [piece(paragraph, { rows: 8 }), piece(label), piece(item, { rows: 2 })];
    expect(startPages(paginate(pieces, AREA), 3)).toEqual([0, 1, 1]);
    const hinted: PdfBlock = { kind: 'text', text: 'A description.', keepWithNext: true };
    const withHint = [piece(paragraph, { rows: 8 }), piece(hinted), piece(badge, { rows: 2 })];
    expect(startPages(paginate(withHint, AREA), 3)).toEqual([0, 1, 1]);
  });

  it("keeps a group's own row with its first part", () => {
    const pieces = [piece(paragraph, { rows: 8 }), piece(group), piece(part, { rows: 2 })];
    expect(startPages(paginate(pieces, AREA), 3)).toEqual([0, 1, 1]);
  });

  it('counts the space between them, which a new page drops', () => {
    // 5 lines + 10 space + heading + 10 space + 2 lines = 100: exactly full.
    const fits = [
      piece(paragraph, { rows: 5 }),
      piece(heading, { before: 10 }),
      piece(paragraph, { rows: 4, before: 10 }),
    ];
    expect(startPages(paginate(fits, AREA), 3)).toEqual([0, 0, 0]);
    const over = [
      piece(paragraph, { rows: 5 }),
      piece(heading, { before: 11 }),
      piece(paragraph, { rows: 4, before: 10 }),
    ];
    const p = paginate(over, AREA);
    expect(startPages(p, 3)).toEqual([0, 1, 1]);
    // At the top of a page the heading's space above is dropped.
    expect(p.runs.find((r) => r.piece === 1)?.top).toBe(AREA.top);
  });

  it('stops at a page break', () => {
    const pieces = [piece(paragraph, { rows: 9 }), piece(heading), piece(pageBreak, { rows: 0 })];
    expect(startPages(paginate(pieces, AREA), 2)).toEqual([0, 0]);
  });
});

describe('keep-together', () => {
  it('moves a box that fits on a page to the next page whole, title and all', () => {
    const pieces = [piece(paragraph, { rows: 5 }), piece(box, { rows: 5, head: 1, pad: 2 })];
    const p = paginate(pieces, AREA);
    expect(placed(p, 1)).toEqual([[1, 5]]);
  });

  it('splits a box taller than a page, never right after its title nor before its last two lines', () => {
    const pieces = [piece(box, { rows: 14, head: 2, pad: 5 })];
    const p = paginate(pieces, AREA);
    expect(placed(p, 0)).toEqual([
      [0, 9],
      [1, 5],
    ]);
    const late = paginate([piece(paragraph, { rows: 7 }), ...pieces], AREA);
    // Two rows would fit under the paragraph, but they would be the title alone: it moves.
    expect(placed(late, 1)[0]).toEqual([1, 9]);
  });

  it('never splits a figure, and splits a long table only between its rows', () => {
    const figure = [piece(paragraph, { rows: 6 }), piece(chart, { rows: 1, pad: 0 })];
    figure[1] = { ...(figure[1] as FlowPiece), rows: [50] };
    expect(placed(paginate(figure, AREA), 1)).toEqual([[1, 1]]);
    // A short table (at most half a page) stays whole; a long one starts with its head and two rows.
    const short = [piece(paragraph, { rows: 6 }), piece(table, { rows: 5, head: 1 })];
    expect(placed(paginate(short, AREA), 1)).toEqual([[1, 5]]);
    const long = [piece(paragraph, { rows: 6 }), piece(table, { rows: 9, head: 2 })];
    expect(placed(paginate(long, AREA), 1)).toEqual([
      [0, 4],
      [1, 5],
    ]);
  });
});

describe('widows and orphans', () => {
  it('leaves two lines on each side of a break', () => {
    // Nine lines with room for eight above: seven stay, two go over (never eight and one).
    const p = paginate([piece(paragraph, { rows: 2 }), piece(paragraph, { rows: 9 })], AREA);
    expect(placed(p, 1)).toEqual([
      [0, 7],
      [1, 2],
    ]);
  });

  it('moves a paragraph whole when only its first line would fit', () => {
    const p = paginate([piece(paragraph, { rows: 9 }), piece(paragraph, { rows: 6 })], AREA);
    expect(placed(p, 1)).toEqual([[1, 6]]);
  });

  it('never splits a paragraph of three lines', () => {
    const p = paginate([piece(paragraph, { rows: 8 }), piece(paragraph, { rows: 3 })], AREA);
    expect(placed(p, 1)).toEqual([[1, 3]]);
  });

  it('splits a paragraph longer than a page into runs of two lines or more', () => {
    const p = paginate([piece(paragraph, { rows: 21 })], AREA);
    expect(placed(p, 0)).toEqual([
      [0, 10],
      [1, 9],
      [2, 2],
    ]);
  });
});

describe('the last page', () => {
  /** A page with room for twenty rows. */
  const TALL: PageArea = { top: 0, bottom: 200 };
  /** Two pages of seven paragraphs, then a heading and `rest` lines. */
  const document = (rest: number) => [
    ...Array.from({ length: 14 }, () => piece(paragraph, { rows: 2, before: 10 })),
    piece(heading, { before: 10 }),
    piece(paragraph, { rows: rest, before: 10 }),
  ];

  it('takes a few lines in by tightening the space between blocks', () => {
    const pieces = document(2);
    const plain = paginate(pieces, TALL);
    expect(plain.pageCount).toBe(3);
    expect(lastPageUsed(plain, TALL)).toBe(40);
    const p = paginateDocument(pieces, TALL);
    expect(p.pageCount).toBe(2);
    // The gentlest spacing that saves the page, never under half of it.
    expect(p.spacing).toBe(0.55);
    // Still by the rules: the heading keeps its paragraph.
    expect(placed(p, 14)[0]?.[0]).toBe(1);
    expect(placed(p, 15)).toEqual([[1, 2]]);
  });

  it('keeps the layout when the last page is full enough, or the space cannot take it', () => {
    const full = document(5);
    expect(paginateDocument(full, TALL)).toEqual(paginate(full, TALL));
    const solid = [piece(paragraph, { rows: 20 }), piece(paragraph, { rows: 2 })];
    const p = paginateDocument(solid, TALL);
    expect(p.pageCount).toBe(2);
    expect(p.spacing).toBe(1);
  });

  it('tightens only after the last page break, so earlier pages keep their layout', () => {
    const pieces = [
      piece(paragraph, { rows: 4 }),
      piece(paragraph, { rows: 4, before: 6 }),
      piece(pageBreak, { rows: 0 }),
      ...document(2),
    ];
    const p = paginateDocument(pieces, TALL);
    expect(p.pageCount).toBe(3);
    expect(p.tightenedFrom).toBe(3);
    expect(p.runs.find((r) => r.piece === 1)?.top).toBe(46);
  });
});

describe('breaches', () => {
  it('names each rule a pagination breaks, and none of those paginate keeps', () => {
    const pieces = [
      piece(heading),
      piece(paragraph, { rows: 5 }),
      piece(box, { rows: 4, head: 1 }),
    ];
    const run = (piece: number, page: number, from: number, to: number) => ({
      piece,
      page,
      from,
      to,
      top: 0,
      height: (to - from) * ROW,
    });
    const bad: Pagination = {
      pageCount: 3,
      runs: [run(0, 0, 0, 1), run(1, 1, 0, 4), run(1, 2, 4, 5), run(2, 2, 0, 2), run(2, 3, 2, 4)],
      spacing: 1,
      tightenedFrom: 3,
    };
    expect(breaches(pieces, AREA, bad)).toEqual([
      'piece 0 ends page 1',
      'piece 1 has 1 rows on a page',
      'piece 2 is split across 2 pages',
      'piece 2 has 1 rows on a page',
    ]);
    expect(breaches(pieces, AREA, paginate(pieces, AREA))).toEqual([]);
  });
});
