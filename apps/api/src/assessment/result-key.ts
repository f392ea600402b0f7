// What makes two saves the same result: the raw answers (each question's answer and the time it
// was on screen, in the order sent), the role and the content version they were scored with. The
// server computes it from the request it has just scored, never takes one from the client, and
// keeps one row per account and key, so a double click, the two Save buttons of one report, or a
// save retried after a lost answer store the result once. The story is not part of it: the first
// save's story stays.
import { createHash } from 'node:crypto';
import type { Answers } from '@peak/contracts';

/** Bumped if the canonical form below ever changes, so old and new keys cannot meet. */
const KEY_FORM = 1;

/** [questionId, answer, ms]: a missing time is null, as is "This does not happen in my role". */
type Canonical = [string, unknown, number | null];

function canonicalAnswers(answers: Answers): Canonical[] {
  if (Array.isArray(answers))
    return answers.map((a) => [a.questionId, a.doing ?? null, a.ms ?? null]);
  // The object form carries no times; its keys keep the order they were sent in.
  return Object.entries(answers).map(([questionId, doing]) => [questionId, doing ?? null, null]);
}

/**
 * The key of a scored save (sha-256, base64url, 43 characters). Call it only with answers the
 * engine accepted: the key does not validate them.
 */
export function resultKey(input: {
  responses: Answers;
  role?: string | null;
  contentVersion: string;
}): string {
  const canonical = JSON.stringify([
    KEY_FORM,
    input.contentVersion,
    input.role ?? null,
    canonicalAnswers(input.responses),
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}
