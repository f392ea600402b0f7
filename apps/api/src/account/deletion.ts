// Delete my account: in one transaction, the person leaves every team through the team store (the
// rounds of its report they were part of are served to no one again), the teams they own are
// deleted, their saved results go (their share links with them, by cascade), the messages they sent
// stay with the consultancy without anything that names them (their pending events and mail are
// withdrawn), and a local account loses its
// sessions and its row. What lives outside the database (Clerk) is changed after the commit.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { deletedIdHash, lockAccount, retireAccount } from '../db/accounts';
import type { Db } from '../db/client';
import {
  assessmentResults,
  leads,
  outbox,
  sessions,
  teamMembers,
  teamPool,
  teamRoundsServed,
  teams,
  users,
} from '../db/schema';
import { leadEvent } from '../leads/messages';
import { type Executor, enqueueEvent } from '../outbox/enqueue';
import { isRefusal, type TeamLimits, teamStore } from '../teams/store';

/** What a kept message says instead of its sender's name and address. */
export const DELETED_NAME = 'Deleted account';
/** An address under .invalid, which no mail can reach (RFC 2606). */
export const DELETED_EMAIL = 'deleted@account.invalid';

export interface DeletedAccount {
  /** Organizations of the teams the person owned, now deleted here. */
  ownedOrganizations: string[];
  /** Organizations of the teams the person left. */
  leftOrganizations: string[];
}

type StoreOptions = { limits: TeamLimits; clock: () => number; webhooks: boolean };

/** The person's memberships, with the organization mirroring each team. */
const membershipsOf = (db: Db, userId: string) =>
  db
    .select({
      teamId: teamMembers.teamId,
      memberId: teamMembers.id,
      role: teamMembers.role,
      organization: teams.clerkOrgId,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));

/**
 * Events and mail not yet delivered that name the person are withdrawn: once the account is
 * deleted, nothing of theirs leaves the database. Each row says whom it names (subject_user_id);
 * rows written before it did are found by their lead, or by the person's address for mail.
 */
async function withdrawPending(db: Db, userId: string, email: string, leadIds: string[]) {
  const byLead =
    leadIds.length === 0
      ? []
      : [
          inArray(sql<string>`${outbox.payload}->>'id'`, leadIds),
          inArray(sql<string>`${outbox.payload}->>'about'`, leadIds),
        ];
  const mailTo = email
    ? [
        and(
          eq(outbox.channel, 'mail'),
          sql`lower(${outbox.payload}->>'to') = ${email.trim().toLowerCase()}`,
        ),
      ]
    : [];
  const withdrawn = await db
    .delete(outbox)
    .where(
      and(isNull(outbox.deliveredAt), or(eq(outbox.subjectUserId, userId), ...byLead, ...mailTo)),
    )
    .returning({ type: outbox.type, about: sql<string | null>`${outbox.payload}->>'id'` });
  // The leads no receiver heard of: their lead.created never left.
  return new Set(withdrawn.flatMap((r) => (r.type === 'lead.created' && r.about ? [r.about] : [])));
}

/**
 * What the team rounds remember of the person: the rounds they were served go, and in the rounds
 * they were part of their id becomes the SHA-256 the deletion keeps, so those rounds still count
 * them as one person apart from everyone else when other readers' rounds are compared.
 */
async function forgetInTeamRounds(tx: Executor, userId: string) {
  await tx.delete(teamRoundsServed).where(eq(teamRoundsServed.userId, userId));
  await tx
    .update(teamPool)
    .set({ userId: deletedIdHash(userId) })
    .where(eq(teamPool.userId, userId));
}

export async function deleteAccountData(
  db: Db,
  user: { id: string; email: string; local: boolean },
  store: StoreOptions,
): Promise<DeletedAccount> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    // First, so a save of this account under way waits for the deletion and then finds no account.
    await lockAccount(tx, user.id);
    // The store's own leave and delete, on this transaction (its transactions become savepoints).
    const teamsHere = teamStore(txDb, store.limits, store.clock);
    const memberships = await membershipsOf(txDb, user.id);
    const owned = await tx
      .select({ id: teams.id, organization: teams.clerkOrgId })
      .from(teams)
      .where(eq(teams.ownerId, user.id));
    const left: string[] = [];
    for (const m of memberships.filter((m) => m.role !== 'owner')) {
      const removed = await teamsHere.removeMember(m.teamId, m.memberId);
      if (!isRefusal(removed) && m.organization) left.push(m.organization);
    }
    for (const team of owned) await teamsHere.remove(team.id);
    await tx.delete(assessmentResults).where(eq(assessmentResults.userId, user.id));
    await forgetInTeamRounds(tx, user.id);
    const anonymised = await tx
      .update(leads)
      .set({
        name: DELETED_NAME,
        email: DELETED_EMAIL,
        company: null,
        shared: null,
        resultId: null,
        userId: null,
        updatedAt: sql`now()`,
      })
      .where(eq(leads.userId, user.id))
      .returning();
    const unheard = await withdrawPending(
      txDb,
      user.id,
      user.email,
      anonymised.map((l) => l.id),
    );
    // Receivers that had the lead learn it is anonymised now; of one they never had, nothing.
    for (const lead of anonymised.filter((l) => !unheard.has(l.id)))
      await enqueueEvent(tx, store.webhooks, 'lead.updated', leadEvent(lead), { subject: null });
    if (user.local) {
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await tx.delete(users).where(eq(users.id, user.id));
    }
    await retireAccount(tx, user.id);
    return {
      ownedOrganizations: owned.flatMap((t) => (t.organization ? [t.organization] : [])),
      leftOrganizations: left,
    };
  });
}
