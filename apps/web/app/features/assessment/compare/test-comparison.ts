// A real comparison for tests: two saved results scored by the engine over the bundled bank, four
// months apart, compared with the documented default reliability. Clarity of Focus rises from 9 to
// 15 (a real change: a capability's threshold is about 3.6) and Rhythm & Ritual from 9 to 10 (within
// the noise of a retake); every other answer is 3.
import { compareResults, compareSentences } from '@peak/scoring';
import type { CompareResponse } from '../model';
import { savedReportFor, scoredQuestions } from '../test-report';

const firstOf = (capability: string) =>
  scoredQuestions.findIndex((q) => q.capability === capability);

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
  const comparison = compareResults(from, to);
  return { from, to, comparison, sentences: compareSentences(comparison) };
}
