import { describe, expect, it, vi } from 'vitest';
import { reportOf } from '../model';
import { DOWNLOAD_FAILED_TEXT, preparePdf } from './download';
import { savedReportFor, testReportTexts } from './test-report';

// The texts the content service would answer: the bundled ones, through the same mapping.
vi.mock('../report-texts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../report-texts')>();
  const { contentEntries, reportTexts } = await import('@peak/content');
  return {
    ...actual,
    loadReportTexts: async () => actual.reportTextsFrom(contentEntries(reportTexts)),
  };
});

const latin1 = (bytes: ArrayBuffer) => new TextDecoder('latin1').decode(new Uint8Array(bytes));

describe('preparePdf', () => {
  it('builds the PDF of the saved report, named after its id and completion date', async () => {
    const report = savedReportFor(() => 3, { timestamp: '2026-11-21T12:00:00.000Z' });
    const get = vi.fn(async () => report);
    const { doc, fileName } = await preparePdf(report.id, get);
    expect(get).toHaveBeenCalledWith(report.id);
    expect(fileName).toMatch(
      new RegExp(`^prioritization-assessment-${report.id}-2026-11-2[01]\\.pdf$`),
    );
    const file = latin1(doc.output('arraybuffer'));
    expect(file.startsWith('%PDF-')).toBe(true);
    expect(file).toContain(`Total score: ${report.rawOverallScore} / 180`);
  });

  it('writes the report texts it loads: the overall paragraph and the closing of Next Steps', async () => {
    // All twos: every capability is Emerging, so Next Steps opens with One Action to Try.
    const report = savedReportFor(() => 2);
    const texts = testReportTexts();
    const { doc } = await preparePdf(report.id, async () => report);
    const file = latin1(doc.output('arraybuffer'));
    const [first] = reportOf(report).nextSteps;
    if (first?.source !== 'capability') throw new Error('no capability step');
    expect(file).toContain(`One Action to Try for ${first.capability}:`);
    // The closing sentence is long, so it wraps: its first words start a line.
    expect(file).toContain(`(${(texts.nextStepsClosing ?? '').split(' ').slice(0, 5).join(' ')}`);
    expect(file).toContain(`(${(texts.overall.Emerging ?? '').split(' ').slice(0, 5).join(' ')}`);
  });

  it('fails when the report is gone', async () => {
    await expect(preparePdf('missing', async () => null)).rejects.toThrow(/not found/);
  });

  it('has the specified failure text', () => {
    expect(DOWNLOAD_FAILED_TEXT).toBe('Failed to download results. Please try again.');
  });
});
