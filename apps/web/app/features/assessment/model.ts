// The shapes the assessment screens share: one answer as the browser records it, and a result as
// the report reads it (computed in the browser, or saved and recomputed by the server).
import type { SavedResults } from '@peak/contracts';
import { buildReport, REPORT_VERSION, type Report } from '@peak/scoring';

/**
 * One recorded answer: the option's score (1-5), or null for "This does not happen in my role",
 * and how long the question was on screen.
 */
export interface RecordedAnswer {
  questionId: string;
  doing: number | null;
  ms: number;
}

/**
 * Results as the report shows them (computed here, or saved and read back): the engine's, with the
 * story of a saved report. The saved report, the history's entries and a save's answer are the
 * contracts' (@peak/contracts), the schemas the API answers with.
 */
export type {
  CompareResponse,
  HistoryEntry,
  SavedReport,
  SavedResults as ReportResults,
  SavedSummary,
} from '@peak/contracts';

/** What the story section shows. */
export type StoryState =
  | { status: 'waiting' }
  | { status: 'ready'; story: string; label?: string }
  | { status: 'failed'; message: string }
  | { status: 'none' };

/** What the report shows: decided by the engine; rebuilt from the saved fields for older results. */
/** The stored report when it is of this version; an older one is decided again from its scores. */
export const reportOf = (results: SavedResults): Report =>
  results.report?.version === REPORT_VERSION ? results.report : buildReport(results);
