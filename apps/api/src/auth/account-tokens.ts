// The single-use links mailed to an account: verify its address (24 h), reset its password (1 h).
// The database keeps only the SHA-256 of a token, so a leak of it opens no link; using a token is
// one conditional update, so two clicks (or two tabs) can never both succeed.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { accountTokens, users } from '../db/schema';
import type { Executor } from '../outbox/enqueue';
import { hashToken, newToken } from './tokens';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

const HOUR_MS = 3_600_000;
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * HOUR_MS,
  'password-reset': HOUR_MS,
};

/** A new token for the account; the raw token goes only into the mail. */
export async function issueToken(
  tx: Executor,
  userId: string,
  purpose: TokenPurpose,
  now: number,
): Promise<string> {
  const token = newToken();
  await tx.insert(accountTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    createdAt: new Date(now),
    expiresAt: new Date(now + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** The account a token belongs to while it is still usable (unused, unexpired), without using it. */
export async function tokenAccount(
  tx: Executor,
  token: string,
  purpose: TokenPurpose,
  now: number,
): Promise<typeof users.$inferSelect | null> {
  const [row] = await tx
    .select({ user: users })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(usable(token, purpose, now))
    .limit(1);
  return row?.user ?? null;
}

/**
 * Uses the token: the account's id when it was usable, null when unknown, used or expired. Every
 * other token of the same purpose for the account is spent with it (one reset ends all its links).
 */
export async function useToken(
  tx: Executor,
  token: string,
  purpose: TokenPurpose,
  now: number,
): Promise<string | null> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: new Date(now) })
    .where(usable(token, purpose, now))
    .returning({ userId: accountTokens.userId });
  if (!row) return null;
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(accountTokens.userId, row.userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  return row.userId;
}

const usable = (token: string, purpose: TokenPurpose, now: number) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, new Date(now)),
  );
