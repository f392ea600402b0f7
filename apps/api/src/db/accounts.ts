// The accounts row every result hangs from (results' foreign key), whichever provider signs the
// person in. A save gives its account a row when it has none; the deletion locks that row first
// (FOR UPDATE, which a save's foreign-key check waits for) and removes it last, leaving the
// SHA-256 of the id behind, so a save and a deletion of one account never interleave and a session
// still valid after the deletion cannot bring the account back.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { accounts, deletedAccounts } from './schema';

/** What a deleted account leaves behind: its id's SHA-256, which names no one. */
export const deletedIdHash = (id: string) => createHash('sha256').update(id).digest('hex');

/** Gives the account its row, unless it has one or was deleted. */
export async function ensureAccount(db: Executor, id: string): Promise<void> {
  await db.execute(sql`
    insert into ${accounts} (id)
    select ${id} where not exists (
      select 1 from ${deletedAccounts} where ${deletedAccounts.idHash} = ${deletedIdHash(id)})
    on conflict do nothing`);
}

/** Holds the account's row until the transaction ends: saves of this account wait for it. */
export async function lockAccount(tx: Executor, id: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).for('update');
}

/** Removes the account's row (its results go with it) and remembers that it was deleted. */
export async function retireAccount(tx: Executor, id: string): Promise<void> {
  await tx.delete(accounts).where(eq(accounts.id, id));
  await tx
    .insert(deletedAccounts)
    .values({ idHash: deletedIdHash(id) })
    .onConflictDoNothing();
}

/** The save's foreign key refused its result: the account is gone (deleted meanwhile). */
export function isMissingAccount(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23503' && (constraint === undefined || String(constraint).includes('accounts')))
      return true;
  }
  return false;
}
