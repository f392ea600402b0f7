// Download my data: one JSON document of everything kept about the signed-in person. The small
// parts (account, teams, share links, messages, plans with their check-ins, 360s) are read before anything is sent, so a database
// fault still gets a proper answer; the saved results, up to the quota of 500 at 25-90 kB each,
// follow as a stream, a few at a time, so one export holds about a megabyte of them, never 20 MB.
import { Readable } from 'node:stream';
import { ACCOUNT_DATA_FORMAT, type AccountData, type AuthUser } from '@peak/contracts';
import type { Results } from '@peak/scoring';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { fromStored, type StoredResults } from '../assessment/stored-results';
import type { Db } from '../db/client';
import { assessmentResults, leads, shareLinks, teamMembers, teams, users } from '../db/schema';
import { accountFeedback } from '../feedback/store';
import { accountPlans } from '../plans/store';

/** Saved results read per query while streaming: about 1 MB at the largest report size. */
export const RESULTS_PER_READ = 12;

type Head = Omit<AccountData, 'results'>;
type ResultEntry = AccountData['results'][number];
type ResultRow = typeof assessmentResults.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The file's name: the site's and the day's. */
export const dataFileName = (now: Date) =>
  `peak-partners-data-${now.toISOString().slice(0, 10)}.json`;

async function accountOf(db: Db, user: AuthUser, local: boolean): Promise<Head['account']> {
  const [row] = local
    ? await db
        .select({ createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, user.id))
        .limit(1)
    : [];
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    createdAt: iso(row?.createdAt ?? null),
    signIn: local ? 'local' : 'clerk',
  };
}

/** The person's own membership of each team: nothing of the other members. */
async function teamsOf(db: Db, userId: string): Promise<Head['teams']> {
  const rows = await db
    .select({
      name: teams.name,
      organisation: teams.organisation,
      closedAt: teams.closedAt,
      role: teamMembers.role,
      joinedAt: teamMembers.joinedAt,
      state: teamMembers.state,
      resultId: teamMembers.resultId,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.id));
  return rows.map((r) => ({
    name: r.name,
    organisation: r.organisation,
    role: r.role,
    joinedAt: r.joinedAt.toISOString(),
    state: r.state,
    resultId: r.resultId,
    closed: r.closedAt !== null,
  }));
}

async function shareLinksOf(db: Db, userId: string): Promise<Head['shareLinks']> {
  const rows = await db
    .select({
      resultId: shareLinks.resultId,
      createdAt: shareLinks.createdAt,
      expiresAt: shareLinks.expiresAt,
      revokedAt: shareLinks.revokedAt,
      firstName: shareLinks.firstName,
    })
    .from(shareLinks)
    .where(eq(shareLinks.userId, userId))
    .orderBy(asc(shareLinks.createdAt), asc(shareLinks.id));
  return rows.map((r) => ({
    resultId: r.resultId,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    revokedAt: iso(r.revokedAt),
    firstName: r.firstName,
  }));
}

/** What the person sent; the consultancy's own notes and who follows it up are not theirs. */
async function messagesOf(db: Db, userId: string): Promise<Head['messages']> {
  const rows = await db
    .select({
      kind: leads.kind,
      name: leads.name,
      email: leads.email,
      company: leads.company,
      message: leads.message,
      status: leads.status,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(eq(leads.userId, userId))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export const resultEntry = (row: ResultRow): ResultEntry => ({
  id: row.id,
  assessmentName: row.assessmentName,
  savedAt: row.createdAt.toISOString(),
  contentVersion: row.contentVersion,
  overallScore: row.overallScore,
  rawOverallScore: row.rawOverallScore,
  maturityLevel: row.maturityLevel,
  report: fromStored(row.results as unknown as StoredResults<Results>) as unknown as Record<
    string,
    unknown
  >,
});

/** The ids of the person's results, newest first: 500 ids at most, a few kilobytes. */
const resultIdsOf = async (db: Db, userId: string) =>
  (
    await db
      .select({ id: assessmentResults.id })
      .from(assessmentResults)
      .where(eq(assessmentResults.userId, userId))
      .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id))
  ).map((r) => r.id);

/** Reads the results a few at a time, in the order of `ids`; one deleted meanwhile is skipped. */
async function* resultsIn(db: Db, userId: string, ids: string[]): AsyncGenerator<ResultEntry> {
  for (let start = 0; start < ids.length; start += RESULTS_PER_READ) {
    const slice = ids.slice(start, start + RESULTS_PER_READ);
    const rows = await db
      .select()
      .from(assessmentResults)
      .where(and(eq(assessmentResults.userId, userId), inArray(assessmentResults.id, slice)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of slice) {
      const row = byId.get(id);
      if (row) yield resultEntry(row);
    }
  }
}

/** `value` as indented JSON, every line after the first indented `depth` levels more. */
const indented = (value: unknown, depth: number) =>
  JSON.stringify(value, null, 2).replaceAll('\n', `\n${'  '.repeat(depth)}`);

/** The document as text, piece by piece: the head, then one saved result at a time. */
export async function* documentText(
  head: Head,
  results: AsyncIterable<ResultEntry>,
): AsyncGenerator<string> {
  const open = indented({ ...head, results: [] }, 0);
  // The head's JSON ends with `"results": []\n}`: the results go between the brackets.
  yield open.slice(0, open.lastIndexOf('[]') + 1);
  let first = true;
  for await (const entry of results) {
    yield `${first ? '' : ','}\n    ${indented(entry, 2)}`;
    first = false;
  }
  yield first ? ']\n}\n' : '\n  ]\n}\n';
}

/**
 * The person's data as a stream of JSON text. Everything but the results is read here, before the
 * answer starts; the results are read as the stream is consumed (it waits for a slow reader).
 */
export async function accountDataStream(
  db: Db,
  user: AuthUser,
  options: { local: boolean; now: Date },
): Promise<Readable> {
  const [account, teamList, links, messages, planList, feedbackList, ids] = await Promise.all([
    accountOf(db, user, options.local),
    teamsOf(db, user.id),
    shareLinksOf(db, user.id),
    messagesOf(db, user.id),
    accountPlans(db, user.id, options.now),
    accountFeedback(db, user.id, options.now),
    resultIdsOf(db, user.id),
  ]);
  const head: Head = {
    format: ACCOUNT_DATA_FORMAT,
    version: 1,
    exportedAt: options.now.toISOString(),
    account,
    teams: teamList,
    shareLinks: links,
    messages,
    plans: planList,
    feedback: feedbackList,
  };
  return Readable.from(documentText(head, resultsIn(db, user.id, ids)), { objectMode: false });
}
