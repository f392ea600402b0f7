// Plans in the database. Making a plan writes its check-ins and their mail (each an outbox row due at
// its local time, so a crash loses none and any instance may send it) in one transaction with the
// plan; ending the last plan, changing this one or stopping its reminders withdraws the mail not yet
// claimed and, for a change, writes the check-ins still to come again. A row already claimed by a
// worker is on its way and stays.
import { createHmac } from 'node:crypto';
import type {
  CheckInAnswer,
  CheckInView,
  CreatePlanRequest,
  Plan,
  UpdatePlanRequest,
} from '@peak/contracts';
import { CHECK_INS_PER_PLAN } from '@peak/contracts';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens';
import { ensureAccount } from '../db/accounts';
import type { Db, Executor } from '../db/client';
import { assessmentResults, planCheckIns, plans } from '../db/schema';
import { enqueueMailAt, type Mail, withdrawPending } from '../outbox/enqueue';
import { checkInMail, type PlanWords, partnerMail, retakeMail } from './mails';
import { checkInTimes, retakeTime } from './schedule';

export type PlanRow = typeof plans.$inferSelect;
export type CheckInRow = typeof planCheckIns.$inferSelect;

export interface PlanOwner {
  id: string;
  email: string;
  firstName: string;
}

export interface PlanSite {
  siteUrl: string;
  siteName: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The stop token of a plan's mails: made from its key, the same in every mail it sends. */
export const stopToken = (linkKey: string) =>
  createHmac('sha256', linkKey).update('stop reminders').digest('base64url');

const wordsOf = (plan: PlanRow, owner: PlanOwner, site: PlanSite): PlanWords => ({
  to: owner.email,
  firstName: owner.firstName,
  siteUrl: site.siteUrl,
  siteName: site.siteName,
  capability: plan.capability,
  ifThen: plan.ifThen,
  signal: plan.signal,
  timeZone: plan.timeZone,
  stopToken: stopToken(plan.linkKey),
});

/** Writes a mail row due at `dueAt`, naming the plan's owner; its id. */
const enqueueAt = (tx: Executor, type: string, mail: Mail, dueAt: Date, owner: string) =>
  enqueueMailAt(tx, type, mail, dueAt, { subject: owner });

/**
 * Withdraws the plan's mail that no worker has claimed; answers the ids withdrawn. A row being
 * sent (its lease running) is left to finish.
 */
async function withdrawMail(tx: Executor, plan: PlanRow, now: Date): Promise<Set<string>> {
  const checkIns = await tx
    .select({ outboxId: planCheckIns.outboxId })
    .from(planCheckIns)
    .where(eq(planCheckIns.planId, plan.id));
  const ids = [...checkIns.map((c) => c.outboxId), plan.retakeOutboxId].filter((id): id is string =>
    Boolean(id),
  );
  return withdrawPending(tx, ids, now);
}

/**
 * Writes the check-ins from `fromN` on, each with its token and its mail, and the retake's mail.
 * A check-in whose time has passed (the time was moved earlier today) is asked at once.
 */
async function scheduleMail(
  tx: Executor,
  plan: PlanRow,
  owner: PlanOwner,
  site: PlanSite,
  fromN: number,
  now: Date,
): Promise<void> {
  const words = wordsOf(plan, owner, site);
  const times = checkInTimes(plan.createdAt, plan);
  for (let n = fromN; n <= times.length; n++) {
    const dueAt = new Date(Math.max((times[n - 1] as Date).getTime(), now.getTime()));
    const token = newToken();
    const mail = checkInMail(words, {
      n,
      token,
      nextAt: times[n] ?? null,
      retakeAt: plan.retakeAt,
    });
    const outboxId = await enqueueAt(tx, 'plan.check-in', mail, dueAt, owner.id);
    await tx
      .insert(planCheckIns)
      .values({ planId: plan.id, n, dueAt, tokenHash: hashToken(token), outboxId });
  }
  if (plan.retakeAt > now) {
    const retakeOutboxId = await enqueueAt(
      tx,
      'plan.retake',
      retakeMail(words, plan.createdAt),
      plan.retakeAt,
      owner.id,
    );
    await tx.update(plans).set({ retakeOutboxId }).where(eq(plans.id, plan.id));
  }
}

/**
 * After a change: the mail not yet sent goes, and the check-ins it would have asked are written
 * again from the plan as it is now (those sent or answered stay as they were).
 */
async function reschedule(
  tx: Executor,
  plan: PlanRow,
  owner: PlanOwner,
  site: PlanSite,
  now: Date,
) {
  const withdrawn = await withdrawMail(tx, plan, now);
  const checkIns = await tx
    .select()
    .from(planCheckIns)
    .where(eq(planCheckIns.planId, plan.id))
    .orderBy(asc(planCheckIns.n));
  const unsent = checkIns.filter(
    (c) => c.answer === null && c.outboxId !== null && withdrawn.has(c.outboxId),
  );
  if (unsent.length)
    await tx.delete(planCheckIns).where(
      inArray(
        planCheckIns.id,
        unsent.map((c) => c.id),
      ),
    );
  await tx.update(plans).set({ retakeOutboxId: null }).where(eq(plans.id, plan.id));
  const kept = checkIns.length - unsent.length;
  if (plan.remindersStoppedAt === null)
    await scheduleMail(tx, { ...plan, retakeOutboxId: null }, owner, site, kept + 1, now);
}

/** The account's plan in progress (one at most), held for the transaction when `lock`. */
async function activePlan(tx: Executor, userId: string, lock = false): Promise<PlanRow | null> {
  const query = tx
    .select()
    .from(plans)
    .where(and(eq(plans.userId, userId), eq(plans.status, 'active')))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Ends the account's active plan (finished by a new plan, dropped by the person). */
async function endActive(
  tx: Executor,
  userId: string,
  status: 'finished' | 'dropped',
  now: Date,
): Promise<PlanRow | null> {
  const active = await activePlan(tx, userId, true);
  if (!active) return null;
  await withdrawMail(tx, active, now);
  await tx.update(plans).set({ status, endedAt: now }).where(eq(plans.id, active.id));
  return active;
}

const checkInsOf = (tx: Executor, planId: string) =>
  tx
    .select()
    .from(planCheckIns)
    .where(eq(planCheckIns.planId, planId))
    .orderBy(asc(planCheckIns.n));

/** A plan as the API answers it; its next check-in is the first still to come. */
function planOf(row: PlanRow, checkIns: CheckInRow[], at: Date): Plan {
  const next = checkIns.find((c) => c.dueAt > at && row.remindersStoppedAt === null);
  return {
    id: row.id,
    resultId: row.resultId,
    capability: row.capability,
    ifThen: row.ifThen,
    signal: row.signal,
    cadence: row.cadence,
    localTime: row.localTime,
    timeZone: row.timeZone,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    retakeAt: row.retakeAt.toISOString(),
    remindersStopped: row.remindersStoppedAt !== null,
    partner: row.partnerEmail
      ? { email: row.partnerEmail, notifiedAt: iso(row.partnerNotifiedAt) }
      : null,
    checkIns: checkIns.map((c) => ({
      n: c.n,
      dueAt: c.dueAt.toISOString(),
      answer: c.answer,
      answeredAt: iso(c.answeredAt),
      note: c.note,
    })),
    nextCheckInAt: iso(next?.dueAt ?? null),
  };
}

/** Every plan of the account, newest first, with its check-ins: for the data export. */
export async function accountPlans(db: Db, userId: string, at: Date): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.userId, userId))
    .orderBy(desc(plans.createdAt));
  return Promise.all(rows.map(async (row) => planOf(row, await checkInsOf(db, row.id), at)));
}

export interface PlanStore {
  /** A new plan from one of the owner's results (null when it is not theirs); the last one ends. */
  create(owner: PlanOwner, input: CreatePlanRequest, retakeDays: number): Promise<PlanRow | null>;
  current(userId: string): Promise<Plan | null>;
  update(owner: PlanOwner, patch: UpdatePlanRequest): Promise<PlanRow | null>;
  /** Sends the partner's one note, once: false when there is no partner or it went already. */
  notifyPartner(owner: PlanOwner): Promise<boolean>;
  drop(userId: string): Promise<boolean>;
  calendarOf(userId: string): Promise<{ plan: PlanRow; checkIns: CheckInRow[] } | null>;
  /** A check-in by its token: 'closed' once its plan has ended, null when unknown. */
  checkIn(token: string): Promise<CheckInView | 'closed' | null>;
  answer(
    token: string,
    answer: CheckInAnswer,
    note: string | undefined,
  ): Promise<CheckInView | 'closed' | null>;
  /** Stops the plan's reminders by its stop token: false when the token is unknown. */
  stop(token: string): Promise<boolean>;
}

export function planStore(db: Db, site: PlanSite, clock: () => number): PlanStore {
  const now = () => new Date(clock());

  async function viewOf(checkIn: CheckInRow): Promise<CheckInView | 'closed' | null> {
    const [plan] = await db.select().from(plans).where(eq(plans.id, checkIn.planId)).limit(1);
    if (!plan) return null;
    if (plan.status !== 'active') return 'closed';
    const all = await checkInsOf(db, plan.id);
    const next = all.find((c) => c.n > checkIn.n);
    return {
      n: checkIn.n,
      of: Math.max(CHECK_INS_PER_PLAN, all.length),
      capability: plan.capability,
      ifThen: plan.ifThen,
      signal: plan.signal,
      answer: checkIn.answer,
      note: checkIn.note,
      next: next
        ? { kind: 'check-in', at: next.dueAt.toISOString(), timeZone: plan.timeZone }
        : { kind: 'retake', at: plan.retakeAt.toISOString(), timeZone: plan.timeZone },
    };
  }

  const byToken = async (token: string) => {
    const [row] = await db
      .select()
      .from(planCheckIns)
      .where(eq(planCheckIns.tokenHash, hashToken(token)))
      .limit(1);
    return row ?? null;
  };

  return {
    async create(owner, input, retakeDays) {
      const at = now();
      return db.transaction(async (tx) => {
        await ensureAccount(tx, owner.id);
        const [result] = await tx
          .select({ id: assessmentResults.id })
          .from(assessmentResults)
          .where(
            and(eq(assessmentResults.id, input.resultId), eq(assessmentResults.userId, owner.id)),
          )
          .limit(1);
        if (!result) return null;
        await endActive(tx, owner.id, 'finished', at);
        const linkKey = newToken();
        const timing = { ...input, retakeDays };
        const [plan] = await tx
          .insert(plans)
          .values({
            userId: owner.id,
            resultId: result.id,
            capability: input.capability,
            ifThen: input.ifThen,
            signal: input.signal,
            cadence: input.cadence,
            localTime: input.localTime,
            timeZone: input.timeZone,
            createdAt: at,
            retakeDays,
            retakeAt: retakeTime(at, timing),
            linkKey,
            stopTokenHash: hashToken(stopToken(linkKey)),
            partnerEmail: input.partnerEmail ?? null,
          })
          .returning();
        if (!plan) throw new Error('the plan was not written');
        await scheduleMail(tx, plan, owner, site, 1, at);
        return plan;
      });
    },

    async current(userId) {
      const row = await activePlan(db, userId);
      return row && planOf(row, await checkInsOf(db, row.id), now());
    },

    async update(owner, patch) {
      const at = now();
      return db.transaction(async (tx) => {
        const active = await activePlan(tx, owner.id, true);
        if (!active) return null;
        const { confirmPartner: _confirm, partnerEmail, ...changes } = patch;
        const timing = { ...active, ...changes };
        const partnerChanged = partnerEmail !== undefined && partnerEmail !== active.partnerEmail;
        const [plan] = await tx
          .update(plans)
          .set({
            ...changes,
            retakeAt: retakeTime(active.createdAt, timing),
            ...(partnerChanged ? { partnerEmail, partnerNotifiedAt: null } : {}),
            // A change to when the reminders come is asking for them again.
            ...(changes.cadence || changes.localTime || changes.timeZone
              ? { remindersStoppedAt: null }
              : {}),
          })
          .where(eq(plans.id, active.id))
          .returning();
        if (!plan) throw new Error('the plan was not updated');
        if (Object.keys(changes).length > 0) await reschedule(tx, plan, owner, site, at);
        return plan;
      });
    },

    async notifyPartner(owner) {
      const at = now();
      return db.transaction(async (tx) => {
        const [plan] = await tx
          .update(plans)
          .set({ partnerNotifiedAt: at })
          .where(
            and(
              eq(plans.userId, owner.id),
              eq(plans.status, 'active'),
              isNull(plans.partnerNotifiedAt),
            ),
          )
          .returning();
        if (!plan?.partnerEmail) return false;
        await enqueueAt(
          tx,
          'plan.partner',
          partnerMail(wordsOf(plan, owner, site), plan.partnerEmail),
          at,
          owner.id,
        );
        return true;
      });
    },

    async drop(userId) {
      return db.transaction(async (tx) => (await endActive(tx, userId, 'dropped', now())) !== null);
    },

    async calendarOf(userId) {
      const plan = await activePlan(db, userId);
      return plan && { plan, checkIns: await checkInsOf(db, plan.id) };
    },

    async checkIn(token) {
      const row = await byToken(token);
      return row ? viewOf(row) : null;
    },

    async answer(token, answer, note) {
      const row = await byToken(token);
      if (!row) return null;
      const view = await viewOf(row);
      if (view === null || view === 'closed') return view;
      // Answering again changes the answer; a note given replaces the last one.
      const [updated] = await db
        .update(planCheckIns)
        .set({ answer, answeredAt: now(), ...(note !== undefined ? { note: note || null } : {}) })
        .where(eq(planCheckIns.id, row.id))
        .returning();
      return updated ? viewOf(updated) : null;
    },

    async stop(token) {
      const at = now();
      return db.transaction(async (tx) => {
        const [plan] = await tx
          .select()
          .from(plans)
          .where(eq(plans.stopTokenHash, hashToken(token)))
          .for('update');
        if (!plan) return false;
        await withdrawMail(tx, plan, at);
        if (plan.remindersStoppedAt === null)
          await tx.update(plans).set({ remindersStoppedAt: at }).where(eq(plans.id, plan.id));
        return true;
      });
    },
  };
}
