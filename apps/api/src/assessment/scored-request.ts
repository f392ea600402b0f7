// The opening a save and a story request share: the raw answers they carry, scored once with the
// bank the browser scored with. This is the one path by which any result (saved or storied) is
// computed, so no client-supplied score is ever used.
import { type Answers, CONTENT_CHANGED_MESSAGE } from '@peak/contracts';
import { type Results, scoreRawAnswers } from '@peak/scoring';
import { bankSeenBy, type ScoringBank } from './bank';

/** What a save and a story request both carry (see saveAssessmentSchema, storyRequestSchema). */
export interface AnswersRequest {
  responses: Answers;
  role?: string;
  contentVersion?: string;
}

export type ScoredRequest =
  | { ok: true; bank: ScoringBank; results: Results }
  | { ok: false; status: 400 | 409; error: string };

/**
 * The request's answers scored with the server's bank. A browser that scored with another bank
 * (the CMS changed since its page loaded) is told to reload (409), rather than have its answers
 * verified against questions it was not shown; answers that do not fit the bank are refused (400).
 */
export async function scoreRequest(
  bank: () => Promise<ScoringBank>,
  request: AnswersRequest,
): Promise<ScoredRequest> {
  const current = await bankSeenBy(bank, request.contentVersion);
  if (!current) return { ok: false, status: 409, error: CONTENT_CHANGED_MESSAGE };
  return scoreWithBank(current, request);
}

/** The answers scored with a bank already known to be the one the browser scored with. */
export function scoreWithBank(
  current: ScoringBank,
  { responses, role }: AnswersRequest,
): ScoredRequest {
  const scored = scoreRawAnswers(responses, current, role);
  if (!scored.ok) return { ok: false, status: 400, error: scored.error };
  return { ok: true, bank: current, results: scored.results };
}
