// The saved report's PDF, rendered here from the stored result with @peak/report-pdf: the same
// content and engine as the browser's Download PDF, so the mail carries only what the site wrote.
// Dates are written in UTC (the server knows no reader's time zone).
import { loadPdfEngine } from '@peak/report-pdf/engine';
import { type PdfReport, renderReportPdf } from '@peak/report-pdf/report';
import type { Results } from '@peak/scoring';
import { fromStored, type StoredResults } from '../assessment/stored-results';
import type { ReportContent } from './report-content';
import type { OwnedReport } from './store';

/** The report as its owner's saved report page shows it: results, name, when it was saved. */
export const printedReport = (row: OwnedReport): PdfReport => ({
  ...fromStored(row.results as unknown as StoredResults<Results & { story?: string }>),
  userName: row.userName,
  timestamp: row.createdAt.toISOString(),
});

/** The PDF's bytes. CPU work (0.1-0.2 s once warm): the route that calls it is rate limited. */
export async function savedReportPdf(row: OwnedReport, content: ReportContent): Promise<Buffer> {
  const engine = await loadPdfEngine();
  const bytes = renderReportPdf(engine, printedReport(row), {
    texts: content.texts,
    brand: content.brand,
    timeZone: 'UTC',
  });
  return Buffer.from(bytes);
}
