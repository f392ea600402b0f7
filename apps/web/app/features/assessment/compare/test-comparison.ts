// Real comparisons for tests: two saved results scored by the engine over the bundled bank,
// compared with the documented default reliability. testComparison: four months apart, Clarity of
// Focus rises from 9 to 15 (a real change: a capability's threshold is about 3.6) and Rhythm &
// Ritual from 9 to 10 (within the noise of a retake); every other answer is 3. soonComparison:
// twenty minutes apart on one day, every answer 3 then every answer 4, so the total rises from 108
// to 144, from Developing to Proficient, and each capability by 3, within the noise.
import { accountSentences, compareAccount, compareResults } from '@peak/scoring';
import type { CompareResponse, SavedReport } from '../model';
import { savedReportFor, scoredQuestions } from '../test-report';

const firstOf = (capability: string) =>
  scoredQuestions.findIndex((q) => q.capability === capability);

/** The API's answer for two saved results, earlier first. */
export function compareResultsResponse(from: SavedReport, to: SavedReport): CompareResponse {
  const comparison = compareResults(from, to);
  const account = compareAccount(comparison);
  return { from, to, comparison, account, sentences: accountSentences(account) };
}

export function testComparison(): CompareResponse {
  const rhythm = firstOf('Rhythm & Ritual');
  const from = savedReportFor(() => 3, {
    id: 'older-id',
    timestamp: '2026-03-21T10:04:00.000Z',
  });
  const to = savedReportFor(
    (index, q) => (q.capability === 'Clarity of Focus' ? 5 : index === rhythm ? 4 : 3),
    { id: 'newer-id', timestamp: '2026-07-21T10:04:00.000Z' },
  );
  return compareResultsResponse(from, to);
}

export function soonComparison(): CompareResponse {
  const from = savedReportFor(() => 3, { id: 'first-id', timestamp: '2026-03-21T10:04:00.000Z' });
  const to = savedReportFor(() => 4, { id: 'second-id', timestamp: '2026-03-21T10:24:00.000Z' });
  return compareResultsResponse(from, to);
}
