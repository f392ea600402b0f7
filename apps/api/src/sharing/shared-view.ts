// What a share link shows: the saved report as its owner sees it, without anything that names them
// but the first name they chose to show on that link. The row's owner columns (account id, email,
// name) are never read into it, and keys of that kind are dropped from the stored results too, in
// case an older row kept them there.
import type { ShareLinkReport, ShareLinkResults } from '@peak/contracts';
import type { Results } from '@peak/scoring';
import { fromStored, type StoredResults } from '../assessment/stored-results';
import type { SharedResultRow } from './store';

/** Keys that would say whose report it is, or which row it is. */
const IDENTIFYING_KEYS = new Set([
  'id',
  'userId',
  'userEmail',
  'userName',
  'email',
  'name',
  'firstName',
  'lastName',
]);

export function withoutOwner<T extends object>(results: T): T {
  return Object.fromEntries(
    Object.entries(results).filter(([key]) => !IDENTIFYING_KEYS.has(key)),
  ) as T;
}

/** The report a working link opens; `firstName` is the link's own (null: it names no one). */
export function shareLinkReport(
  row: SharedResultRow,
  expiresAt: Date,
  firstName: string | null = null,
): ShareLinkReport {
  const stored = row.results as unknown as StoredResults<Results & { story?: string }>;
  const results = withoutOwner(fromStored(stored)) as unknown as ShareLinkResults;
  return {
    ...results,
    assessmentName: row.assessmentName,
    timestamp: row.createdAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    ...(firstName ? { firstName } : {}),
  };
}
