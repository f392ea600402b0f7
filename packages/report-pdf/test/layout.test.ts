// The PDFKit engine lays real blocks out by the pagination's plan: measured with its fonts on a
// short page, each block drawn on the page the plan gives it, a box's frame drawn once when it
// stands whole, and no rule broken on a long document of every kind of block.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PdfBlock } from '../src';
import { layoutPdf, type PagePlan, planPages } from '../src/engine/pdfkit';
import {
  type Drawn,
  layoutBreaches,
  recordDrawing,
  testSurface,
} from '../src/engine/pdfkit/test-kit';

/** A page 300 points tall: room for about ten lines of body text between the margins. */
const pageOfHeight = (height: number) => testSurface([612, height]);
const shortPage = () => pageOfHeight(300);

const sentence =
  'Every week has more requests in it than hours, and choosing between them is the work. ';
const paragraph = (lines: number): PdfBlock => ({
  kind: 'text',
  // About eight words a line at this width: a line's worth of text per sentence.
  text: sentence.repeat(lines).trim(),
});

const box: PdfBlock = {
  kind: 'box',
  tone: 'action',
  title: 'Start here: Clarity of Focus',
  lines: [
    { lead: 'This week: ', text: sentence },
    { lead: 'Week two: ', text: sentence },
    { lead: 'Why here: ', text: sentence },
  ],
};

const blocks: PdfBlock[] = [
  { kind: 'heading', text: 'Summary' },
  paragraph(3),
  paragraph(2),
  { kind: 'heading', text: 'Next Steps' },
  box,
  { kind: 'item', text: sentence.repeat(2), marker: '2.' },
  { kind: 'subheading', text: 'A card', level: 1 },
  { kind: 'badge', badge: { text: 'Strength', fill: '#d1fae5', ink: '#065f46' } },
  paragraph(5),
  { kind: 'text', text: '', lead: 'Try this:' },
  { kind: 'item', text: sentence, marker: '-' },
];

describe('the PDFKit layout', () => {
  let drawn: Drawn[] = [];
  let plan: PagePlan;
  let pageCount = 0;
  let pageHeight = 0;
  beforeAll(async () => {
    const { surface, tags } = await shortPage();
    drawn = recordDrawing(surface);
    const measure = await shortPage();
    plan = planPages(measure.surface, measure.tags, blocks);
    layoutPdf(surface, tags, blocks, 'Peak Partners');
    pageCount = surface.pageCount;
    pageHeight = surface.height;
  });
  const pageOf = (text: string) => drawn.find((d) => d.what === 'text' && d.text === text)?.page;
  const startPage = (index: number) =>
    (plan.pagination.runs.find((r) => r.piece === index)?.page ?? -1) + 1;

  it('draws each block on the page the plan gives it', () => {
    expect(pageHeight).toBe(300);
    expect(pageCount).toBe(plan.pagination.pageCount);
    expect(plan.pagination.pageCount).toBeGreaterThan(2);
    expect(pageOf('Summary')).toBe(startPage(0));
    expect(pageOf('Next Steps')).toBe(startPage(3));
    expect(pageOf('Start here: Clarity of Focus')).toBe(startPage(4));
    expect(pageOf('Try this:')).toBe(startPage(9));
  });

  it('keeps the Start here box whole, its frame drawn once, right under its heading', () => {
    const runs = plan.pagination.runs.filter((r) => r.piece === 4);
    expect(runs).toHaveLength(1);
    expect(startPage(3)).toBe(startPage(4));
    const frames = drawn.filter((d) => d.what === 'rect' && d.width > 100 && d.height > 40);
    expect(frames.map((f) => f.page)).toEqual([startPage(4)]);
  });

  it('keeps headings, the label badge and the lead "Try this:" with what follows', async () => {
    expect(startPage(6)).toBe(startPage(8));
    expect(startPage(7)).toBe(startPage(8));
    expect(startPage(9)).toBe(startPage(10));
    const { surface, tags } = await shortPage();
    expect(layoutBreaches(surface, tags, blocks)).toEqual([]);
  });

  it('breaks no rule on a long run of every kind of block', async () => {
    const long: PdfBlock[] = Array.from({ length: 6 }, (_, i): PdfBlock[] => [
      { kind: 'heading', text: `Section ${i + 1}` },
      paragraph(1 + (i % 4)),
      { kind: 'subheading', text: `Part ${i + 1}`, level: 2 },
      {
        kind: 'score',
        label: 'Clarity of Focus',
        score: '12 / 15',
        badge: { text: 'Proficient', fill: '#334155', ink: '#fff' },
      },
      paragraph(2 + (i % 3)),
      box,
      {
        kind: 'table',
        caption: 'Scores',
        columns: [
          { text: 'Score', width: 0.6 },
          { text: 'Points', width: 0.4, align: 'right' },
        ],
        rows: Array.from({ length: 3 + i }, (_, r) => ({ cells: [`Row ${r + 1}`, String(r)] })),
      },
    ]).flat();
    for (const height of [300, 420, 792]) {
      const { surface, tags } = await pageOfHeight(height);
      expect(layoutBreaches(surface, tags, long), `${height}`).toEqual([]);
    }
  });
});
