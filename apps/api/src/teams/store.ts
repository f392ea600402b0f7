// Teams in the database. Every change of who counts runs in one transaction holding the team's row
// (FOR UPDATE), so two joins, leaves or saves at once cannot both make the same pool version.
//
// How the report protects each member (the README's "Teams" section, and rounds.ts):
// - Only complete results count (every capability answered), kept as band counts, never as scores.
// - The pool (who counts, with which result) is versioned; each change that leaves at least the
//   minimum in it stores an immutable round: its counts, and the pool entries it was made of.
// - A reader is served the newest round that is still valid and compatible with every round that
//   account was served, in any team (the same pool, or the minimum of people apart), and what is
//   served is recorded. So no two reports one account reads isolate fewer than the minimum.
import {
  addCounts,
  completeForTeam,
  countsInTeam,
  emptyTeamCounts,
  type TeamCounts,
  teamCountsOf,
} from '@peak/scoring';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import {
  assessmentResults,
  teamInvitations,
  teamMembers,
  teamPool,
  teamRounds,
  teamRoundsServed,
  teams,
  users,
} from '../db/schema';
import { normSourceOf } from '../norms/digest';
import { enqueueEvent, enqueueMail } from '../outbox/enqueue';
import { cannotCountMail, reportHiddenMail } from './mail';
import {
  type Candidate,
  chooseRound,
  type HiddenReason,
  type PoolEntry,
  type Served,
} from './rounds';

export interface TeamLimits {
  /** People a report needs, and the fewest people two reports one account reads may differ by. */
  minimum: number;
  maxMembers: number;
  teamsPerAccount: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;
export type TeamRow = typeof teams.$inferSelect;
export type MemberRow = typeof teamMembers.$inferSelect;
export type InvitationRow = typeof teamInvitations.$inferSelect;

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
export const INCOMPLETE =
  'This result leaves some capabilities unanswered, so it cannot count in a team report.';
const NO_SCORES = 'That result has no scores to count.';

/** What a stored result brings to a team: its counts when complete, or why it cannot count. */
type Counting = TeamCounts | typeof INCOMPLETE | typeof NO_SCORES;

async function countingOf(tx: Executor, ids: string[]): Promise<Map<string, Counting>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: assessmentResults.id,
      stored: sql<unknown>`coalesce(${assessmentResults.digest}, ${assessmentResults.results})`,
    })
    .from(assessmentResults)
    .where(inArray(assessmentResults.id, ids));
  const counting = new Map<string, Counting>();
  for (const row of rows) {
    const source = normSourceOf(row.stored);
    if (!source || !countsInTeam(source)) counting.set(row.id, NO_SCORES);
    else if (!completeForTeam(source)) counting.set(row.id, INCOMPLETE);
    else counting.set(row.id, teamCountsOf([source]));
  }
  return counting;
}

const isCounts = (c: Counting | undefined): c is TeamCounts => typeof c === 'object';
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
  /** The site's public origin, for the link in the members' mail. */
  siteUrl?: string;
}

/** What an account may read of a team's report now. */
export type ReportRead =
  | {
      status: 'ready';
      round: { id: string; n: number; createdAt: Date; counts: TeamCounts };
      /** Whether the round is the pool as it is now (else newer results wait to differ enough). */
      upToDate: boolean;
    }
  | { status: 'hidden'; reason: HiddenReason; needed: number; complete: number };

/** An entry of the pool that left it, with the version it had entered at. */
type Closed = { userId: string; fromVersion: number };

export function teamStore(db: Db, options: TeamStoreOptions, clock: () => number = Date.now) {
  const { webhooks = false, siteUrl, ...limits } = options;
  const lockTeam = async (tx: Tx, teamId: string) => {
    const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
    return team ?? null;
  };

  /** The pool now: its entries in the order they entered. */
  const poolOf = (tx: Executor, teamId: string) =>
    tx
      .select({
        userId: teamPool.userId,
        resultId: teamPool.resultId,
        from: teamPool.fromVersion,
      })
      .from(teamPool)
      .where(and(eq(teamPool.teamId, teamId), isNull(teamPool.untilVersion)))
      .orderBy(asc(teamPool.fromVersion), asc(teamPool.userId));

  /**
   * One change of the pool, as one new version: `leaves` (user ids) leave it, `enters` enter it.
   * Entries whose result is no longer stored or cannot count leave with them. Stores the round when
   * at least the minimum are in the pool. Answers the entries that left.
   */
  async function changePool(
    tx: Tx,
    team: TeamRow,
    leaves: string[],
    enters: Array<{ userId: string; resultId: string; counts: TeamCounts }>,
  ): Promise<Closed[]> {
    const version = team.poolVersion + 1;
    const closed: Closed[] = leaves.length
      ? await tx
          .update(teamPool)
          .set({ untilVersion: version })
          .where(
            and(
              eq(teamPool.teamId, team.id),
              isNull(teamPool.untilVersion),
              inArray(teamPool.userId, leaves),
            ),
          )
          .returning({ userId: teamPool.userId, fromVersion: teamPool.fromVersion })
      : [];
    if (enters.length)
      await tx.insert(teamPool).values(
        enters.map((e) => ({
          teamId: team.id,
          userId: e.userId,
          resultId: e.resultId,
          fromVersion: version,
        })),
      );
    let counts: TeamCounts;
    let n: number;
    if (closed.length === 0 && team.counts) {
      counts = sumCounts([team.counts as unknown as TeamCounts, ...enters.map((e) => e.counts)]);
      n = team.counted + enters.length;
    } else {
      const recount = await recountPool(tx, team.id, version);
      closed.push(...recount.closed);
      ({ counts, n } = recount);
    }
    await tx
      .update(teams)
      .set({ poolVersion: version, counts: counts as never, counted: n, reportAt: sql`now()` })
      .where(eq(teams.id, team.id));
    if (n >= limits.minimum)
      await tx.insert(teamRounds).values({ teamId: team.id, version, n, counts: counts as never });
    return closed;
  }

  /** The pool's counts from its results; an entry whose result cannot count any more leaves it. */
  async function recountPool(tx: Tx, teamId: string, version: number) {
    const pool = await poolOf(tx, teamId);
    const counting = await countingOf(
      tx,
      pool.map((e) => e.resultId),
    );
    const gone = pool.filter((e) => !isCounts(counting.get(e.resultId)));
    const closed: Closed[] = [];
    if (gone.length) {
      const users = gone.map((e) => e.userId);
      closed.push(
        ...(await tx
          .update(teamPool)
          .set({ untilVersion: version })
          .where(
            and(
              eq(teamPool.teamId, teamId),
              isNull(teamPool.untilVersion),
              inArray(teamPool.userId, users),
            ),
          )
          .returning({ userId: teamPool.userId, fromVersion: teamPool.fromVersion })),
      );
      await tx
        .update(teamMembers)
        .set({ state: 'cannot-count', stateAt: sql`now()` })
        .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, users)));
    }
    const kept = pool.filter((e) => isCounts(counting.get(e.resultId)));
    return {
      closed,
      n: kept.length,
      counts: sumCounts(kept.map((e) => counting.get(e.resultId) as TeamCounts)),
    };
  }

  /**
   * When entries left the pool that were part of a round someone read, that report hides for its
   * readers: each member with a verified address is told why and what they can do.
   */
  async function tellMembers(tx: Tx, team: TeamRow, closed: Closed[], except: string | null) {
    if (closed.length === 0) return;
    const version = team.poolVersion + 1;
    const from = Math.min(...closed.map((c) => c.fromVersion));
    const [read] = await tx
      .select({ id: teamRounds.id })
      .from(teamRounds)
      .innerJoin(teamRoundsServed, eq(teamRoundsServed.roundId, teamRounds.id))
      .where(
        and(
          eq(teamRounds.teamId, team.id),
          sql`${teamRounds.version} >= ${from} and ${teamRounds.version} < ${version}`,
        ),
      )
      .limit(1);
    if (!read) return;
    const recipients = await tx
      .select({
        userId: teamMembers.userId,
        email: users.email,
        role: teamMembers.role,
        state: teamMembers.state,
      })
      .from(teamMembers)
      .innerJoin(users, sql`${users.id}::text = ${teamMembers.userId}`)
      .where(and(eq(teamMembers.teamId, team.id), isNotNull(users.emailVerifiedAt)));
    for (const r of recipients)
      if (r.userId !== except)
        await enqueueMail(
          tx,
          'team.report-hidden',
          reportHiddenMail(
            { email: r.email, role: r.role, counts: r.state === 'counted' },
            team,
            limits.minimum,
            siteUrl,
          ),
          { subject: r.userId },
        );
  }

  /** The result's counts when it is the user's and complete; else why it cannot count. */
  async function usableResult(
    tx: Executor,
    userId: string,
    resultId: string,
  ): Promise<Refusal | TeamCounts> {
    const [own] = await tx
      .select({ id: assessmentResults.id })
      .from(assessmentResults)
      .where(and(eq(assessmentResults.id, resultId), eq(assessmentResults.userId, userId)));
    if (!own) return refusal(404, RESULT_NOT_FOUND);
    const counting = (await countingOf(tx, [resultId])).get(resultId);
    return isCounts(counting) ? counting : refusal(400, counting ?? NO_SCORES);
  }

  /** Sets which result of a member counts (null: their next complete one), as one pool change. */
  async function choose(
    tx: Tx,
    team: TeamRow,
    member: MemberRow,
    chosen: { resultId: string; counts: TeamCounts } | null,
  ) {
    if (chosen && chosen.resultId === member.resultId && member.state === 'counted') return;
    await tx
      .update(teamMembers)
      .set({
        resultId: chosen?.resultId ?? null,
        awaitsNext: chosen === null,
        state: chosen ? 'counted' : 'no-result',
        stateAt: sql`now()`,
      })
      .where(eq(teamMembers.id, member.id));
    const leaves = member.state === 'counted' ? [member.userId] : [];
    const enters = chosen ? [{ userId: member.userId, ...chosen }] : [];
    if (leaves.length || enters.length) {
      const closed = await changePool(tx, team, leaves, enters);
      await tellMembers(tx, team, closed, member.userId);
    }
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
        const counts = resultId ? await usableResult(tx, user.id, resultId) : null;
        if (isRefusal(counts)) return counts;
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
          state: resultId ? 'counted' : 'no-result',
        });
        if (resultId && counts)
          await changePool(tx, team, [], [{ userId: user.id, resultId, counts }]);
        return { team, isNew: true };
      });
    },

    /** Sets which of the member's results counts (null: the next one they save). */
    async setResult(teamId: string, userId: string, resultId: string | null) {
      return db.transaction(async (tx) => {
        const team = await lockTeam(tx, teamId);
        const member = team && (await membership(tx, teamId, userId));
        if (!team || !member) return refusal(404, TEAM_NOT_FOUND);
        if (resultId === null) {
          await choose(tx, team, member, null);
          return null;
        }
        if (resultId === member.resultId && member.state === 'counted') return null;
        const counts = await usableResult(tx, userId, resultId);
        if (isRefusal(counts)) return counts;
        await choose(tx, team, member, { resultId, counts });
        return null;
      });
    },

    /**
     * A member leaves, or the owner removes one: their result leaves the pool, and every round it
     * was part of stops being served at once. The member removed, or why not.
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
        await tx.delete(teamMembers).where(eq(teamMembers.id, member.id));
        if (member.state === 'counted') {
          const closed = await changePool(tx, team, [member.userId], []);
          await tellMembers(tx, team, closed, member.userId);
        }
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

    /**
     * Deletes the team. Its rounds keep who was in them (never their counts), so the reports its
     * readers were served still hold every other team's reports to the minimum.
     */
    async remove(teamId: string) {
      await db.transaction(async (tx) => {
        await tx.update(teamRounds).set({ counts: null }).where(eq(teamRounds.teamId, teamId));
        await tx.delete(teams).where(eq(teams.id, teamId));
      });
    },

    /** The ids of the user's saved results that cannot count in a team, and why not. */
    async unusableResults(userId: string) {
      const ids = await db
        .select({ id: assessmentResults.id })
        .from(assessmentResults)
        .where(eq(assessmentResults.userId, userId));
      const counting = await countingOf(
        db,
        ids.map((r) => r.id),
      );
      return [...counting].flatMap(([id, c]) => (isCounts(c) ? [] : [{ id, reason: c }]));
    },

    /**
     * After a save: where the user chose their next result to count, it now does when complete; an
     * incomplete one cannot, and they are told so by mail (to a verified address).
     */
    async resultSaved(userId: string, resultId: string) {
      const awaiting = await db
        .select({ teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(and(eq(teamMembers.userId, userId), eq(teamMembers.awaitsNext, true)));
      for (const { teamId } of awaiting)
        await db.transaction(async (tx) => {
          const team = await lockTeam(tx, teamId);
          const member = team && (await membership(tx, teamId, userId));
          if (!team || !member?.awaitsNext) return;
          const counts = await usableResult(tx, userId, resultId);
          if (!isRefusal(counts)) return choose(tx, team, member, { resultId, counts });
          const [verified] = await tx
            .select({ email: users.email })
            .from(users)
            .where(and(sql`${users.id}::text = ${userId}`, isNotNull(users.emailVerifiedAt)));
          if (counts.refused === INCOMPLETE && verified)
            await enqueueMail(
              tx,
              'team.result-cannot-count',
              cannotCountMail(verified.email, team, siteUrl),
              { subject: userId },
            );
        });
    },

    /**
     * The report an account may read now (rounds.ts): the newest valid round it was already served
     * costs two indexed reads; another is chosen under a lock on the reader, so two reads at once
     * (of two teams) cannot each pick a round the other makes unsafe.
     */
    async read(team: TeamRow, userId: string): Promise<ReportRead> {
      if (team.counts === null && team.poolVersion > 0) await settle(team.id);
      const newest = await validRounds(db, team.id, 1);
      if (newest[0] && (await wasServed(db, userId, newest[0].id)))
        return ready(db, newest[0].id, team.id);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team-reader:${userId}`}))`);
        const pool = await poolOf(tx, team.id);
        const candidates = await validRounds(tx, team.id);
        const served = await servedTo(tx, userId, pool.length + limits.minimum);
        const choice = chooseRound(
          team.id,
          pool as PoolEntry[],
          candidates,
          served,
          limits.minimum,
        );
        if (!choice.round) return { status: 'hidden' as const, ...choice };
        await tx
          .insert(teamRoundsServed)
          .values({ userId, roundId: choice.round.id })
          .onConflictDoNothing();
        return ready(tx, choice.round.id, team.id);
      });
    },
  };

  /** A team migrated from groups: its pool counted again, and its round stored when it has one. */
  async function settle(teamId: string) {
    await db.transaction(async (tx) => {
      const team = await lockTeam(tx, teamId);
      if (team && team.counts === null) await changePool(tx, team, [], []);
    });
  }

  async function ready(tx: Executor, roundId: string, teamId: string): Promise<ReportRead> {
    const [round] = await tx.select().from(teamRounds).where(eq(teamRounds.id, roundId));
    const [team] = await tx
      .select({ version: teams.poolVersion })
      .from(teams)
      .where(eq(teams.id, teamId));
    if (!round?.counts) throw new Error('a served round has no counts');
    return {
      status: 'ready',
      round: {
        id: round.id,
        n: round.n,
        createdAt: round.createdAt,
        counts: round.counts as unknown as TeamCounts,
      },
      upToDate: round.version === team?.version,
    };
  }
}

/** The team's rounds still valid (no entry of theirs has left the pool), newest first. */
function validRounds(tx: Executor, teamId: string, limit?: number): Promise<Candidate[]> {
  const query = tx
    .select({ id: teamRounds.id, version: teamRounds.version, n: teamRounds.n })
    .from(teamRounds)
    .where(
      and(
        eq(teamRounds.teamId, teamId),
        sql`not exists (select 1 from ${teamPool} p where p.team_id = ${teamRounds.teamId}
          and p.until_version is not null and p.from_version <= ${teamRounds.version}
          and p.until_version > ${teamRounds.version})`,
      ),
    )
    .orderBy(sql`${teamRounds.version} desc`);
  return limit ? query.limit(limit) : query;
}

async function wasServed(tx: Executor, userId: string, roundId: string) {
  const [row] = await tx
    .select({ roundId: teamRoundsServed.roundId })
    .from(teamRoundsServed)
    .where(and(eq(teamRoundsServed.userId, userId), eq(teamRoundsServed.roundId, roundId)));
  return Boolean(row);
}

/**
 * Every round the account was served, in any team; with its pool when its size is under `within`
 * (a round that large is the minimum away from every candidate by its size alone).
 */
async function servedTo(tx: Executor, userId: string, within: number): Promise<Served[]> {
  const rounds = await tx
    .select({
      id: teamRounds.id,
      teamId: teamRounds.teamId,
      version: teamRounds.version,
      n: teamRounds.n,
    })
    .from(teamRoundsServed)
    .innerJoin(teamRounds, eq(teamRounds.id, teamRoundsServed.roundId))
    .where(eq(teamRoundsServed.userId, userId));
  const near = rounds.filter((r) => r.n < within).map((r) => r.id);
  const entries = near.length
    ? await tx
        .select({ roundId: teamRounds.id, userId: teamPool.userId, resultId: teamPool.resultId })
        .from(teamRounds)
        .innerJoin(
          teamPool,
          sql`${teamPool.teamId} = ${teamRounds.teamId} and ${teamPool.fromVersion} <= ${teamRounds.version}
            and (${teamPool.untilVersion} is null or ${teamPool.untilVersion} > ${teamRounds.version})`,
        )
        .where(inArray(teamRounds.id, near))
    : [];
  const byRound = new Map<string, Array<{ userId: string; resultId: string }>>();
  for (const e of entries) {
    const list = byRound.get(e.roundId) ?? [];
    list.push({ userId: e.userId, resultId: e.resultId });
    byRound.set(e.roundId, list);
  }
  return rounds.map((r) => ({ ...r, entries: byRound.get(r.id) ?? null }));
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
