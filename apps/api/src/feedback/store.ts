// 360s in the database. A change that moves the report (a rater submits or withdraws) locks the
// 360's row and seals the batches again (@peak/scoring's sealBatches) in the same transaction, so
// the report is always made of whole batches, whatever runs at once. Rater mail (the invitation,
// two reminders) waits in the outbox, naming the 360's owner, and is withdrawn once the rater has
// answered, declined or been revoked. Raters are known by the SHA-256 of their link's token only.
import { randomUUID } from 'node:crypto';
import { NOT_SEEN, observerItems } from '@peak/content';
import type {
  FeedbackDetail,
  FeedbackGroup,
  FeedbackPrediction,
  FeedbackReportView,
  FeedbackRowView,
  FeedbackSummary,
  RaterSaveRequest,
  RaterView,
} from '@peak/contracts';
import {
  FEEDBACK_CLOSED,
  FEEDBACK_FULL,
  FEEDBACK_INCOMPLETE,
  FEEDBACK_MINUTES,
  FEEDBACK_OPEN_DAYS,
  FEEDBACK_RATERS_MAX,
  FEEDBACK_WITHDRAWN,
  PREDICTIONS_LOCKED,
} from '@peak/contracts';
import {
  type Batch,
  buildFeedbackReport,
  CAPABILITIES,
  type CapabilityName,
  FAMILIES,
  type FamilyName,
  type FeedbackRow,
  groupMinimum,
  type Prediction,
  RATER_GROUPS,
  type RaterGroup,
  sealBatches,
  shownGroup,
} from '@peak/scoring';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { hashToken, newToken } from '../auth/tokens';
import type { Db, Executor } from '../db/client';
import { assessmentResults, feedback, feedbackLinks, feedbackRaters, outbox } from '../db/schema';
import { normSourceOf } from '../norms/digest';
import { enqueueMailAt, withdrawable, withdrawPending } from '../outbox/enqueue';
import { mentionsName, shuffledFor } from './comments';
import { type InvitationWords, invitationMail, reminderMail, reminderTimes } from './mails';

export type FeedbackRowRecord = typeof feedback.$inferSelect;
export type RaterRecord = typeof feedbackRaters.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface FeedbackOwner {
  id: string;
  firstName: string;
}

export interface FeedbackSite {
  siteUrl: string;
  siteName: string;
}

/** A request the store turns down: the status and the message to answer with. */
export interface Refusal {
  refused: 409 | 410 | 400 | 404;
  message: string;
}
export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'refused' in value;
const refuse = (refused: Refusal['refused'], message: string): Refusal => ({ refused, message });

export const FEEDBACK_SENT = 'Your answers have been sent. To take them back, withdraw them.';
export const FEEDBACK_UNKNOWN_ITEM = 'An answer names a statement this form does not have.';
const NOT_FOUND = refuse(404, 'Not Found');
const DAY_MS = 86_400_000;

/** The observer form as a rater meets it, by family, and which capability each item scores. */
const FAMILY_OF = new Map(CAPABILITIES.map((c) => [c.name, c.family as FamilyName]));
const ITEMS = observerItems.map((item) => ({
  questionId: item.questionId,
  capability: item.capability,
  family: FAMILY_OF.get(item.capability as CapabilityName) ?? '',
  text: item.text,
  options: item.responseOptions.map((o) => ({ score: o.score, text: o.text })),
}));
const ITEM_IDS = new Set(ITEMS.map((i) => i.questionId));
const CAPABILITY_OF = new Map(
  observerItems.map((i) => [i.questionId, i.capability as CapabilityName]),
);
const FAMILY_NAMES = FAMILIES.map((f) => f.name);

export type BuiltReport = Omit<FeedbackReportView, 'feedback'>;
/**
 * What a 360's report is made of, besides answers that cannot change once sealed: a batch's id
 * names its raters for good (a new seal is a new id).
 */
const reportKey = (row: FeedbackRowRecord) =>
  JSON.stringify([row.resultId, row.minimum, row.batches.map((b) => b.id), row.predictions]);

const iso = (date: Date) => date.toISOString();
const isOpen = (row: { closesAt: Date }, now: number) => row.closesAt.getTime() > now;
/** A rater still in the 360: not withdrawn, and not revoked before they sent their answers. */
/** The columns of a rater that say where they stand, without their answers. */
const RATER_STATE = {
  id: feedbackRaters.id,
  group: feedbackRaters.group,
  email: feedbackRaters.email,
  createdAt: feedbackRaters.createdAt,
  revokedAt: feedbackRaters.revokedAt,
  showAsManager: feedbackRaters.showAsManager,
  submittedAt: feedbackRaters.submittedAt,
  withdrawnAt: feedbackRaters.withdrawnAt,
  spent: feedbackRaters.spent,
};
type RaterState = Pick<RaterRecord, keyof typeof RATER_STATE>;
/** A rater's state as read by raw SQL (see send). */
interface SentRow {
  id: string;
  group: string;
  email: string | null;
  created_at: Date | string;
  revoked_at: Date | string | null;
  show_as_manager: boolean;
  submitted_at: Date | string | null;
  withdrawn_at: Date | string | null;
  spent: boolean;
  sent: boolean;
}
/** In the order the raters sent their answers (those who have not, last), then as invited. */
const bySubmission = (a: RaterState, b: RaterState) =>
  (a.submittedAt?.getTime() ?? Number.POSITIVE_INFINITY) -
    (b.submittedAt?.getTime() ?? Number.POSITIVE_INFINITY) ||
  a.createdAt.getTime() - b.createdAt.getTime();
const isLive = (r: RaterState) => !r.withdrawnAt && !(r.revokedAt && !r.submittedAt);
const isSubmitted = (r: RaterState) => Boolean(r.submittedAt) && !r.withdrawnAt;
const entryOf = (r: RaterState) => ({
  raterId: r.id,
  group: r.group as RaterGroup,
  showAsManager: r.showAsManager,
});

/** Each group as the person may see it: counts only from the minimum invited, never who. */
export function groupsOf(row: FeedbackRowRecord, raters: readonly RaterState[]): FeedbackGroup[] {
  const minimum = row.minimum;
  const inBatch = new Set(row.batches.flatMap((b) => b.raterIds));
  return RATER_GROUPS.map((group) => {
    // Invited: all but those revoked before they answered (one who withdrew was invited).
    const mine = raters.filter((r) => r.group === group && !(r.revokedAt && !r.submittedAt));
    const answered = mine.filter(isSubmitted).length;
    const shown = row.batches.some((b) => b.group === group);
    const waiting = raters.filter(
      (r) => isSubmitted(r) && !r.spent && !inBatch.has(r.id) && shownGroup(entryOf(r)) === group,
    ).length;
    const counted = mine.length >= minimum;
    return {
      group,
      invited: mine.length,
      answered: counted ? answered : null,
      needed: shown ? 0 : counted && group !== 'manager' ? Math.max(0, minimum - waiting) : null,
      shown,
    };
  });
}

const summaryOf = (
  row: FeedbackRowRecord,
  raters: readonly RaterState[],
  now: number,
): FeedbackSummary => ({
  id: row.id,
  resultId: row.resultId,
  createdAt: iso(row.createdAt),
  closesAt: iso(row.closesAt),
  open: isOpen(row, now),
  minimum: row.minimum,
  groups: groupsOf(row, raters),
  predictions: row.predictions as FeedbackPrediction[],
});

/** A figure as the API answers it (an infinite error, "too few", is null in JSON anyway). */
const rowView = (row: FeedbackRow): FeedbackRowView => ({
  level: row.scale.level,
  name: row.scale.name,
  self: row.self,
  groups: row.groups,
  allOthers: row.allOthers,
  gap: row.gap
    ? { ...row.gap, error: Number.isFinite(row.gap.error) ? row.gap.error : null }
    : null,
});

/** The person's own scores from their saved result: capabilities, and families fully answered. */
function selfScores(stored: unknown) {
  const source = normSourceOf(stored);
  const capabilities: Partial<Record<CapabilityName, number | null>> = {};
  const families: Partial<Record<FamilyName, number | null>> = {};
  for (const c of source?.capabilityScores ?? []) capabilities[c.capability] = c.score;
  for (const f of source?.familyScores ?? [])
    families[f.family] = f.missing.length === 0 ? f.score : null;
  return { capabilities, families };
}

export function feedbackStore(
  db: Db,
  site: FeedbackSite,
  options: { minimum: number },
  clock: () => number = Date.now,
) {
  const minimum = groupMinimum(options.minimum);

  /**
   * The last report built for each 360 in this process, with what it was built from: its batches
   * (which raters count; a sealed rater's answers no longer change), predictions, minimum and
   * self result. Any change to those is a new key, so every instance's copy stays right by itself.
   */
  const built360s = new LRUCache<string, { key: string; report: BuiltReport }>({
    max: 500,
    // A 360 deleted elsewhere (with its account) is never served again (its row is gone), and its
    // copy here leaves memory within this time.
    ttl: 10 * 60_000,
  });

  async function buildReport(row: FeedbackRowRecord): Promise<BuiltReport> {
    const inBatch = [...new Set(row.batches.flatMap((b) => b.raterIds))];
    const [[result], counted, asker] = await Promise.all([
      db
        .select({ digest: assessmentResults.digest, results: assessmentResults.results })
        .from(assessmentResults)
        .where(eq(assessmentResults.id, row.resultId)),
      inBatch.length === 0
        ? []
        : db
            .select({
              id: feedbackRaters.id,
              responses: feedbackRaters.responses,
              comments: feedbackRaters.comments,
            })
            .from(feedbackRaters)
            .where(and(eq(feedbackRaters.feedbackId, row.id), inArray(feedbackRaters.id, inBatch)))
            .orderBy(asc(feedbackRaters.submittedAt), asc(feedbackRaters.createdAt)),
      askerOf(db, row),
    ]);
    const report = buildFeedbackReport({
      self: selfScores(result?.digest ?? result?.results),
      raters: counted.map((r) => ({ raterId: r.id, answers: r.responses })),
      batches: row.batches as Batch[],
      capabilityOf: CAPABILITY_OF,
      predictions: row.predictions as Prediction[],
      minimum: row.minimum,
    });
    const comments = FAMILY_NAMES.map((family) => {
      const texts = counted
        .map((r) => ({ id: `${r.id}:${family}`, text: r.comments[family]?.trim() ?? '' }))
        .filter((c) => c.text.length > 0);
      return {
        family,
        texts: shuffledFor(row.id, texts, (c) => c.id).map((c) => ({
          text: c.text,
          mentionsName: mentionsName(c.text, asker),
        })),
      };
    });
    return {
      counted: report.counted,
      allOthersShown: report.allOthersShown,
      shown: report.shown,
      capabilities: report.capabilities.map(rowView),
      families: report.families.map(rowView),
      predictions: report.predictions,
      comments,
    };
  }

  /** The raters' states without their answers: what sealing and the counts need. */
  const statesOf = (tx: Executor, feedbackId: string) =>
    tx
      .select(RATER_STATE)
      .from(feedbackRaters)
      .where(eq(feedbackRaters.feedbackId, feedbackId))
      .orderBy(asc(feedbackRaters.submittedAt), asc(feedbackRaters.createdAt));

  async function mineFor(tx: Executor, userId: string, id: string, lock = false) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const query = tx
      .select()
      .from(feedback)
      .where(and(eq(feedback.id, id), eq(feedback.userId, userId)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async function detailOf(tx: Executor, row: FeedbackRowRecord): Promise<FeedbackDetail> {
    const raters = await statesOf(tx, row.id);
    const links = await tx
      .select()
      .from(feedbackLinks)
      .where(eq(feedbackLinks.feedbackId, row.id))
      .orderBy(asc(feedbackLinks.createdAt));
    return {
      ...summaryOf(row, raters, clock()),
      invitations: raters
        .filter((r) => r.email)
        .map((r) => ({
          id: r.id,
          group: r.group as RaterGroup,
          email: r.email as string,
          createdAt: iso(r.createdAt),
          revoked: Boolean(r.revokedAt),
        })),
      links: links.map((l) => ({
        id: l.id,
        group: l.group as RaterGroup,
        createdAt: iso(l.createdAt),
        revoked: Boolean(l.revokedAt),
      })),
    };
  }

  /**
   * Seals the batches again after a submit or a withdrawal, under the 360's row lock, from the
   * raters' states (read now unless given); the first answer's time is set with them (it locks the
   * predictions), and raters whose batch dissolved are marked spent in the same statement.
   */
  async function reseal(
    tx: Tx,
    row: FeedbackRowRecord,
    firstAnswerAt = row.firstAnswerAt,
    states?: readonly RaterState[],
  ) {
    const raters = states ?? (await statesOf(tx, row.id));
    const submitted = raters.filter(isSubmitted);
    const sealing = sealBatches(
      submitted.map(entryOf),
      {
        batches: row.batches as Batch[],
        spent: new Set(raters.filter((r) => r.spent).map((r) => r.id)),
      },
      { minimum: row.minimum, newId: randomUUID },
    );
    const newlySpent = [...sealing.spent].filter((id) => !raters.find((r) => r.id === id)?.spent);
    const sealed = tx
      .update(feedback)
      .set({
        batches: sealing.batches.map((b) => ({ ...b, raterIds: [...b.raterIds] })),
        firstAnswerAt,
      })
      .where(eq(feedback.id, row.id));
    if (newlySpent.length === 0) await sealed;
    else
      await tx.execute(
        sql`with spent as (${tx.update(feedbackRaters).set({ spent: true }).where(inArray(feedbackRaters.id, newlySpent)).getSQL()}) ${sealed.getSQL()}`,
      );
  }

  /**
   * Sends the answers of the token's rater if they may be sent now (complete, neither sent,
   * withdrawn nor revoked; the 360 is open and locked), takes their mail not yet out back, and
   * reads every rater's state as it is after, in one statement. Null when the rater may not send:
   * then the caller reads the rater and says why.
   */
  async function send(tx: Tx, row: FeedbackRowRecord, hash: string, at: Date) {
    const result = await tx.execute(sql`
      with sent as (
        update ${feedbackRaters} set submitted_at = ${at.toISOString()}::timestamptz
        where token_hash = ${hash} and feedback_id = ${row.id} and submitted_at is null
          and withdrawn_at is null and revoked_at is null
          and json_array_length(responses) = ${ITEM_IDS.size}
        returning id, outbox_ids
      ), mail as (
        delete from ${outbox}
        where id in (select json_array_elements_text(outbox_ids)::uuid from sent)
          and ${withdrawable(at)}
      )
      select id, "group", email, created_at, revoked_at, show_as_manager, submitted_at,
        withdrawn_at, spent, id in (select id from sent) as sent
      from ${feedbackRaters} where feedback_id = ${row.id}`);
    const rows = (result as unknown as { rows: SentRow[] }).rows;
    if (!rows.some((r) => r.sent)) return null;
    // The statement's own read sees the raters as they were before its update.
    return rows
      .map(
        (r): RaterState => ({
          id: r.id,
          group: r.group,
          email: r.email,
          createdAt: new Date(r.created_at),
          revokedAt: r.revoked_at ? new Date(r.revoked_at) : null,
          showAsManager: r.show_as_manager,
          submittedAt: r.sent ? at : r.submitted_at ? new Date(r.submitted_at) : null,
          withdrawnAt: r.withdrawn_at ? new Date(r.withdrawn_at) : null,
          spent: r.spent,
        }),
      )
      .sort(bySubmission);
  }

  /** Takes the rater's mail that has not gone out yet back from the outbox. */
  const withdrawMail = (tx: Executor, rater: RaterRecord) =>
    withdrawPending(tx, rater.outboxIds, new Date(clock()));

  /** A rater by their own link, or a group link (then `rater` is null until they first save). */
  async function byToken(tx: Executor, token: string, lock = false) {
    const hash = hashToken(token);
    const query = tx.select().from(feedbackRaters).where(eq(feedbackRaters.tokenHash, hash));
    const [rater] = lock ? await query.for('update') : await query;
    if (rater) {
      if (rater.revokedAt && !rater.submittedAt) return null;
      return { rater, link: null, feedbackId: rater.feedbackId, group: rater.group as RaterGroup };
    }
    const [link] = await tx
      .select()
      .from(feedbackLinks)
      .where(and(eq(feedbackLinks.tokenHash, hash), isNull(feedbackLinks.revokedAt)));
    if (!link) return null;
    return { rater: null, link, feedbackId: link.feedbackId, group: link.group as RaterGroup };
  }

  /**
   * The token's rater (or group link) with its 360's row locked, the rater read under the lock
   * (and its row locked too, so a save in flight lands first): every change to a 360's raters
   * holds the 360's lock first, so changes never interleave or deadlock.
   */
  async function lockedByToken(tx: Tx, token: string) {
    const row = await lockByHash(tx, hashToken(token));
    const found = row ? await byToken(tx, token, true) : null;
    return found && row ? { found, row } : null;
  }

  /** The 360 of a rater's or a group link's token hash, its row locked. */
  async function lockByHash(tx: Tx, hash: string) {
    const [row] = await tx
      .select()
      .from(feedback)
      .where(
        eq(
          feedback.id,
          sql`(select ${feedbackRaters.feedbackId} from ${feedbackRaters} where ${feedbackRaters.tokenHash} = ${hash}
            union all select ${feedbackLinks.feedbackId} from ${feedbackLinks} where ${feedbackLinks.tokenHash} = ${hash}
            limit 1)`,
        ),
      )
      .for('update');
    return row;
  }

  async function askerOf(tx: Executor, row: FeedbackRowRecord) {
    const [result] = await tx
      .select({ name: assessmentResults.userName })
      .from(assessmentResults)
      .where(eq(assessmentResults.id, row.resultId));
    return result?.name.trim().split(/\s+/)[0] || 'Someone you work with';
  }

  /** Only answers to the form's items, each once (the last wins). */
  const cleanResponses = (responses: RaterSaveRequest['responses']) => {
    const byId = new Map<string, number | null>();
    for (const r of responses) {
      if (!ITEM_IDS.has(r.questionId)) return null;
      byId.set(r.questionId, r.doing);
    }
    return [...byId].map(([questionId, doing]) => ({ questionId, doing }));
  };

  /**
   * The report in two parts: the counts, read afresh, and the figures and comments, built once
   * for what they are made of (see built360s; the same object while that holds).
   */
  async function reportParts(userId: string, id: string) {
    const row = await mineFor(db, userId, id);
    if (!row) return null;
    const raters = await statesOf(db, row.id);
    const key = reportKey(row);
    const kept = built360s.get(row.id);
    const built = kept?.key === key ? kept.report : await buildReport(row);
    if (kept?.key !== key) built360s.set(row.id, { key, report: built });
    return { feedback: summaryOf(row, raters, clock()), built };
  }

  return {
    minimum,

    async start(owner: FeedbackOwner, resultId: string, closesAt?: Date) {
      const now = clock();
      const closes = closesAt ?? new Date(now + FEEDBACK_OPEN_DAYS.default * DAY_MS);
      const days = (closes.getTime() - now) / DAY_MS;
      if (days < FEEDBACK_OPEN_DAYS.min - 1 / 24 || days > FEEDBACK_OPEN_DAYS.max)
        return refuse(
          400,
          `A 360 closes between ${FEEDBACK_OPEN_DAYS.min} and ${FEEDBACK_OPEN_DAYS.max} days from now.`,
        );
      const [result] = await db
        .select({ id: assessmentResults.id })
        .from(assessmentResults)
        .where(and(eq(assessmentResults.id, resultId), eq(assessmentResults.userId, owner.id)));
      if (!result) return NOT_FOUND;
      const [row] = await db
        .insert(feedback)
        .values({ userId: owner.id, resultId, closesAt: closes, minimum, createdAt: new Date(now) })
        .returning();
      return detailOf(db, row as FeedbackRowRecord);
    },

    async list(userId: string): Promise<FeedbackSummary[]> {
      const rows = await db
        .select()
        .from(feedback)
        .where(eq(feedback.userId, userId))
        .orderBy(desc(feedback.createdAt));
      if (rows.length === 0) return [];
      const raters = await db
        .select({ ...RATER_STATE, feedbackId: feedbackRaters.feedbackId })
        .from(feedbackRaters)
        .where(
          inArray(
            feedbackRaters.feedbackId,
            rows.map((r) => r.id),
          ),
        );
      return rows.map((row) =>
        summaryOf(
          row,
          raters.filter((r) => r.feedbackId === row.id),
          clock(),
        ),
      );
    },

    async detail(userId: string, id: string) {
      const row = await mineFor(db, userId, id);
      return row ? detailOf(db, row) : null;
    },

    /** A personal invitation: the rater's link by mail now, and up to two reminders before the close. */
    async invite(owner: FeedbackOwner, id: string, email: string, group: RaterGroup) {
      return db.transaction(async (tx) => {
        const row = await mineFor(tx, owner.id, id, true);
        if (!row) return NOT_FOUND;
        const now = clock();
        if (!isOpen(row, now)) return refuse(410, FEEDBACK_CLOSED);
        const raters = await statesOf(tx, row.id);
        if (raters.length >= FEEDBACK_RATERS_MAX) return refuse(409, FEEDBACK_FULL);
        const address = email.trim().toLowerCase();
        if (raters.some((r) => r.email === address && isLive(r)))
          return refuse(409, 'This address is invited already.');
        const token = newToken();
        const words: InvitationWords = {
          to: address,
          askedBy: await askerOf(tx, row),
          siteUrl: site.siteUrl,
          siteName: site.siteName,
          closesAt: row.closesAt,
          minimum: row.minimum,
          token,
        };
        const names = { subject: owner.id };
        const outboxIds = [
          await enqueueMailAt(
            tx,
            'feedback.invitation',
            invitationMail(words),
            new Date(now),
            names,
          ),
        ];
        for (const [i, at] of reminderTimes(new Date(now), row.closesAt).entries())
          outboxIds.push(
            await enqueueMailAt(tx, 'feedback.reminder', reminderMail(words, i + 1), at, names),
          );
        await tx.insert(feedbackRaters).values({
          feedbackId: row.id,
          group,
          email: address,
          tokenHash: hashToken(token),
          createdAt: new Date(now),
          outboxIds,
        });
        return detailOf(tx, row);
      });
    },

    /** The invitation's link stops working unless its answers were sent (those stay, and theirs to withdraw). */
    async revokeInvitation(userId: string, id: string, raterId: string) {
      return db.transaction(async (tx) => {
        const row = await mineFor(tx, userId, id, true);
        if (!row || !/^[0-9a-f-]{36}$/i.test(raterId)) return NOT_FOUND;
        const [rater] = await tx
          .select()
          .from(feedbackRaters)
          .where(and(eq(feedbackRaters.id, raterId), eq(feedbackRaters.feedbackId, row.id)));
        if (!rater?.email) return NOT_FOUND;
        if (!rater.revokedAt) {
          await tx
            .update(feedbackRaters)
            .set({ revokedAt: new Date(clock()) })
            .where(eq(feedbackRaters.id, rater.id));
          await withdrawMail(tx, rater);
        }
        return detailOf(tx, row);
      });
    },

    async createLink(userId: string, id: string, group: RaterGroup) {
      return db.transaction(async (tx) => {
        const row = await mineFor(tx, userId, id, true);
        if (!row) return NOT_FOUND;
        if (!isOpen(row, clock())) return refuse(410, FEEDBACK_CLOSED);
        const token = newToken();
        const [link] = await tx
          .insert(feedbackLinks)
          .values({
            feedbackId: row.id,
            group,
            tokenHash: hashToken(token),
            createdAt: new Date(clock()),
          })
          .returning();
        const made = link as typeof feedbackLinks.$inferSelect;
        return {
          id: made.id,
          group,
          createdAt: iso(made.createdAt),
          revoked: false,
          url: `${site.siteUrl}/feedback/rate/${token}`,
        };
      });
    },

    async revokeLink(userId: string, id: string, linkId: string) {
      const row = await mineFor(db, userId, id);
      if (!row || !/^[0-9a-f-]{36}$/i.test(linkId)) return NOT_FOUND;
      const revoked = await db
        .update(feedbackLinks)
        .set({ revokedAt: new Date(clock()) })
        .where(
          and(
            eq(feedbackLinks.id, linkId),
            eq(feedbackLinks.feedbackId, row.id),
            isNull(feedbackLinks.revokedAt),
          ),
        )
        .returning({ id: feedbackLinks.id });
      if (revoked.length === 0) {
        const [exists] = await db
          .select({ id: feedbackLinks.id })
          .from(feedbackLinks)
          .where(and(eq(feedbackLinks.id, linkId), eq(feedbackLinks.feedbackId, row.id)));
        if (!exists) return NOT_FOUND;
      }
      return detailOf(db, row);
    },

    /** Predictions, until the first answer arrives; they replace any made before. */
    async predict(userId: string, id: string, predictions: FeedbackPrediction[]) {
      return db.transaction(async (tx) => {
        const row = await mineFor(tx, userId, id, true);
        if (!row) return NOT_FOUND;
        if (row.firstAnswerAt) return refuse(409, PREDICTIONS_LOCKED);
        const [updated] = await tx
          .update(feedback)
          .set({ predictions })
          .where(eq(feedback.id, row.id))
          .returning();
        return detailOf(tx, updated as FeedbackRowRecord);
      });
    },

    reportParts,

    async report(userId: string, id: string): Promise<FeedbackReportView | null> {
      const parts = await reportParts(userId, id);
      return parts && { feedback: parts.feedback, ...parts.built };
    },

    /** Deletes the 360 with its raters' answers, and takes their mail not yet sent back. */
    async remove(userId: string, id: string) {
      return db.transaction(async (tx) => {
        const row = await mineFor(tx, userId, id, true);
        if (!row) return false;
        built360s.delete(row.id);
        const raters = await tx
          .select({ outboxIds: feedbackRaters.outboxIds })
          .from(feedbackRaters)
          .where(eq(feedbackRaters.feedbackId, row.id));
        await withdrawPending(
          tx,
          raters.flatMap((r) => r.outboxIds),
          new Date(clock()),
        );
        await tx.delete(feedback).where(eq(feedback.id, row.id));
        return true;
      });
    },

    // The rater's side: the token is the key.

    async view(token: string): Promise<RaterView | Refusal> {
      const found = await byToken(db, token);
      if (!found) return NOT_FOUND;
      if (found.rater?.withdrawnAt) return refuse(410, FEEDBACK_WITHDRAWN);
      const [row] = await db.select().from(feedback).where(eq(feedback.id, found.feedbackId));
      if (!row) return NOT_FOUND;
      const rater = found.rater;
      return {
        askedBy: await askerOf(db, row),
        group: found.group,
        closesAt: iso(row.closesAt),
        open: isOpen(row, clock()),
        minutes: FEEDBACK_MINUTES,
        minimum: row.minimum,
        items: ITEMS,
        notSeen: NOT_SEEN,
        families: FAMILY_NAMES,
        responses: rater?.responses ?? [],
        comments: rater?.comments ?? {},
        showAsManager: rater?.showAsManager ?? false,
        submittedAt: rater?.submittedAt ? iso(rater.submittedAt) : null,
      };
    },

    /**
     * Saves the answers so far; through a group link, the first save makes the rater's own link.
     * A rater's own link, still open and not sent, saves in one statement; anything else (a group
     * link's first save, or a save to refuse) takes the 360's lock to decide.
     */
    async save(token: string, body: RaterSaveRequest) {
      const responses = cleanResponses(body.responses);
      if (!responses) return refuse(400, FEEDBACK_UNKNOWN_ITEM);
      const comments = Object.fromEntries(
        Object.entries(body.comments ?? {}).filter(([, text]) => text && text.length > 0),
      ) as Record<string, string>;
      const saved = await db
        .update(feedbackRaters)
        .set({
          responses,
          comments,
          showAsManager: sql`${feedbackRaters.group} = 'manager' and ${body.showAsManager === true}`,
        })
        .where(
          and(
            eq(feedbackRaters.tokenHash, hashToken(token)),
            isNull(feedbackRaters.submittedAt),
            isNull(feedbackRaters.withdrawnAt),
            isNull(feedbackRaters.revokedAt),
            sql`exists (select 1 from ${feedback} where ${feedback.id} = ${feedbackRaters.feedbackId} and ${feedback.closesAt} > ${new Date(clock())})`,
          ),
        )
        .returning({ id: feedbackRaters.id });
      if (saved.length === 1) return { saved: true as const };
      return db.transaction(async (tx) => {
        const locked = await lockedByToken(tx, token);
        if (!locked) return NOT_FOUND;
        const { found, row } = locked;
        if (found.rater?.withdrawnAt) return refuse(410, FEEDBACK_WITHDRAWN);
        if (!isOpen(row, clock())) return refuse(410, FEEDBACK_CLOSED);
        if (found.rater?.submittedAt) return refuse(409, FEEDBACK_SENT);
        const answers = {
          responses,
          comments,
          showAsManager: found.group === 'manager' && body.showAsManager === true,
        };
        if (found.rater) {
          await tx.update(feedbackRaters).set(answers).where(eq(feedbackRaters.id, found.rater.id));
          return { saved: true as const };
        }
        const count = await tx
          .select({ id: feedbackRaters.id })
          .from(feedbackRaters)
          .where(eq(feedbackRaters.feedbackId, row.id));
        if (count.length >= FEEDBACK_RATERS_MAX) return refuse(409, FEEDBACK_FULL);
        const own = newToken();
        await tx.insert(feedbackRaters).values({
          feedbackId: row.id,
          group: found.group,
          linkId: found.link?.id ?? null,
          tokenHash: hashToken(own),
          createdAt: new Date(clock()),
          ...answers,
        });
        return { saved: true as const, token: own };
      });
    },

    /** Sends the saved answers: every item answered ("not seen" counts), then the batches seal. */
    async submit(token: string) {
      return db.transaction(async (tx) => {
        // The usual case in three statements: lock the 360, send, seal.
        const hash = hashToken(token);
        const open = await lockByHash(tx, hash);
        const now = new Date(clock());
        const states = open && isOpen(open, now.getTime()) && (await send(tx, open, hash, now));
        if (open && states) {
          await reseal(tx, open, open.firstAnswerAt ?? now, states);
          return { submittedAt: iso(now) };
        }
        // Anything else, read as the rater is, under the 360's lock, to say why.
        const locked = await lockedByToken(tx, token);
        if (!locked) return NOT_FOUND;
        const { found, row } = locked;
        if (!found.rater) return refuse(400, FEEDBACK_INCOMPLETE);
        const rater = found.rater;
        if (rater.withdrawnAt) return refuse(410, FEEDBACK_WITHDRAWN);
        if (!isOpen(row, clock())) return refuse(410, FEEDBACK_CLOSED);
        if (rater.submittedAt) return { submittedAt: iso(rater.submittedAt) };
        const answered = new Set(rater.responses.map((r) => r.questionId));
        if ([...ITEM_IDS].some((itemId) => !answered.has(itemId)))
          return refuse(400, FEEDBACK_INCOMPLETE);
        const at = new Date(clock());
        await tx
          .update(feedbackRaters)
          .set({ submittedAt: at })
          .where(eq(feedbackRaters.id, rater.id));
        await withdrawMail(tx, rater);
        await reseal(tx, row, row.firstAnswerAt ?? at);
        return { submittedAt: iso(at) };
      });
    },

    /** Withdraws (or, before sending, declines): the answers go, and the batch they were in dissolves. */
    async withdraw(token: string) {
      return db.transaction(async (tx) => {
        const locked = await lockedByToken(tx, token);
        if (!locked) return NOT_FOUND;
        const { found, row } = locked;
        if (!isOpen(row, clock())) return refuse(410, FEEDBACK_CLOSED);
        // A group link that was never saved through has nothing to take back.
        if (!found.rater) return { withdrawn: true as const };
        const rater = found.rater;
        if (rater.withdrawnAt) return { withdrawn: true as const };
        await tx
          .update(feedbackRaters)
          .set({ withdrawnAt: new Date(clock()), responses: [], comments: {} })
          .where(eq(feedbackRaters.id, rater.id));
        await withdrawMail(tx, rater);
        if (rater.submittedAt) await reseal(tx, row);
        built360s.delete(row.id);
        return { withdrawn: true as const };
      });
    },
  };
}

export type FeedbackStore = ReturnType<typeof feedbackStore>;

/** The person's 360s for their data export: each with its invitations and its report. */
export async function accountFeedback(db: Db, userId: string, at: Date) {
  const store = feedbackStore(db, { siteUrl: '', siteName: '' }, { minimum: 3 }, () =>
    at.getTime(),
  );
  const mine = await store.list(userId);
  return Promise.all(
    mine.map(async ({ id }) => {
      const detail = (await store.detail(userId, id)) as FeedbackDetail;
      const { feedback: _summary, ...report } = (await store.report(
        userId,
        id,
      )) as FeedbackReportView;
      return { ...detail, report };
    }),
  );
}
