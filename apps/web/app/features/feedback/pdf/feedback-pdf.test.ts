// The 360 report's PDF: what it says (the blocks, in the page's words), and a real tagged document
// from PDFKit in node read back by PDF.js as text and tags: its headings in order, a table per
// family with header cells, the comments with their flag, and no rater named.
import { MENTIONS_A_NAME } from '@peak/contracts';
import type { PdfBlock } from '@peak/report-pdf';
import { blockText } from '@peak/report-pdf';
import { LETTER, PAGE_BOTTOM, PAGE_MARGIN, pdfText } from '@peak/report-pdf/pdfkit';
import {
  allText,
  type Drawn,
  drawnPdf,
  fileText,
  layoutBreaches,
  span,
  structureOf,
  type Tagged,
  testSurface,
} from '@peak/report-pdf/test-kit';
import { FAMILIES } from '@peak/scoring';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedbackReport } from '../test-kit';
import { VERDICT_WORDS } from '../texts';
import { FEEDBACK_PDF_TITLE, FEEDBACK_SECTION, feedbackPdfBlocks } from './feedback-pdf-blocks';
import { feedbackPdfFileName, feedbackPdfInfo } from './feedback-pdf-download';

const report = feedbackReport();
const date = new Date('2026-12-03T12:00:00.000Z');
const blocks = feedbackPdfBlocks(report, { firstName: 'Robin' }, date);
const textOf = (list: readonly PdfBlock[]) => list.flatMap(blockText);
const ofKind = <K extends PdfBlock['kind']>(list: readonly PdfBlock[], kind: K) =>
  list.filter((b): b is Extract<PdfBlock, { kind: K }> => b.kind === kind);

describe('feedbackPdfBlocks', () => {
  it('opens on a cover with whose 360 it is and how many raters count', () => {
    expect(blocks[0]).toMatchObject({
      kind: 'cover',
      title: FEEDBACK_PDF_TITLE,
      name: 'Robin',
      date: 'Prepared December 3, 2026',
      footer: '360 Report for Robin',
    });
    expect((blocks[0] as { role: string }).role).toMatch(/^4 raters counted · /);
  });

  it("reads in the page's order, then how the report keeps raters anonymous", () => {
    expect(ofKind(blocks, 'heading').map((h) => h.text)).toEqual([
      FEEDBACK_SECTION.shown,
      FEEDBACK_SECTION.figures,
      FEEDBACK_SECTION.predictions,
      FEEDBACK_SECTION.comments,
      FEEDBACK_SECTION.privacy,
    ]);
  });

  it('gives each family a table: the shown groups only, the verdict in words', () => {
    const tables = ofKind(blocks, 'table').filter((t) => t.caption?.includes('how others see'));
    expect(tables).toHaveLength(FAMILIES.length);
    for (const table of tables) {
      expect(table.columns.map((c) => c.text)).toEqual([
        'Scale',
        'You',
        'Direct reports',
        'All others',
        'You against others',
      ]);
      expect(table.columns.reduce((sum, c) => sum + c.width, 0)).toBeCloseTo(1, 6);
      expect(table.rows[0]?.lead).toBe(true);
      for (const row of table.rows)
        expect(Object.values(VERDICT_WORDS)).toContain(row.cells.at(-1));
    }
    expect(textOf(blocks)).toContain('Peers: Shown once 3 have answered');
  });

  it('lists the comments, a name flagged, and the predictions with hidden groups said', () => {
    const all = textOf(blocks);
    expect(all).toContain('Always knows the one thing that matters.');
    expect(all).toContain(`Sam says she starts strong. (${MENTIONS_A_NAME})`);
    const predictions = ofKind(blocks, 'table').find((t) => t.caption?.startsWith('What you'));
    expect(predictions?.rows.map((r) => r.cells)).toEqual([
      ['Direct reports: Motivational Activation', '4.0', '3.5', 'Lower than you expected'],
      ['Peers: Motivational Activation', '3.0', 'Shown once 3 have answered', 'Not shown yet'],
    ]);
  });

  it('names the file by the day', () => {
    expect(feedbackPdfFileName(new Date(2026, 11, 3))).toBe('360-report-2026-12-03.pdf');
  });
});

describe('the 360 PDF file', () => {
  let drawn: Drawn[] = [];
  let bytes: Uint8Array = new Uint8Array();
  let text = '';
  let tagged: Tagged;
  beforeAll(async () => {
    ({ bytes, drawn } = await drawnPdf(blocks, feedbackPdfInfo('Robin')));
    text = await allText(bytes);
    tagged = await structureOf(bytes);
  });

  it('is a tagged PDF: its title and language, the cover H1, the sections H2s, tables with header cells', () => {
    expect(fileText(bytes).startsWith('%PDF-')).toBe(true);
    expect(tagged.title).toBe('360 Report: Robin');
    expect(tagged.marked).toBe(true);
    expect(tagged.lang).toBe('en-US');
    const headings = tagged.elements.filter((e) => /^H\d$/.test(e.role));
    expect(headings[0]?.role).toBe('H1');
    expect(headings.filter((h) => h.role === 'H2').map((h) => h.text)).toEqual(
      ofKind(blocks, 'heading').map((h) => pdfText(h.text)),
    );
    const roles = new Set(tagged.elements.map((e) => e.role));
    for (const role of ['Table', 'TR', 'TH', 'TD']) expect(roles).toContain(role);
  });

  it('keeps its text selectable and inside the margins', async () => {
    expect(text).toContain('Always knows the one thing that matters.');
    expect(text).toContain(pdfText('360 Report for Robin'));
    const [width, height] = LETTER;
    for (const d of drawn.filter((x) => x.what === 'text' && x.y < height - PAGE_BOTTOM)) {
      const [left, right] = span(d);
      expect(left, d.text).toBeGreaterThanOrEqual(PAGE_MARGIN - 0.5);
      expect(right, d.text).toBeLessThanOrEqual(width - PAGE_MARGIN + 0.5);
    }
    const { surface, tags } = await testSurface();
    expect(layoutBreaches(surface, tags, blocks)).toEqual([]);
  });
});
