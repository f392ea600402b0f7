import { describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_FAILED_TEXT, preparePdf } from './download';
import { savedReportFor } from './test-report';

vi.mock('../report-texts', () => ({
  loadReportTexts: async () => ({ nextSteps: ['Pick one capability from the service.'] }),
}));

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
    expect(file).toContain('Pick one capability from the service.');
  });

  it('fails when the report is gone', async () => {
    await expect(preparePdf('missing', async () => null)).rejects.toThrow(/not found/);
  });

  it('has the specified failure text', () => {
    expect(DOWNLOAD_FAILED_TEXT).toBe('Failed to download results. Please try again.');
  });
});
