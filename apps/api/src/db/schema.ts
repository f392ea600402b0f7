// One schema for PGlite and PostgreSQL. Content collections are Payload-style documents (jsonb);
// accounts, sessions, saved results, leads and the outbox are plain relational tables.
import { documentTable } from '@peak/content-api';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Every content collection has the same columns (the content API's document table).
export type { DocumentTable } from '@peak/content-api';

export const posts = documentTable('posts');
export const authors = documentTable('authors');
export const media = documentTable('media');
export const rules = documentTable('rules');
export const content = documentTable('content');
export const staticContent = documentTable('static_content');
export const questions = documentTable('questions');
export const knowledgeObjects = documentTable('knowledge_objects');
/** Every global (site-settings, ...) as one document, its id the global's slug. */
export const globals = documentTable('globals');

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the owner proved the address (the mailed link, or a password reset); null: not yet. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
});

/**
 * The links mailed to an account (verify its address, reset its password), kept by the SHA-256 of
 * their token like sessions: a database leak reveals no usable link. Each is used at most once.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify-email' | 'password-reset'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * Every account that keeps a result, whichever provider signs it in (a local account's users.id, or
 * Clerk's user id): a result's foreign key refuses a result without its account, and the deletion
 * locks this row, so a save and a deletion of one account never interleave.
 */
export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Accounts deleted, by the SHA-256 of their id: a session token still valid after the deletion
 * (Clerk's live up to a minute) cannot give the account a row again.
 */
export const deletedAccounts = pgTable('deleted_accounts', {
  idHash: text('id_hash').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A session is stored by the SHA-256 of its token, so a database leak reveals no usable cookie. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userEmail: text('user_email').notNull(),
    userName: text('user_name').notNull(),
    assessmentName: text('assessment_name').notNull(),
    overallScore: doublePrecision('overall_score').notNull(),
    rawOverallScore: doublePrecision('raw_overall_score').notNull(),
    maturityLevel: text('maturity_level').notNull(),
    results: json('results').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The content version (questions and rules) the result was scored with; null before it was kept. */
    contentVersion: text('content_version'),
    /**
     * What makes two saves the same result (see assessment/result-key.ts), computed by the server;
     * null on rows saved before it was kept, which never match a new save.
     */
    resultKey: text('result_key'),
    /**
     * What the norms and the measurement's quality read of the result (its scores and answers, about
     * 1.5 kB; see norms/digest.ts), kept beside the 25-90 kB report so the norms never parse
     * reports; null on rows saved before it was kept, which are read from `results` instead.
     */
    digest: json('digest').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('assessment_results_user_idx').on(t.userId, t.createdAt),
    // One row per account and result: a repeated save finds the first one instead.
    uniqueIndex('assessment_results_user_key_idx').on(t.userId, t.resultKey),
  ],
);

/**
 * What the consultancy follows up: contact messages, team-assessment requests, accessibility barrier
 * reports, review requests made from a report and results shared with the consultancy when saved
 * (both carry what the person chose to share).
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<LeadKind>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    message: text('message').notNull(),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    /** The staff member following it up (their email). */
    owner: text('owner'),
    notes: text('notes').notNull().default(''),
    /** What a review request shares of the report: its headline figures, or the whole report. */
    shared: json('shared').$type<Record<string, unknown>>(),
    resultId: uuid('result_id'),
    /** The account that made it; null for visitors, and once that account is deleted. */
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the inbox's search reads: the lead's words, lower-cased, kept by the database. */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        sql`lower("name" || ' ' || "email" || ' ' || coalesce("company", '') || ' ' || "message" || ' ' || "notes")`,
      ),
  },
  (t) => [
    index('leads_created_idx').on(t.createdAt.desc(), t.id),
    index('leads_status_created_idx').on(t.status, t.createdAt.desc()),
    index('leads_user_idx').on(t.userId),
    index('leads_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);
export type LeadKind = 'contact' | 'team-assessment' | 'accessibility' | 'review' | 'shared-result';
export type LeadStatus = 'new' | 'contacted' | 'booked' | 'closed';

/**
 * Events (webhooks) and mail, written in the transaction of the change they report and delivered
 * from here with retries, so a crash loses none (outbox/).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<'webhook' | 'mail'>().notNull(),
    type: text('type').notNull(),
    payload: json('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A deliverer's claim: no other takes the row before this time. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Given up on (retries exhausted). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The account the row names (null: no one): deleting the account withdraws it while pending. */
    subjectUserId: text('subject_user_id'),
    /** When the payload of a delivered or given-up row was cleared (after the retention). */
    payloadClearedAt: timestamp('payload_cleared_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_subject_idx').on(t.subjectUserId).where(sql`"subject_user_id" IS NOT NULL`),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`"delivered_at" IS NULL AND "failed_at" IS NULL`),
    index('outbox_channel_created_idx').on(t.channel, t.createdAt),
  ],
);

/** Read-only links to a saved report, kept by the SHA-256 of their token. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    resultId: uuid('result_id')
      .notNull()
      .references(() => assessmentResults.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The owner's first name as it was when they made the link and chose to show it (null: the
     * page names no one). Taken from their account, never from the request.
     */
    firstName: text('first_name'),
  },
  (t) => [
    index('share_links_result_idx').on(t.resultId),
    index('share_links_user_idx').on(t.userId),
  ],
);

/** Shared counters (rate limits, failed sign-ins, budgets, quotas): one row per key and window. */
export const counters = pgTable(
  'counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('counters_reset_at_idx').on(t.resetAt)],
);

/**
 * The norms as published (see norms/snapshots.ts): every instance answers the latest one, so all
 * agree, and a new one is published only when enough accounts have saved since `cutoff`.
 */
export const normsSnapshots = pgTable('norms_snapshots', {
  seq: integer('seq').primaryKey(),
  /** The results counted are those saved at or before this time. */
  cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
  /** Accounts counted (each by its latest result). */
  n: integer('n').notNull(),
  /** Histograms, dates, quality and reliability figures (norms/figures.ts). */
  figures: json('figures').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The accounts the published norms snapshot counted, each by a fingerprint of its latest complete
 * result: a new snapshot waits until NORMS_BATCH accounts differ from these (norms/figures.ts).
 */
export const normsCounted = pgTable('norms_counted', {
  userId: text('user_id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
});

/** Stories already written, by a hash of the facts they were written from. */
export const stories = pgTable('stories', {
  key: text('key').primaryKey(),
  story: text('story').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A team: its pool of complete results, whose rounds its report serves (teams/rounds.ts). */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    organisation: text('organisation'),
    ownerId: text('owner_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Closed: no one joins any more; the report stays. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The pool's counts, never served as they are (null: to be recounted from the results). */
    counts: json('counts').$type<Record<string, unknown>>(),
    /** Members in the pool: their chosen result is complete. */
    counted: integer('counted').notNull().default(0),
    /** When the pool last changed. */
    reportAt: timestamp('report_at', { withTimezone: true }).notNull().defaultNow(),
    /** The pool's version: one more at each change of who counts or with which result. */
    poolVersion: integer('pool_version').notNull().default(0),
    /** The Clerk organization mirroring the team, when sign-in is Clerk's. */
    clerkOrgId: text('clerk_org_id'),
  },
  (t) => [index('teams_owner_idx').on(t.ownerId)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<'owner' | 'member'>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    /** The saved result chosen to count; null while none is chosen. */
    resultId: uuid('result_id'),
    /** The member's next saved complete result is to count. */
    awaitsNext: boolean('awaits_next').notNull().default(false),
    /** counted: the result is complete and in the pool; cannot-count: it leaves capabilities out. */
    state: text('state').$type<'no-result' | 'counted' | 'cannot-count'>().notNull(),
    stateAt: timestamp('state_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_members_team_user_idx').on(t.teamId, t.userId),
    index('team_members_user_idx').on(t.userId),
  ],
);

/**
 * Who is in a team's pool with which complete result, over which pool versions (from, until: in
 * versions from <= v < until; until null while in). Kept after the team is deleted, with its rounds,
 * so the rounds its readers were served stay comparable with any other team's.
 */
export const teamPool = pgTable(
  'team_pool',
  {
    teamId: uuid('team_id').notNull(),
    userId: text('user_id').notNull(),
    resultId: uuid('result_id').notNull(),
    fromVersion: integer('from_version').notNull(),
    untilVersion: integer('until_version'),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId, t.fromVersion] }),
    index('team_pool_closed_idx')
      .on(t.teamId, t.fromVersion, t.untilVersion)
      .where(sql`"until_version" IS NOT NULL`),
  ],
);

/** A round of a team's report: the pool at one version, as band counts; never changed. */
export const teamRounds = pgTable(
  'team_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id').notNull(),
    version: integer('version').notNull(),
    n: integer('n').notNull(),
    /** Null once the team is deleted: its people are kept, its counts are not. */
    counts: json('counts').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_rounds_team_version_idx').on(t.teamId, t.version)],
);

/** Which account was served which round: every later round it reads is held to these. */
export const teamRoundsServed = pgTable(
  'team_rounds_served',
  {
    userId: text('user_id').notNull(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => teamRounds.id, { onDelete: 'cascade' }),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roundId] })],
);

/** Invitation links, kept by the SHA-256 of their token. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('team_invitations_team_idx').on(t.teamId)],
);

export const documentTables = {
  posts,
  authors,
  media,
  rules,
  content,
  'static-content': staticContent,
  questions,
  'knowledge-objects': knowledgeObjects,
  globals,
} as const;

/**
 * A plan made from a saved report: one active per account (a partial unique index), earlier ones
 * kept as finished or dropped with their check-ins. Its mail waits in the outbox (`*_outbox_id`)
 * until due, so stopping or changing the plan withdraws what has not gone. Goes with its account.
 */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    resultId: uuid('result_id').references(() => assessmentResults.id, { onDelete: 'set null' }),
    capability: text('capability').notNull(),
    ifThen: text('if_then').notNull(),
    signal: text('signal').notNull(),
    cadence: text('cadence').$type<'weekly' | 'fortnightly' | 'none'>().notNull(),
    /** The local time of day the check-ins come, 'HH:MM', in `timeZone` (an IANA name). */
    localTime: text('local_time').notNull(),
    timeZone: text('time_zone').notNull(),
    status: text('status').$type<'active' | 'finished' | 'dropped'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    retakeDays: integer('retake_days').notNull(),
    retakeAt: timestamp('retake_at', { withTimezone: true }).notNull(),
    retakeOutboxId: uuid('retake_outbox_id'),
    /**
     * The key the mails' "stop these reminders" token (List-Unsubscribe) is made from, so every mail
     * of the plan, however often it changes, carries the same link; the token is found by its SHA-256.
     */
    linkKey: text('link_key').notNull(),
    stopTokenHash: text('stop_token_hash').notNull().unique(),
    remindersStoppedAt: timestamp('reminders_stopped_at', { withTimezone: true }),
    partnerEmail: text('partner_email'),
    partnerNotifiedAt: timestamp('partner_notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('plans_one_active_idx').on(t.userId).where(sql`"status" = 'active'`),
    index('plans_user_idx').on(t.userId, t.createdAt),
  ],
);

/** One check-in of a plan: when it is asked, its one-click token (SHA-256), and the answer. */
export const planCheckIns = pgTable(
  'plan_check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    outboxId: uuid('outbox_id'),
    answer: text('answer').$type<'done' | 'partly' | 'not-this-week'>(),
    note: text('note'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('plan_check_ins_plan_n_idx').on(t.planId, t.n)],
);

/**
 * A 360 started from a saved result: when it closes, the group minimum in force, the predictions
 * the person made before the first answer, and the sealed batches the report is made of (see
 * @peak/scoring's feedback/batches.ts), rewritten under the row's lock after every submit or
 * withdrawal.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    resultId: uuid('result_id')
      .notNull()
      .references(() => assessmentResults.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    minimum: integer('minimum').notNull(),
    predictions: json('predictions')
      .$type<Array<{ group: string; family: string; score: number }>>()
      .notNull()
      .default([]),
    firstAnswerAt: timestamp('first_answer_at', { withTimezone: true }),
    batches: json('batches')
      .$type<Array<{ id: string; group: string; raterIds: string[] }>>()
      .notNull()
      .default([]),
  },
  (t) => [index('feedback_user_idx').on(t.userId, t.createdAt)],
);

/** A link for one group of a 360, shared by hand: whoever opens it becomes a rater of its own. */
export const feedbackLinks = pgTable(
  'feedback_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    group: text('group').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('feedback_links_feedback_idx').on(t.feedbackId)],
);

/**
 * A rater of a 360: invited by mail (`email`) or come by a group link (`linkId`), their own link
 * (SHA-256 of its token), their answers and comments, and where they stand. `spent`: they were in a
 * batch that dissolved, and never count again. Their mail waits in the outbox (`outbox_ids`).
 */
export const feedbackRaters = pgTable(
  'feedback_raters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    group: text('group').notNull(),
    email: text('email'),
    linkId: uuid('link_id'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    responses: json('responses')
      .$type<Array<{ questionId: string; doing: number | null }>>()
      .notNull()
      .default([]),
    comments: json('comments').$type<Record<string, string>>().notNull().default({}),
    showAsManager: boolean('show_as_manager').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    spent: boolean('spent').notNull().default(false),
    outboxIds: json('outbox_ids').$type<string[]>().notNull().default([]),
  },
  (t) => [index('feedback_raters_feedback_idx').on(t.feedbackId, t.submittedAt)],
);

/**
 * The assessment's funnel as daily totals, one row per combination of bounded dimensions (the step,
 * the question position and id reached, the finished band, the minutes to finish, the first-touch
 * source): never a row per person, and nothing that could name one.
 */
export const funnelCounts = pgTable(
  'funnel_counts',
  {
    day: text('day').notNull(),
    step: text('step').notNull(),
    position: integer('position').notNull().default(0),
    questionId: text('question_id').notNull().default(''),
    band: text('band').notNull().default(''),
    minutes: integer('minutes').notNull().default(-1),
    source: text('source').notNull().default(''),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.day, t.step, t.position, t.questionId, t.band, t.minutes, t.source],
    }),
  ],
);

/** The weekly digests written, one per week (its Monday), whichever instance wrote it first. */
export const funnelDigests = pgTable('funnel_digests', {
  week: text('week').primaryKey(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
});
