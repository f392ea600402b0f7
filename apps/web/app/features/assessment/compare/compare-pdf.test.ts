import { blockText } from '@peak/report-pdf';
import { LETTER, PAGE_BOTTOM, PAGE_MARGIN } from '@peak/report-pdf/pdfkit';
import {
  allText,
  drawnPdf,
  fileText,
  layoutBreaches,
  span,
  structureOf,
  testSurface,
} from '@peak/report-pdf/test-kit';
import { describe, expect, it } from 'vitest';
import { comparisonBlocks, comparisonFileName, comparisonTitle } from './compare-blocks';
import { METHOD_TITLE, ROSE, SECTION_TITLES, WITHIN_NOISE } from './compare-format';
import { comparisonPdfInfo } from './compare-pdf';
import { COMPARE_TITLE } from './compare-state';
import { soonComparison, testComparison } from './test-comparison';

const data = testComparison();
const blocks = comparisonBlocks(data, 'UTC');

describe('comparisonBlocks', () => {
  it('reads as the page does: title and dates, the account, the moves, the tables, the method', () => {
    expect(blocks[0]).toEqual({ kind: 'heading', text: COMPARE_TITLE });
    expect(blockText(blocks[1] as never)).toEqual(['Results of March 21, 2026 to July 21, 2026']);
    const headings = blocks.flatMap((b) =>
      b.kind === 'heading' || b.kind === 'subheading' ? [b.text] : [],
    );
    expect(headings).toEqual([
      COMPARE_TITLE,
      SECTION_TITLES.brief,
      ROSE,
      WITHIN_NOISE,
      SECTION_TITLES.moves,
      SECTION_TITLES.tables,
      METHOD_TITLE,
    ]);
    // The lead first, then the noise, then each direction's scores with its sign.
    expect(blocks[3]).toEqual({ kind: 'text', text: data.account.lead });
    expect(blocks[4]).toEqual({ kind: 'text', text: data.account.noise, muted: true });
    expect(blocks[5]).toMatchObject({
      kind: 'subheading',
      text: ROSE,
      level: 2,
      accent: '#047857',
    });
    const items = blocks.flatMap((b) => (b.kind === 'item' ? [[b.marker, b.text]] : []));
    expect(items.slice(0, 5)).toEqual([
      ['+', 'Clarity of Focus rose from 9 to 15, from Developing to Expert.'],
      ['~', 'Your total went from 108 to 115.'],
      ['~', 'Motivational Activation went from 27 to 33, from Developing to Proficient.'],
      ['~', 'Execution Rhythms went from 27 to 28.'],
      ['~', 'Rhythm & Ritual went from 9 to 10.'],
    ]);
  });

  it('says a retake so soon shows noise, with the times of two results of one day', () => {
    const soon = soonComparison();
    const soonBlocks = comparisonBlocks(soon, 'UTC');
    expect(blockText(soonBlocks[1] as never)).toEqual([
      'Results of March 21, 2026 at 10:04 AM to March 21, 2026 at 10:24 AM',
    ]);
    expect(soonBlocks[3]).toEqual({
      kind: 'text',
      text: 'Your total rose from 108 to 144, from Developing to Proficient.',
    });
    expect(soonBlocks[4]).toEqual({
      kind: 'box',
      tone: 'note',
      title: 'Too soon to tell',
      lines: [{ text: soon.account.soon }],
    });
  });

  it('has the total and a table per family, each capability with its verdict', () => {
    const tables = blocks.filter((b) => b.kind === 'table');
    expect(tables).toHaveLength(5);
    const rows = tables.flatMap((t) => (t.kind === 'table' ? t.rows.map((r) => r.cells) : []));
    expect(rows.find((r) => r[0] === 'Clarity of Focus')).toEqual([
      'Clarity of Focus',
      '9',
      '15',
      '+6',
      `${ROSE}, Developing to Expert (±3.6)`,
    ]);
    expect(rows.find((r) => r[0] === 'Rhythm & Ritual')).toEqual([
      'Rhythm & Ritual',
      '9',
      '10',
      '+1',
      `${WITHIN_NOISE} (±3.6)`,
    ]);
    expect(rows).toHaveLength(1 + 4 * 4);
  });
});

describe('the comparison PDF', () => {
  it('writes a PDF whose text holds the sentences and the table, inside the margins', async () => {
    const { bytes, drawn } = await drawnPdf(
      blocks,
      comparisonPdfInfo(comparisonTitle(data, 'UTC')),
    );
    expect(fileText(bytes).startsWith('%PDF-')).toBe(true);
    const all = await allText(bytes);
    expect(all).toContain(data.account.lead);
    expect(all).toContain(
      'Clarity of Focus 9 15 +6 Rose, Developing to Expert (±3.6)'.replace('±', '\u00b1'),
    );
    expect(all).toContain('Page 1 of');
    const [width, height] = LETTER;
    for (const d of drawn.filter((x) => x.what === 'text' && x.y < height - PAGE_BOTTOM)) {
      const [left, right] = span(d);
      expect(left).toBeGreaterThanOrEqual(PAGE_MARGIN - 0.5);
      expect(right).toBeLessThanOrEqual(width - PAGE_MARGIN + 0.5);
    }
  });

  it('keeps each heading with its first table and every table whole', async () => {
    const { surface, tags } = await testSurface();
    expect(layoutBreaches(surface, tags, blocks)).toEqual([]);
  });

  it('is tagged: its title the H1, the sections H2s, its tables with header cells', async () => {
    const { bytes } = await drawnPdf(blocks, comparisonPdfInfo(comparisonTitle(data, 'UTC')));
    const tagged = await structureOf(bytes);
    expect(tagged.marked).toBe(true);
    expect(tagged.title).toBe(comparisonPdfInfo(comparisonTitle(data, 'UTC')).title);
    const roles = tagged.elements.map((e) => e.role);
    expect(roles.filter((r) => /^H\d$/.test(r))[0]).toBe('H1');
    expect(tagged.elements.find((e) => e.role === 'H1')?.text).toBe(COMPARE_TITLE);
    expect(roles).toContain('H2');
    expect(roles).toContain('Table');
    const heads = tagged.elements.filter((e) => e.role === 'TH').map((e) => e.text);
    const table = blocks.find((b) => b.kind === 'table');
    if (table?.kind !== 'table') throw new Error('no table');
    for (const column of table.columns) expect(heads).toContain(column.text);
  });

  it('is named after both dates', () => {
    expect(comparisonFileName(data)).toMatch(
      /^prioritization-comparison-2026-0[37]-2[01]-to-2026-07-2[01]\.pdf$/,
    );
  });
});
