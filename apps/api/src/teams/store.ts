// Teams in the database. Every change that can move the report runs in one transaction holding the
// team's row (FOR UPDATE), so two joins, leaves or saves at once cannot both seal or both withdraw.
//
// How the report protects each member (the README's "Teams" section):
// - The report is kept as band counts (teamCountsOf in @peak/scoring), never as scores.
// - A result enters it only within a group of at least `minimum` results sealed together: a chosen
//   result waits until `minimum` are waiting, then all of them enter at once.
// - A group leaves it whole: when one of its members leaves, is removed or switches their result,
//   the group is withdrawn, and its other results are spent (they never count in this team again;
//   their owners choose another result). A spent result re-entering with a few new ones would let
//   the difference of two reports isolate the one who left.
// So every report is a sum of disjoint groups of at least `minimum` people, and the difference of
// any two reports an owner sees is a sum or difference of such groups: never fewer than `minimum`.
import { createHash, randomBytes } from 'node:crypto';
import {
  addCounts,
  countsInTeam,
  emptyTeamCounts,
  type TeamCounts,
  teamCountsOf,
} from '@peak/scoring';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  assessmentResults,
  teamGroups,
  teamInvitations,
  teamMembers,
  teamSpentResults,
  teams,
} from '../db/schema';
import { normSourceOf } from '../norms/digest';
import { enqueueEvent } from '../outbox/enqueue';

export interface TeamLimits {
  /** Results a report needs, and the size of the smallest group that enters it. */
  minimum: number;
  maxMembers: number;
  teamsPerAccount: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;
export type TeamRow = typeof teams.$inferSelect;
export type MemberRow = typeof teamMembers.$inferSelect;
export type InvitationRow = typeof teamInvitations.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 256 random bits, in base64url: 43 characters. */
export const newToken = () => randomBytes(32).toString('base64url');

export type Refusal = { refused: string; status: 400 | 403 | 404 | 409 | 429 };
export const refusal = (status: Refusal['status'], refused: string): Refusal => ({
  status,
  refused,
});
export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'refused' in value;

export const TEAM_NOT_FOUND = 'Team not found';
export const OWNER_ONLY = "Only the team's owner can do that.";
const RESULT_NOT_FOUND = 'That saved result was not found in your account.';
const RESULT_SPENT =
  'That result was already counted in this team, in a group that has since left the report. Choose another saved result, or your next one.';
const NO_SCORES = 'That result has no scores to count.';

/** The counts of the results stored under these ids, read from their digests (or reports). */
async function countsOfResults(tx: Executor, ids: string[]): Promise<Map<string, TeamCounts>> {
  const rows = await tx
    .select({
      id: assessmentResults.id,
      stored: sql<unknown>`coalesce(${assessmentResults.digest}, ${assessmentResults.results})`,
    })
    .from(assessmentResults)
    .where(inArray(assessmentResults.id, ids));
  const counts = new Map<string, TeamCounts>();
  for (const row of rows) {
    const source = normSourceOf(row.stored);
    if (source && countsInTeam(source)) counts.set(row.id, teamCountsOf([source]));
  }
  return counts;
}

const sumCounts = (all: TeamCounts[]) => all.reduce(addCounts, emptyTeamCounts());

/** The team.created event: the team alone, nothing of its members. */
const teamCreatedEvent = (team: TeamRow) => ({
  id: team.id,
  name: team.name,
  organisation: team.organisation,
  createdAt: team.createdAt.toISOString(),
});

export interface TeamStoreOptions extends TeamLimits {
  /** Whether a new team is announced to the webhook (team.created). */
  webhooks?: boolean;
}

export function teamStore(db: Db, options: TeamStoreOptions, clock: () => number = Date.now) {
  const { webhooks = false, ...limits } = options;
  const lockTeam = async (tx: Tx, teamId: string) => {
    const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
    return team ?? null;
  };

  /** Seals the waiting results into a group when there are at least `minimum` of them. */
  async function sealIfReady(tx: Tx, teamId: string) {
    const waiting = await tx
      .select({ id: teamMembers.id, resultId: teamMembers.resultId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.state, 'waiting')));
    if (waiting.length < limits.minimum) return;
    const counts = await countsOfResults(
      tx,
      waiting.map((w) => w.resultId as string),
    );
    const sealed = waiting.filter((w) => counts.has(w.resultId as string));
    const unusable = waiting.filter((w) => !counts.has(w.resultId as string));
    if (unusable.length)
      await tx
        .update(teamMembers)
        .set({ state: 'no-result', resultId: null, stateAt: sql`now()` })
        .where(
          inArray(
            teamMembers.id,
            unusable.map((w) => w.id),
          ),
        );
    if (sealed.length < limits.minimum) return;
    const groupCounts = sumCounts(
      sealed.map((w) => counts.get(w.resultId as string) as TeamCounts),
    );
    const [group] = await tx
      .insert(teamGroups)
      .values({ teamId, size: sealed.length, counts: groupCounts as never })
      .returning({ id: teamGroups.id });
    await tx
      .update(teamMembers)
      .set({ state: 'counted', groupId: group?.id, stateAt: sql`now()` })
      .where(
        inArray(
          teamMembers.id,
          sealed.map((w) => w.id),
        ),
      );
    await tx
      .insert(teamSpentResults)
      .values(sealed.map((w) => ({ teamId, resultId: w.resultId as string })))
      .onConflictDoNothing();
    await refreshReport(tx, teamId);
  }

  /** The report's counts again from the live groups. */
  async function refreshReport(tx: Tx, teamId: string) {
    const live = await tx
      .select({ size: teamGroups.size, counts: teamGroups.counts })
      .from(teamGroups)
      .where(and(eq(teamGroups.teamId, teamId), isNull(teamGroups.withdrawnAt)));
    const counted = live.reduce((s, g) => s + g.size, 0);
    await tx
      .update(teams)
      .set({
        counts: counted
          ? (sumCounts(live.map((g) => g.counts as unknown as TeamCounts)) as never)
          : null,
        counted,
        reportAt: sql`now()`,
      })
      .where(eq(teams.id, teamId));
  }

  /** Takes a member's result out of the team: a counted one takes its whole group with it. */
  async function withdraw(tx: Tx, member: MemberRow) {
    if (member.state !== 'counted' || !member.groupId) return;
    await tx
      .update(teamGroups)
      .set({ withdrawnAt: sql`now()` })
      .where(eq(teamGroups.id, member.groupId));
    await tx
      .update(teamMembers)
      .set({ state: 'closed-group', stateAt: sql`now()` })
      .where(and(eq(teamMembers.groupId, member.groupId), eq(teamMembers.state, 'counted')));
    await refreshReport(tx, member.teamId);
  }

  /** Checks that a result is the user's, has scores, and was never counted in this team. */
  async function usableResult(
    tx: Executor,
    teamId: string,
    userId: string,
    resultId: string,
  ): Promise<Refusal | null> {
    const [own] = await tx
      .select({ id: assessmentResults.id })
      .from(assessmentResults)
      .where(and(eq(assessmentResults.id, resultId), eq(assessmentResults.userId, userId)));
    if (!own) return refusal(404, RESULT_NOT_FOUND);
    const [spent] = await tx
      .select({ id: teamSpentResults.resultId })
      .from(teamSpentResults)
      .where(and(eq(teamSpentResults.teamId, teamId), eq(teamSpentResults.resultId, resultId)));
    if (spent) return refusal(409, RESULT_SPENT);
    const counts = await countsOfResults(tx, [resultId]);
    return counts.has(resultId) ? null : refusal(400, NO_SCORES);
  }

  /** Sets which result of a member counts (null: their next one) and seals when it can. */
  async function choose(tx: Tx, member: MemberRow, resultId: string | null) {
    if (resultId !== null && resultId === member.resultId && member.state !== 'closed-group')
      return;
    await withdraw(tx, member);
    await tx
      .update(teamMembers)
      .set({
        resultId,
        awaitsNext: resultId === null,
        state: resultId === null ? 'no-result' : 'waiting',
        groupId: null,
        stateAt: sql`now()`,
      })
      .where(eq(teamMembers.id, member.id));
    if (resultId !== null) await sealIfReady(tx, member.teamId);
  }

  const membership = async (tx: Executor, teamId: string, userId: string) => {
    const [member] = await tx
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    return member ?? null;
  };

  return {
    limits,

    async create(
      owner: { id: string; name: string },
      team: { name: string; organisation?: string },
    ) {
      return db.transaction(async (tx) => {
        // Serialises one account's creations, so two at once cannot both pass the quota.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`teams:${owner.id}`}))`);
        const [owned] = await tx
          .select({ n: count() })
          .from(teams)
          .where(eq(teams.ownerId, owner.id));
        if ((owned?.n ?? 0) >= limits.teamsPerAccount)
          return refusal(
            429,
            `Your account owns the most teams it can (${limits.teamsPerAccount}). Delete one or contact us.`,
          );
        const [row] = await tx
          .insert(teams)
          .values({ name: team.name, organisation: team.organisation || null, ownerId: owner.id })
          .returning();
        const created = row as TeamRow;
        await tx.insert(teamMembers).values({
          teamId: created.id,
          userId: owner.id,
          name: owner.name,
          role: 'owner',
          consentedAt: new Date(clock()),
          state: 'no-result',
        });
        // The team's name and organisation, nothing of its members: it names no one.
        await enqueueEvent(tx, webhooks, 'team.created', teamCreatedEvent(created), {
          subject: null,
        });
        return created;
      });
    },

    /** The teams a user belongs to (owning or not), newest first. */
    async mine(userId: string) {
      return db
        .select({
          id: teams.id,
          name: teams.name,
          organisation: teams.organisation,
          createdAt: teams.createdAt,
          closedAt: teams.closedAt,
          counted: teams.counted,
          role: teamMembers.role,
          members: sql<number>`(select count(*)::int from ${teamMembers} m where m.team_id = ${teams.id})`,
        })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.userId, userId))
        .orderBy(sql`${teams.createdAt} desc`);
    },

    /** The team and the user's membership; null when the user is not in it. */
    async access(teamId: string, userId: string) {
      const [row] = await db
        .select({ team: teams, member: teamMembers })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
      return row ?? null;
    },

    members: (teamId: string) =>
      db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.teamId, teamId))
        .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.id)),

    invitations: (teamId: string) =>
      db
        .select()
        .from(teamInvitations)
        .where(eq(teamInvitations.teamId, teamId))
        .orderBy(sql`${teamInvitations.createdAt} desc`),

    async invite(teamId: string, options: { expiresAt: Date; maxUses: number }) {
      const token = newToken();
      const [row] = await db
        .insert(teamInvitations)
        .values({ teamId, tokenHash: hashToken(token), ...options })
        .returning();
      return { row: row as InvitationRow, token };
    },

    async revoke(teamId: string, invitationId: string) {
      const rows = await db
        .update(teamInvitations)
        .set({ revokedAt: sql`coalesce(${teamInvitations.revokedAt}, now())` })
        .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.teamId, teamId)))
        .returning({ id: teamInvitations.id });
      return rows.length > 0;
    },

    /** What an invitation link shows before joining; a refusal says why it cannot be used. */
    async preview(token: string) {
      const [row] = await db
        .select({ invitation: teamInvitations, team: teams })
        .from(teamInvitations)
        .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
        .where(eq(teamInvitations.tokenHash, hashToken(token)));
      if (!row) return refusal(404, 'This invitation link is not valid.');
      const unusable = invitationProblem(row.invitation, row.team, clock());
      if (unusable) return unusable;
      const [owner] = await db
        .select({ name: teamMembers.name })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, row.team.id), eq(teamMembers.role, 'owner')));
      const [members] = await db
        .select({ n: count() })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, row.team.id));
      return {
        name: row.team.name,
        organisation: row.team.organisation,
        owner: owner?.name ?? '',
        memberCount: members?.n ?? 0,
      };
    },

    /** Joins through an invitation, with consent given; joining twice answers the team again. */
    async join(user: { id: string; name: string }, token: string, resultId: string | undefined) {
      return db.transaction(async (tx) => {
        const [invitation] = await tx
          .select()
          .from(teamInvitations)
          .where(eq(teamInvitations.tokenHash, hashToken(token)))
          .for('update');
        if (!invitation) return refusal(404, 'This invitation link is not valid.');
        const team = await lockTeam(tx, invitation.teamId);
        if (!team) return refusal(404, 'This invitation link is not valid.');
        const existing = await membership(tx, team.id, user.id);
        if (existing) return { team, isNew: false };
        const unusable = invitationProblem(invitation, team, clock());
        if (unusable) return unusable;
        const [members] = await tx
          .select({ n: count() })
          .from(teamMembers)
          .where(eq(teamMembers.teamId, team.id));
        if ((members?.n ?? 0) >= limits.maxMembers)
          return refusal(409, `This team is full (${limits.maxMembers} members).`);
        if (resultId) {
          const problem = await usableResult(tx, team.id, user.id, resultId);
          if (problem) return problem;
        }
        await tx
          .update(teamInvitations)
          .set({ uses: sql`${teamInvitations.uses} + 1` })
          .where(eq(teamInvitations.id, invitation.id));
        await tx.insert(teamMembers).values({
          teamId: team.id,
          userId: user.id,
          name: user.name,
          role: 'member',
          consentedAt: new Date(clock()),
          resultId: resultId ?? null,
          awaitsNext: !resultId,
          state: resultId ? 'waiting' : 'no-result',
        });
        if (resultId) await sealIfReady(tx, team.id);
        return { team, isNew: true };
      });
    },

    /** Sets which of the member's results counts (null: the next one they save). */
    async setResult(teamId: string, userId: string, resultId: string | null) {
      return db.transaction(async (tx) => {
        const team = await lockTeam(tx, teamId);
        const member = team && (await membership(tx, teamId, userId));
        if (!team || !member) return refusal(404, TEAM_NOT_FOUND);
        if (
          resultId !== null &&
          !(resultId === member.resultId && member.state !== 'closed-group')
        ) {
          const problem = await usableResult(tx, teamId, userId, resultId);
          if (problem) return problem;
        }
        await choose(tx, member, resultId);
        return null;
      });
    },

    /**
     * A member leaves, or the owner removes one: their result leaves the team, with its group. The
     * member removed, or why not.
     */
    async removeMember(teamId: string, memberId: string) {
      return db.transaction(async (tx) => {
        const team = await lockTeam(tx, teamId);
        const [member] = team
          ? await tx
              .select()
              .from(teamMembers)
              .where(and(eq(teamMembers.id, memberId), eq(teamMembers.teamId, teamId)))
          : [];
        if (!team || !member) return refusal(404, 'Member not found');
        if (member.role === 'owner')
          return refusal(409, 'The owner cannot leave the team; delete the team instead.');
        await withdraw(tx, member);
        await tx.delete(teamMembers).where(eq(teamMembers.id, member.id));
        return member;
      });
    },

    async setOrganization(teamId: string, organizationId: string) {
      await db.update(teams).set({ clerkOrgId: organizationId }).where(eq(teams.id, teamId));
    },

    async close(teamId: string) {
      await db
        .update(teams)
        .set({ closedAt: sql`coalesce(${teams.closedAt}, now())` })
        .where(eq(teams.id, teamId));
    },

    async remove(teamId: string) {
      await db.delete(teams).where(eq(teams.id, teamId));
    },

    /** Results waiting to enter the report. */
    async waiting(teamId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.state, 'waiting')));
      return row?.n ?? 0;
    },

    /** After a save: where the user chose their next result to count, it now does. */
    async resultSaved(userId: string, resultId: string) {
      const awaiting = await db
        .select({ teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(and(eq(teamMembers.userId, userId), eq(teamMembers.awaitsNext, true)));
      for (const { teamId } of awaiting)
        await db.transaction(async (tx) => {
          await lockTeam(tx, teamId);
          const member = await membership(tx, teamId, userId);
          if (!member?.awaitsNext) return;
          if (await usableResult(tx, teamId, userId, resultId)) return;
          await choose(tx, member, resultId);
        });
    },
  };
}

function invitationProblem(invitation: InvitationRow, team: TeamRow, now: number): Refusal | null {
  if (invitation.revokedAt)
    return refusal(404, 'This invitation link was revoked by the team owner.');
  if (invitation.expiresAt.getTime() <= now)
    return refusal(404, 'This invitation link has expired. Ask the team owner for a new one.');
  if (invitation.uses >= invitation.maxUses)
    return refusal(404, 'This invitation link has been used as many times as it allows.');
  if (team.closedAt) return refusal(404, 'This team is closed and no longer takes new members.');
  return null;
}

export type TeamStore = ReturnType<typeof teamStore>;
