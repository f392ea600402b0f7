// One schema for PGlite and PostgreSQL. Content collections are Payload-style documents (jsonb);
// accounts, sessions, saved results and contact messages are plain relational tables.
import { documentTable } from '@peak/content-api';
import {
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
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

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    userId: text('user_id').notNull(),
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

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** Stories already written, by a hash of the facts they were written from. */
export const stories = pgTable('stories', {
  key: text('key').primaryKey(),
  story: text('story').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const documentTables = {
  posts,
  authors,
  media,
  rules,
  content,
  'static-content': staticContent,
  questions,
  'knowledge-objects': knowledgeObjects,
} as const;
