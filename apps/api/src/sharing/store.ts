// Share links in the database. A link is kept by the SHA-256 of its token (the token itself is
// answered once, when it is made), and works until it expires or its owner revokes it. Links are
// made in a transaction that holds the result's row, so two at once cannot pass the cap together.
import { SHARE_LINK_TOKEN, type ShareLinkGoneReason } from '@peak/contracts';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { assessmentResults, shareLinks } from '../db/schema';

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type SharedResultRow = typeof assessmentResults.$inferSelect;

/** A saved result as "Email me this report" prints it. */
export type OwnedReport = Pick<SharedResultRow, 'id' | 'createdAt' | 'userName' | 'results'>;

/** Working links one result may have at once. */
export const SHARE_LINKS_PER_RESULT = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);

/** What a link's token comes to now. */
export type LinkState = 'open' | ShareLinkGoneReason;

export type Opened =
  | { status: 'open'; result: SharedResultRow; expiresAt: Date; firstName: string | null }
  | { status: ShareLinkGoneReason };

/**
 * Why a link no longer works, or null while it does. Revoked wins when the owner revoked it before
 * it ran out: that is what stopped it.
 */
function goneReason(
  link: Pick<ShareLinkRow, 'expiresAt' | 'revokedAt'>,
  at: Date,
): ShareLinkGoneReason | null {
  if (link.revokedAt && link.revokedAt < link.expiresAt) return 'revoked';
  return link.expiresAt <= at ? 'expired' : null;
}

/** What making a link came to: the link with its token, or why there is none. */
export type Created =
  | { status: 'created'; row: ShareLinkRow; token: string }
  | { status: 'not-found' }
  | { status: 'full' };

export function shareLinkStore(db: Db, clock: () => number = Date.now) {
  const now = () => new Date(clock());
  /** Neither revoked nor expired. */
  const working = () => and(isNull(shareLinks.revokedAt), gt(shareLinks.expiresAt, now()));
  const ownResult = (resultId: string, userId: string) =>
    and(eq(assessmentResults.id, resultId), eq(assessmentResults.userId, userId));

  return {
    /** The user's saved result (its id and when it was saved), or null: someone else's is missing. */
    async owned(resultId: string, userId: string): Promise<{ id: string; createdAt: Date } | null> {
      if (!isUuid(resultId)) return null;
      const [row] = await db
        .select({ id: assessmentResults.id, createdAt: assessmentResults.createdAt })
        .from(assessmentResults)
        .where(ownResult(resultId, userId));
      return row ?? null;
    },

    /** The user's saved result as its report is printed (its results, name and date), or null. */
    async ownedReport(resultId: string, userId: string): Promise<OwnedReport | null> {
      if (!isUuid(resultId)) return null;
      const [row] = await db
        .select({
          id: assessmentResults.id,
          createdAt: assessmentResults.createdAt,
          userName: assessmentResults.userName,
          results: assessmentResults.results,
        })
        .from(assessmentResults)
        .where(ownResult(resultId, userId));
      return row ?? null;
    },

    /**
     * A new link to the user's result, working for `days` from now; its page names them by
     * `firstName` when given (null: it names no one).
     */
    async create(
      resultId: string,
      userId: string,
      days: number,
      firstName: string | null = null,
    ): Promise<Created> {
      if (!isUuid(resultId)) return { status: 'not-found' };
      return db.transaction(async (tx) => {
        const [result] = await tx
          .select({ id: assessmentResults.id })
          .from(assessmentResults)
          .where(ownResult(resultId, userId))
          .for('update');
        if (!result) return { status: 'not-found' } as const;
        const [live] = await tx
          .select({ n: count() })
          .from(shareLinks)
          .where(and(eq(shareLinks.resultId, resultId), working()));
        if ((live?.n ?? 0) >= SHARE_LINKS_PER_RESULT) return { status: 'full' } as const;
        const token = newToken();
        const createdAt = now();
        const [row] = await tx
          .insert(shareLinks)
          .values({
            tokenHash: hashToken(token),
            resultId,
            userId,
            createdAt,
            expiresAt: new Date(createdAt.getTime() + days * 86_400_000),
            firstName,
          })
          .returning();
        return { status: 'created', row: row as ShareLinkRow, token } as const;
      });
    },

    /** The result's working links, newest first. */
    working: (resultId: string) =>
      db
        .select()
        .from(shareLinks)
        .where(and(eq(shareLinks.resultId, resultId), working()))
        .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id)),

    /** Revokes one of the result's links (again: no change); false when the result has no such link. */
    async revoke(resultId: string, linkId: string): Promise<boolean> {
      if (!isUuid(linkId)) return false;
      const rows = await db
        .update(shareLinks)
        .set({
          revokedAt: sql`coalesce(${shareLinks.revokedAt}, ${now().toISOString()}::timestamptz)`,
        })
        .where(and(eq(shareLinks.id, linkId), eq(shareLinks.resultId, resultId)))
        .returning({ id: shareLinks.id });
      return rows.length > 0;
    },

    /**
     * What a token opens now: the saved result of a working link (with when it expires and the name
     * it shows), or that the link expired or was revoked; null for a token no link has.
     */
    async opened(token: string): Promise<Opened | null> {
      if (!SHARE_LINK_TOKEN.test(token)) return null;
      const [row] = await db
        .select({ link: shareLinks, result: assessmentResults })
        .from(shareLinks)
        .innerJoin(assessmentResults, eq(assessmentResults.id, shareLinks.resultId))
        .where(eq(shareLinks.tokenHash, hashToken(token)));
      if (!row) return null;
      const gone = goneReason(row.link, now());
      if (gone) return { status: gone };
      return {
        status: 'open',
        result: row.result,
        expiresAt: row.link.expiresAt,
        firstName: row.link.firstName,
      };
    },

    /** What a token's page answers: the report (open), a link that stopped working, or nothing. */
    async state(token: string): Promise<LinkState | null> {
      if (!SHARE_LINK_TOKEN.test(token)) return null;
      const [row] = await db
        .select({ expiresAt: shareLinks.expiresAt, revokedAt: shareLinks.revokedAt })
        .from(shareLinks)
        .where(eq(shareLinks.tokenHash, hashToken(token)));
      if (!row) return null;
      return goneReason(row, now()) ?? 'open';
    },
  };
}

export type ShareLinkStore = ReturnType<typeof shareLinkStore>;
