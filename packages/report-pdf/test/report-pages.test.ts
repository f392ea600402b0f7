// The real report PDF of a few golden fixtures, with the story the site writes for them, read back
// page by page from its bytes: no page ends with a heading or a card's label, the Start here box
// (and every other box) stands whole on one page, no paragraph leaves a lone line on either side
// of a break, and a last page holding only a few lines is one the pages before could not take in.
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleOptions, sampleReport } from '../scripts/sample-report';
import type { PdfBlock } from '../src';
import { loadPdfEngine } from '../src/engine';
import {
  lastPageUsed,
  lastStretch,
  MIN_LINES,
  paginate,
  SPARSE_LAST_PAGE,
  TIGHTER_SPACING,
} from '../src/engine/pagination';
import { type PagePlan, pdfText, planPages } from '../src/engine/pdfkit';
import { layoutBreaches, testSurface } from '../src/engine/pdfkit/test-kit';
import { pdfContent, renderReportPdf, START_HERE } from '../src/report';
import { type PageText, pdfPages } from './support/pdf-pages';

/** Readers whose reports break differently; the first left its Start here title alone before. */
const FIXTURES = [
  'maturity-151-proficient',
  'role-manager-delegation',
  'mixed-reader',
  'low-reader',
  'all-5s',
  'strong-self-weak-system',
];

/** The footer's baseline is 36 points above the page's bottom edge; the body's lines sit higher. */
const BODY_ABOVE = 50;

const options = sampleOptions;

const plain = (text: string) => pdfText(text).replace(/\s+/g, ' ').trim();

/** What must never be a page's last line: headings, a card's label, a lead introducing a list. */
function labels(blocks: readonly PdfBlock[]): string[] {
  return blocks.flatMap((b) => {
    if (b.kind === 'heading' || b.kind === 'subheading') return [plain(b.text)];
    if (b.kind === 'badge') return [plain(b.badge.text)];
    if (b.kind === 'text' && b.text.trim() === '' && b.lead) return [plain(b.lead)];
    return [];
  });
}

/** The line is a label, or the last line of one that wrapped. */
const endsLabel = (line: string, all: readonly string[]) =>
  all.some((label) => label === line || label.endsWith(` ${line}`));

/** Where `part` starts in `text`, each time. */
function occurrences(text: string, part: string): number[] {
  const found: number[] = [];
  for (let i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) found.push(i);
  return found;
}

const bodyLines = (page: PageText) =>
  page.lines.filter((_, i) => (page.baselines[i] ?? 0) > BODY_ABOVE);

describe.each(FIXTURES)('the report PDF of %s', (name) => {
  const report = sampleReport(name);
  const blocks = pdfContent(report, options);
  let plan: PagePlan;
  let pages: PageText[] = [];

  beforeAll(async () => {
    const { surface, tags } = await testSurface();
    plan = planPages(surface, tags, blocks);
    pages = await pdfPages(renderReportPdf(await loadPdfEngine(), report, options));
  });

  it('has the pages the plan laid out, each with its body and footer', () => {
    expect(pages).toHaveLength(plan.pagination.pageCount);
    pages.forEach((page, i) => {
      expect(bodyLines(page).length, `page ${i + 1}`).toBeGreaterThan(0);
      if (i > 0) expect(page.lines.at(-1)).toContain(`Page ${i + 1} of ${pages.length}`);
    });
  });

  it('ends no page with a heading or a label', () => {
    const all = labels(blocks);
    pages.slice(0, -1).forEach((page, i) => {
      const last = bodyLines(page).at(-1) ?? '';
      expect(endsLabel(last, all), `page ${i + 1} ends with "${last}"`).toBe(false);
    });
  });

  it('keeps the Start here box, and every other box, whole on one page', () => {
    const boxes = blocks.filter((b) => b.kind === 'box');
    expect(boxes.some((b) => b.title.startsWith(`${START_HERE}: `))).toBe(true);
    const texts = pages.map((page) => bodyLines(page).join(' '));
    // Where each title is read, in order: the summary and Next Steps show the same box twice.
    const seen = new Map<string, number>();
    for (const box of boxes) {
      const title = plain(box.title);
      const whole = [title, ...box.lines.map((l) => plain(`${l.lead ?? ''}${l.text}`))].join(' ');
      const nth = seen.get(title) ?? 0;
      seen.set(title, nth + 1);
      const at = texts.flatMap((text, page) =>
        occurrences(text, title).map((index) => ({ page, index })),
      )[nth];
      expect(at, `${box.title} (${nth + 1})`).toBeDefined();
      if (!at) continue;
      const page = texts[at.page] ?? '';
      expect(page.slice(at.index, at.index + whole.length), `page ${at.page + 1}`).toBe(whole);
    }
  });

  it('leaves at least two lines of a paragraph on each side of a page break, and breaks no rule', async () => {
    const { runs } = plan.pagination;
    blocks.forEach((block, index) => {
      if (block.kind !== 'text' && block.kind !== 'item') return;
      const own = runs.filter((r) => r.piece === index);
      if (own.length < 2) return;
      for (const run of own)
        expect(run.to - run.from, block.text.slice(0, 60)).toBeGreaterThanOrEqual(MIN_LINES);
    });
    const { surface, tags } = await testSurface();
    expect(layoutBreaches(surface, tags, blocks)).toEqual([]);
  });

  it('ends on a page with more than a few lines, unless the pages before cannot take them', () => {
    const { flow, area, pagination } = plan;
    if (lastPageUsed(pagination, area) > SPARSE_LAST_PAGE * (area.bottom - area.top)) return;
    const tightest = Math.min(...TIGHTER_SPACING);
    const from = lastStretch(flow);
    expect(paginate(flow, area, { from, spacing: tightest }).pageCount).toBe(pagination.pageCount);
  });
});
