import { blockText } from '@peak/report-pdf';
import { drawPdf, PAGE_BOTTOM, PAGE_MARGIN } from '@peak/report-pdf/jspdf';
import { allText, fileText, recordDrawing, span } from '@peak/report-pdf/test-kit';
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { comparisonBlocks, comparisonFileName, comparisonTitle } from './compare-blocks';
import { METHOD_TITLE, REAL_CHANGE, SECTION_TITLES, WITHIN_NOISE } from './compare-format';
import { comparisonPdfInfo } from './compare-pdf';
import { COMPARE_TITLE } from './compare-state';
import { testComparison } from './test-comparison';

const data = testComparison();
const blocks = comparisonBlocks(data, 'UTC');

describe('comparisonBlocks', () => {
  it('reads title and dates, the sentences, the moves, the tables and the method', () => {
    expect(blocks[0]).toEqual({ kind: 'heading', text: COMPARE_TITLE });
    expect(blockText(blocks[1] as never)).toEqual(['Results of March 21, 2026 to July 21, 2026']);
    const headings = blocks.flatMap((b) =>
      b.kind === 'heading' || b.kind === 'subheading' ? [b.text] : [],
    );
    expect(headings).toEqual([
      COMPARE_TITLE,
      SECTION_TITLES.brief,
      SECTION_TITLES.moves,
      SECTION_TITLES.tables,
      METHOD_TITLE,
    ]);
    const items = blocks.flatMap((b) => (b.kind === 'item' ? [b.text] : []));
    expect(items.slice(0, data.sentences.length)).toEqual(data.sentences);
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
      `${REAL_CHANGE} (±3.6)`,
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
  it('writes a PDF whose text holds the sentences and the table, inside the margins', () => {
    const doc = new jsPDF({ unit: 'pt', format: 'letter' });
    const drawn = recordDrawing(doc);
    drawPdf(
      function Recorded() {
        return doc;
      } as unknown as typeof jsPDF,
      blocks,
      comparisonPdfInfo(comparisonTitle(data, 'UTC')),
    );
    expect(fileText(doc).startsWith('%PDF-')).toBe(true);
    const all = allText(doc);
    expect(all).toContain(data.sentences[0]);
    expect(all).toContain('Clarity of Focus 9 15 +6 Real change (±3.6)'.replace('±', '\u00b1'));
    expect(all).toContain('Page 1 of');
    const width = doc.internal.pageSize.getWidth();
    const height = doc.internal.pageSize.getHeight();
    for (const d of drawn.filter((x) => x.what === 'text' && x.y < height - PAGE_BOTTOM)) {
      const [left, right] = span(d);
      expect(left).toBeGreaterThanOrEqual(PAGE_MARGIN - 0.5);
      expect(right).toBeLessThanOrEqual(width - PAGE_MARGIN + 0.5);
    }
  });

  it('is named after both dates', () => {
    expect(comparisonFileName(data)).toMatch(
      /^prioritization-comparison-2026-0[37]-2[01]-to-2026-07-2[01]\.pdf$/,
    );
  });
});
