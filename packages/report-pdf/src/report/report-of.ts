// The report a result shows: the stored one when it is of the engine's current version, an older
// one decided again from its scores (the page, the Download PDF and the emailed PDF alike).
import type { SavedResults } from '@peak/contracts';
import { buildReport, REPORT_VERSION, type Report } from '@peak/scoring';

export type { SavedResults as ReportResults } from '@peak/contracts';

export const reportOf = (results: SavedResults): Report =>
  results.report?.version === REPORT_VERSION ? results.report : buildReport(results);
