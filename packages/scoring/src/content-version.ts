// A short, stable name for the content an assessment is scored with: the scored questions and the
// live rules. The browser and the server compute it from the documents each has read, so a save
// can say which bank the browser scored with and the server can refuse a bank it does not have.
import type { Question, Rule } from './model/types';
import { isScoredQuestion } from './responses';

/** Bookkeeping the CMS adds (and the bank's own ids): not what the engine scores with. */
const QUESTION_META = new Set(['id', 'createdAt', 'updatedAt']);
const RULE_META = new Set(['createdAt', 'updatedAt']);

/**
 * JSON with keys sorted at every level, leaving out empty values (null, undefined, []): a field the
 * content client fills in with [] or leaves out where the raw document has null reads the same.
 */
function canonical(value: unknown, leaveOut?: ReadonlySet<string>): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined;
    return `[${value.map((item) => canonical(item) ?? 'null').join(',')}]`;
  }
  if (typeof value === 'object') {
    const parts: string[] = [];
    for (const key of Object.keys(value).sort()) {
      if (leaveOut?.has(key)) continue;
      const text = canonical((value as Record<string, unknown>)[key]);
      if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
    }
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** 53-bit string hash (cyrb53): stable, fast, no dependency; not for secrets. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0');
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The version of a question bank and its rules: the same for the same scored questions and live
 * rules in any order, whatever bookkeeping fields (id, createdAt, updatedAt) the source adds.
 */
export function contentVersion(questions: readonly Question[], rules: readonly Rule[]): string {
  const scored = questions
    .filter(isScoredQuestion)
    .map((q) => canonical(q, QUESTION_META) ?? '')
    .sort(byText);
  const live = rules
    .filter((r) => (r as { enabled?: boolean | null }).enabled !== false)
    .map((r) => canonical(r, RULE_META) ?? '')
    .sort(byText);
  return hash53(`q[${scored.join(',')}]r[${live.join(',')}]`);
}
