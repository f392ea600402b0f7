// The question bank and rules the server scores with, read from the content collections (so a
// reseed or a hosted CMS change is picked up), cached briefly. They are read in any order: the
// engine's order (by id) is set where answers are scored (scoreRawAnswers in @peak/scoring).

import type { ContentSource, ResponseCache } from '@peak/content-api';
import { collectionTag, findParams } from '@peak/content-api';
import { contentVersion, type Question, type Rule } from '@peak/scoring';
import { sql } from 'drizzle-orm';
import { collectionBySlug } from '../content/collections';
import type { Db } from '../db/client';
import { questions as questionsTable, rules as rulesTable } from '../db/schema';

export interface ScoringBank {
  questions: Question[];
  rules: Rule[];
  /** contentVersion(questions, rules): what a browser that scored with the same bank also sends. */
  version: string;
}

const TTL_MS = 30_000;

export function scoringBank(db: Db): () => Promise<ScoringBank> {
  let cached: { bank: ScoringBank; expires: number } | undefined;
  return async () => {
    if (cached && cached.expires > Date.now()) return cached.bank;
    const [questionRows, ruleRows] = await Promise.all([
      db.select({ data: questionsTable.data }).from(questionsTable),
      db
        .select({ data: rulesTable.data })
        .from(rulesTable)
        .where(sql`(${rulesTable.data}->>'enabled')::boolean is true`),
    ]);
    const questions = questionRows.map((r) => r.data as unknown as Question);
    const rules = ruleRows.map((r) => r.data as unknown as Rule);
    const bank = { questions, rules, version: contentVersion(questions, rules) };
    cached = { bank, expires: Date.now() + TTL_MS };
    return bank;
  };
}

/**
 * With a hosted CMS: the bank read through the content source (the CMS), cached as content answers
 * are: fresh for the content TTL or until the CMS reports a change to the questions or rules, then
 * refreshed, and the last bank kept while the CMS is unreachable or slow.
 */
export function sourceBank(
  source: ContentSource,
  cache: ResponseCache,
  onRefreshError: (error: unknown) => void,
): () => Promise<ScoringBank> {
  const read = async (slug: string, query: Record<string, unknown>): Promise<string> => {
    const collection = collectionBySlug(slug);
    if (!collection) throw new Error(`no collection ${slug}`);
    const key = `scoring-bank ${slug}`;
    const render = async () => {
      const body = JSON.stringify(await source.find(collection, findParams(query)));
      return { body, etag: '' };
    };
    const entry = await cache.answer(key, render, onRefreshError, collectionTag(slug));
    if (!entry) throw new Error(`the CMS answered no ${slug}`);
    return entry.body;
  };
  // The bank is parsed (and its version computed) again only when an answer has changed.
  let last: { questionsBody: string; rulesBody: string; bank: ScoringBank } | undefined;
  return async () => {
    const [questionsBody, rulesBody] = await Promise.all([
      read('questions', { depth: '0', pagination: 'false' }),
      read('rules', { depth: '0', pagination: 'false', where: { enabled: { equals: 'true' } } }),
    ]);
    if (last?.questionsBody === questionsBody && last.rulesBody === rulesBody) return last.bank;
    const docs = (body: string) => (JSON.parse(body) as { docs: unknown[] }).docs;
    const questions = docs(questionsBody) as Question[];
    const rules = docs(rulesBody) as Rule[];
    const bank = { questions, rules, version: contentVersion(questions, rules) };
    last = { questionsBody, rulesBody, bank };
    return bank;
  };
}

/**
 * The bank, when it is the one the browser scored with (the version it sent); null otherwise, so
 * answers are never verified against questions the reader was not shown.
 */
export async function bankSeenBy(
  bank: () => Promise<ScoringBank>,
  version: string | undefined,
): Promise<ScoringBank | null> {
  const current = await bank();
  return version === current.version ? current : null;
}
