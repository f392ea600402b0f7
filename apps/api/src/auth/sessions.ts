// Local sessions: a random token in an httpOnly cookie; the database keeps only its SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Executor } from '../outbox/enqueue';
import type { AuthUser } from './types';

export const SESSION_COOKIE = 'peak_session';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(
  db: Db,
  userId: string,
  ttlDays: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** Whether the account's owner proved the address, as the AuthUser contract carries it. */
export const emailVerified = () =>
  sql<boolean>`${users.emailVerifiedAt} is not null`.mapWith(Boolean).as('email_verified');

/** The lookup every signed-in request makes: built once per database, prepared by name. */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
const prepareSessionLookup = (db: Db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      emailVerified: emailVerified(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_user');

export async function userForSession(db: Db, token: string): Promise<AuthUser | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({
    tokenHash: hashToken(token),
    now: new Date().toISOString(),
  });
  return row ?? null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of the account (a password reset): each device must sign in again. */
export async function revokeAllSessions(tx: Executor, userId: string, at: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
