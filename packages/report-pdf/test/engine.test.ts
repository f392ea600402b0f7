// The engine behind its interface, as the browser and the API load it: blocks in, a PDF's bytes
// out, with the file's properties and the footers' brand from the info given; and the report's
// PDF made from a scored result in Node, its cover holding the total, the band and the name.
import { contentEntries, questions, reportTexts, rules } from '@peak/content';
import { isScoredQuestion, type Question, type Rule, scoreAssessment } from '@peak/scoring';
import { describe, expect, it } from 'vitest';
import type { PdfBlock } from '../src';
import { loadPdfEngine } from '../src/engine';
import { allText, fileText, structureOf } from '../src/engine/pdfkit/test-kit';
import { renderReportPdf, reportOf, reportTextsFrom } from '../src/report';

const blocks: PdfBlock[] = [
  { kind: 'heading', text: 'A heading' },
  { kind: 'text', text: 'A paragraph \u201cquoted\u201d.' },
  { kind: 'page-break' },
  { kind: 'text', text: 'The second page.' },
];

describe('loadPdfEngine', () => {
  it('loads once and renders blocks to a PDF with its properties and footers', async () => {
    const engine = await loadPdfEngine();
    expect(await loadPdfEngine()).toBe(engine);
    const bytes = engine.render(blocks, {
      title: 'A title',
      subject: 'A subject',
      brand: 'Summit',
    });
    expect(fileText(bytes).startsWith('%PDF-1.7')).toBe(true);
    const tagged = await structureOf(bytes);
    expect(tagged.title).toBe('A title');
    expect(tagged.lang).toBe('en-US');
    const text = await allText(bytes);
    // The embedded font has the typographic quotes: they are written as they are.
    expect(text).toContain('A paragraph \u201cquoted\u201d.');
    expect(text).toContain('Summit');
    expect(text).toContain('Page 2 of 2');
  });
});

describe('renderReportPdf', () => {
  it('makes the report from a scored result, in Node', async () => {
    const scored = (questions as Question[]).filter(isScoredQuestion);
    const results = scoreAssessment(
      scored.map((q, i) => ({ questionId: q.questionId, doing: (i % 5) + 1 })),
      { questions: questions as Question[], rules: rules as Rule[] },
    );
    const report = { ...results, userName: 'Ada Lovelace', timestamp: '2026-11-21T10:04:00.000Z' };
    const bytes = renderReportPdf(await loadPdfEngine(), report, {
      texts: reportTextsFrom(contentEntries(reportTexts)),
      brand: 'Summit',
      timeZone: 'UTC',
    });
    const text = await allText(bytes);
    const overall = reportOf(report).overall;
    expect(text).toContain(
      `Summit PRIORITIZATION SELF-ASSESSMENT Your Prioritization Report Ada Lovelace`,
    );
    expect(text).toContain(`${overall.score} / 180`);
    expect(text).toContain(overall.band);
    expect(text).toContain('Completed November 21, 2026');
    expect((await structureOf(bytes)).title).toBe('Your Prioritization Report: Ada Lovelace');
  });
});
