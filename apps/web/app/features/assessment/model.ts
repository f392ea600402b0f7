// The shapes the assessment screens share: one answer as the browser records it, and a result as
// the report reads it (computed in the browser, or saved and recomputed by the server).
import { buildReport, REPORT_VERSION, type Report, type Results } from '@peak/scoring';

/**
 * One recorded answer: the option's score (1-5), or null for "This does not happen in my role",
 * and how long the question was on screen.
 */
export interface RecordedAnswer {
  questionId: string;
  doing: number | null;
  ms: number;
}

/** Results as the report shows them; a saved report also carries its story and owner. */
export type ReportResults = Omit<Results, 'report'> & {
  /** Absent on results saved before the report object existed: see `reportOf`. */
  report?: Report;
  story?: string;
  /** Set by the server when the saved story was composed locally rather than model-written. */
  storyLabel?: string;
};

export interface SavedReport extends ReportResults {
  id: string;
  userId: string;
  userEmail: string;
  userName: string;
  assessmentName: string;
  /** ISO time the result was saved. */
  timestamp: string;
}

/** One entry of the signed-in user's history. */
export interface HistoryEntry {
  id: string;
  assessmentName: string;
  timestamp: string;
  overallScore: number;
  rawOverallScore: number;
  maturityLevel: string;
}

/**
 * What a save answers: the saved result's entry as the history lists it, and its owner (read the
 * full report by id). A second save of the same result answers the entry stored first.
 */
export type SavedSummary = HistoryEntry & Pick<SavedReport, 'userId' | 'userEmail' | 'userName'>;

/** What the story section shows. */
export type StoryState =
  | { status: 'waiting' }
  | { status: 'ready'; story: string; label?: string }
  | { status: 'failed'; message: string }
  | { status: 'none' };

/** What the report shows: decided by the engine; rebuilt from the saved fields for older results. */
/** The stored report when it is of this version; an older one is decided again from its scores. */
export const reportOf = (results: ReportResults): Report =>
  results.report?.version === REPORT_VERSION ? results.report : buildReport(results);
