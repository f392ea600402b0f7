import { questions, rules } from '@peak/content';
import { allText, extractText } from '@peak/report-pdf/test-kit';
import { type Question, type Rule, scoreAssessment } from '@peak/scoring';
import { describe, expect, it, vi } from 'vitest';
import { type ReportResults, reportOf } from '../model';
import { savedReportFor, scoredQuestions, testReportTexts } from '../test-report';
import { DOWNLOAD_FAILED_TEXT, preparePdf, prepareResultsPdf, prepareSavedPdf } from './download';

// The texts the content service would answer: the bundled ones, through the same mapping.
vi.mock('../report-texts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../report-texts')>();
  const { contentEntries, reportTexts } = await import('@peak/content');
  return {
    ...actual,
    loadReportTexts: async () => actual.reportTextsFrom(contentEntries(reportTexts)),
  };
});

/** Results as the take page holds them: scored in the browser, not saved, with their story. */
function unsavedResults(story?: string): ReportResults {
  const responses = scoredQuestions.map((q, i) => ({
    questionId: q.questionId,
    doing: (i % 4) + 2,
  }));
  const results = scoreAssessment(responses, {
    questions: questions as Question[],
    rules: rules as Rule[],
  });
  return story ? { ...results, story } : results;
}

describe('preparePdf', () => {
  it('builds the PDF of the saved report, named after its id and completion date', async () => {
    const report = savedReportFor(() => 3, { timestamp: '2026-11-21T12:00:00.000Z' });
    const get = vi.fn(async () => report);
    const { bytes, fileName } = await preparePdf(report.id, get);
    expect(get).toHaveBeenCalledWith(report.id);
    expect(fileName).toMatch(
      new RegExp(`^prioritization-assessment-${report.id}-2026-11-2[01]\\.pdf$`),
    );
    const text = await allText(bytes);
    expect(text).toContain('Your Prioritization Report');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain(`${report.rawOverallScore} / 180`);
  });

  it('writes the report texts it loads: the first action with its week two, the band texts', async () => {
    // All twos: every capability is Emerging, so the report starts with One Action to Try.
    const report = savedReportFor(() => 2);
    const texts = testReportTexts();
    const { bytes } = await preparePdf(report.id, async () => report);
    const text = await allText(bytes);
    const first = reportOf(report).plan.start;
    if (!first) throw new Error('no plan');
    expect(text).toContain(`Start here: ${first.capability}`);
    expect(text).toContain(`This week: ${texts.capabilities[first.capability]?.action}`);
    expect(text).toContain(`Week two: ${texts.capabilities[first.capability]?.weekTwo}`);
    expect(text).toContain(texts.overall.Emerging ?? 'missing');
    expect(text).toContain(texts.nextStepsClosing ?? 'missing');
  });

  it('fails when the report is gone', async () => {
    await expect(preparePdf('missing', async () => null)).rejects.toThrow(/not found/);
  });

  it('has the specified failure text', () => {
    expect(DOWNLOAD_FAILED_TEXT).toBe('Failed to download results. Please try again.');
  });
});

describe('prepareSavedPdf', () => {
  it('makes the same document from a report already loaded as from its id', async () => {
    const report = savedReportFor((i) => (i % 5) + 1, { story: 'A story.' });
    const byId = await preparePdf(report.id, async () => report);
    const loaded = await prepareSavedPdf(report);
    expect(loaded.fileName).toBe(byId.fileName);
    expect(await extractText(loaded.bytes)).toEqual(await extractText(byId.bytes));
  });
});

describe('prepareResultsPdf', () => {
  it('builds the same report from results not saved yet, with the name given', async () => {
    const results = unsavedResults('Your week starts with a short list.\n\nThen it gets busy.');
    const { bytes, fileName } = await prepareResultsPdf(results, {
      userName: 'Grace Hopper',
      completedAt: '2026-11-21T12:00:00.000Z',
    });
    expect(fileName).toMatch(/^prioritization-assessment-report-2026-11-2[01]\.pdf$/);
    const text = await allText(bytes);
    expect(text).toContain('Your Prioritization Report Grace Hopper');
    expect(text).toContain('Completed November 2');
    expect(text).toContain(`${reportOf(results).overall.score} / 180`);
    expect(text).toContain('Your Prioritization Story Your week starts with a short list.');
    expect(text).toContain('What the Numbers Mean');
    expect(bytes.byteLength).toBeLessThan(1_000_000);
  });

  it('says "Prioritization Report" and no name when there is none', async () => {
    const { bytes } = await prepareResultsPdf(unsavedResults(), {
      completedAt: '2026-11-21T12:00:00.000Z',
    });
    const strings = await extractText(bytes);
    expect(strings).toContain('Prioritization Report');
    expect(strings).not.toContain('Your Prioritization Report');
    expect(strings.join(' ')).not.toContain('Report for');
    expect(strings).not.toContain('Your Prioritization Story');
  });
});
