// The tags a screen reader follows, read back from the files by PDF.js: a tagged PDF/UA-1 file
// with its language and title, one H1 and the section headings in the report's order without a
// skipped level, tables with header cells, lists as lists, every chart a Figure whose alternative
// text gives its numbers, and the footers left out of the structure as artifacts.
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleOptions, sampleReport } from '../scripts/sample-report';
import type { PdfBlock } from '../src';
import { loadPdfEngine } from '../src/engine';
import { structureOf, type Tagged } from '../src/engine/pdfkit/test-kit';
import { formatNumber } from '../src/palette/numbers';
import { pdfContent, renderReportPdf, reportOf } from '../src/report';

const headingLevel = (role: string) => (/^H([1-6])$/.exec(role) ? Number(role.slice(1)) : 0);

describe('the report PDF as tagged', () => {
  const report = sampleReport('mixed-reader');
  const blocks = pdfContent(report, sampleOptions);
  let tagged: Tagged;

  beforeAll(async () => {
    tagged = await structureOf(renderReportPdf(await loadPdfEngine(), report, sampleOptions));
  });

  it('is a marked PDF/UA-1 document in US English whose title the viewer shows', () => {
    expect(tagged.marked).toBe(true);
    expect(tagged.lang).toBe('en-US');
    expect(tagged.title).toBe('Your Prioritization Report: Ada Lovelace');
    expect(tagged.displayTitle).toBe(true);
    expect(tagged.pdfua).toBe('1');
    expect(tagged.xmpTitle).toBe('Your Prioritization Report: Ada Lovelace');
    expect(tagged.elements[0]?.role).toBe('Document');
  });

  it('has one H1, the cover title, before every other heading', () => {
    const headings = tagged.elements.filter((e) => headingLevel(e.role) > 0);
    expect(headings.filter((h) => h.role === 'H1').map((h) => h.text)).toEqual([
      'Your Prioritization Report',
    ]);
    expect(headings[0]?.role).toBe('H1');
  });

  it('tags the sections as H2s in the order of the report, and skips no heading level', () => {
    const sections = blocks
      .filter((b): b is Extract<PdfBlock, { kind: 'heading' }> => b.kind === 'heading')
      .map((b) => b.text);
    expect(sections.length).toBeGreaterThan(3);
    expect(tagged.elements.filter((e) => e.role === 'H2').map((e) => e.text)).toEqual(sections);
    let level = 0;
    for (const element of tagged.elements) {
      const next = headingLevel(element.role);
      if (next === 0) continue;
      expect(next, `${element.role} "${element.text}"`).toBeLessThanOrEqual(level + 1);
      level = next;
    }
  });

  it('makes the chart a Figure whose alternative text gives every score', () => {
    const figure = tagged.elements.find((e) => e.role === 'Figure');
    const chart = blocks.find((b) => b.kind === 'chart');
    expect(chart?.kind).toBe('chart');
    if (chart?.kind !== 'chart') return;
    expect(figure?.alt).toContain(`Total ${formatNumber(reportOf(report).overall.score)} / 180`);
    for (const family of chart.families) {
      expect(figure?.alt).toContain(`${family.name} ${formatNumber(family.score ?? 0)} / 45`);
      for (const capability of family.capabilities)
        expect(figure?.alt).toContain(
          `${capability.name} ${formatNumber(capability.score ?? 0)} / 15`,
        );
    }
  });

  it('reads the paragraphs in the order the report says them, the footers left out', () => {
    const paragraphs = tagged.elements.filter((e) => e.role === 'P').map((e) => e.text);
    const texts = blocks
      .filter((b): b is Extract<PdfBlock, { kind: 'text' }> => b.kind === 'text' && b.text !== '')
      .map((b) => b.text.replace(/\s+/g, ' ').slice(0, 30));
    let from = 0;
    for (const text of texts) {
      const at = paragraphs.findIndex((p, i) => i >= from && p.includes(text));
      expect(at, text).toBeGreaterThanOrEqual(from);
      from = at;
    }
    expect(tagged.elements.some((e) => /Page \d+ of \d+/.test(e.text))).toBe(false);
  });
});

describe('tables, lists and distributions as tagged', () => {
  const blocks: PdfBlock[] = [
    { kind: 'heading', text: 'Counts' },
    {
      kind: 'table',
      caption: 'Scores by family',
      columns: [
        { text: 'Family', width: 0.6 },
        { text: 'Score', width: 0.4, align: 'right' },
      ],
      rows: [
        { cells: ['Execution Rhythms', '33 / 45'] },
        { cells: ['Relational Navigation', '18 / 45'] },
      ],
    },
    { kind: 'item', text: 'Name the tradeoff.', marker: '1.' },
    { kind: 'item', text: 'Ask who it touches.', marker: '2.' },
    { kind: 'text', text: 'Between the lists.' },
    { kind: 'item', text: 'A bullet.', marker: '-' },
    {
      kind: 'distribution',
      label: 'Clarity of Focus',
      note: 'n = 7',
      segments: [
        { badge: { text: 'Emerging', fill: '#fde68a', ink: '#000' }, count: 2 },
        { badge: { text: 'Proficient', fill: '#334155', ink: '#fff' }, count: 5 },
      ],
      caption: 'How many members are in each band.',
    },
  ];
  let tagged: Tagged;

  beforeAll(async () => {
    const engine = await loadPdfEngine();
    tagged = await structureOf(engine.render(blocks, { title: 'T', subject: 'S', brand: 'Peak' }));
  });

  const roles = () => tagged.elements.map((e) => `${'  '.repeat(e.depth)}${e.role}`);

  it('tags a table as a Table of rows, its head row of TH cells, its body of TD cells', () => {
    const table = tagged.elements.findIndex((e) => e.role === 'Table');
    expect(table).toBeGreaterThan(0);
    const inside = tagged.elements.slice(table + 1, table + 11);
    expect(inside.map((e) => `${e.role} ${e.text}`)).toEqual([
      'Caption Scores by family',
      'TR ',
      'TH Family',
      'TH Score',
      'TR ',
      'TD Execution Rhythms',
      'TD 33 / 45',
      'TR ',
      'TD Relational Navigation',
      'TD 18 / 45',
    ]);
  });

  it('tags items in a row as one list, each with its label and body', () => {
    const lists = tagged.elements.filter((e) => e.role === 'L');
    expect(lists).toHaveLength(2);
    const first = roles().join('\n');
    expect(first).toContain(
      '  L\n    LI\n      Lbl\n      LBody\n    LI\n      Lbl\n      LBody\n  P',
    );
    const bodies = tagged.elements.filter((e) => e.role === 'LBody').map((e) => e.text);
    expect(bodies).toEqual(['Name the tradeoff.', 'Ask who it touches.', 'A bullet.']);
  });

  it('makes a distribution a Figure whose alternative text gives its counts', () => {
    const figure = tagged.elements.find((e) => e.role === 'Figure');
    expect(figure?.alt).toBe(
      'Clarity of Focus (n = 7): 2 Emerging, 5 Proficient. How many members are in each band.',
    );
  });
});
