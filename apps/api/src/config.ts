// The API's settings, read once from the environment and checked.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CmsEnvSchema, type CmsSettings, cmsSettings } from '@peak/content-api';
import { frontendApiOf } from '@peak/contracts/clerk';
import { z } from 'zod';
import type { OutboxSettings } from './outbox/worker';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

// A wrong id would make the form silently drop the field, so its shape is checked at start-up.
const optionalEntryId = optionalText.pipe(
  z
    .string()
    .regex(/^entry\.\d+$/, 'must be a form entry id such as entry.123456')
    .optional(),
);

/** A Standard Webhooks secret: whsec_ followed by base64. */
const whsecSecret = z
  .string()
  .regex(/^whsec_[A-Za-z0-9+/]{24,}={0,2}$/, 'must be whsec_ followed by base64 (24+ bytes)')
  .optional();

/** The variables a schema reads, checked: one error naming every wrong value. */
function parseEnv<T extends z.ZodType>(
  schema: T,
  env: Readonly<Record<string, string | undefined>>,
): z.output<T> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`invalid environment: ${problems}`);
}

export { readCmsConfig } from '@peak/content-api';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: optionalText,
  // Where the shared counters live when not in the database: rate limits, failed sign-ins, the
  // story budget, for every instance alike (save quotas are counted from the saved rows).
  REDIS_URL: optionalText.pipe(
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  DATA_DIR: z.string().default(join(repoRoot, '.data')),
  WEB_DIST: z.string().default(join(repoRoot, 'apps', 'web', 'dist', 'client')),
  CONTENT_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5_000),
  // Set: the content API is a caching gateway to this hosted Payload CMS (see @peak/content-api).
  ...CmsEnvSchema.shape,
  // With CMS_URL: the secret the CMS signs its change notices with (POST /api/content/revalidate),
  // as Standard Webhooks say (whsec_ followed by base64); the CMS's SITE_REVALIDATE_SECRET.
  CMS_REVALIDATE_SECRET: optionalText.pipe(whsecSecret),
  // With CMS_URL: the secret the CMS signs its preview links with (its SITE_PREVIEW_SECRET); set,
  // GET /api/preview/posts/{id} opens a post's latest version, a draft too, for a signed link.
  CMS_PREVIEW_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  ),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  CLERK_JWT_KEY: optionalText,
  CLERK_SECRET_KEY: optionalText,
  CLERK_AUTHORIZED_PARTIES: optionalText,
  CLERK_PUBLISHABLE_KEY: optionalText,
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText,
  OPENAI_MODEL: z.string().default('gpt-4'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  // The origin of the privacy-friendly analytics script, e.g. https://plausible.io, when the site uses it.
  ANALYTICS_ORIGIN: optionalText.pipe(
    z.url({ protocol: /^https$/, error: 'must be an https origin' }).optional(),
  ),
  // How many proxies stand in front of the API, or their addresses: never "trust everything".
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx) => {
      if (v === '' || v === 'false' || v === '0') return false as const;
      if (/^[1-9]\d?$/.test(v)) return Number(v);
      const list = v.split(',').map((s) => s.trim());
      if (list.every((a) => /^[0-9a-f.:/]+$/i.test(a) && /[.:]/.test(a))) return list;
      ctx.addIssue({
        code: 'custom',
        message:
          'must be false, the number of proxies in front of the API (1-99), or a comma-separated list of their addresses or CIDR ranges; "true" (trust every hop) is refused because a client could then pick its own address',
      });
      return z.NEVER;
    }),
  DEBUG_ENDPOINTS: z.enum(['0', '1']).default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Requests per minute and client address; load runs raise them (pnpm verify:load).
  RATE_LIMIT_READS: z.coerce.number().int().min(1).default(600),
  // Expensive content reads (a where of cost 20 or more) that may start each second, all clients together.
  HEAVY_READS_PER_SECOND: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGN_UP: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CONTACT: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_STORY: z.coerce.number().int().min(1).default(10),
  // Team changes (create, invite, join, choose a result, leave) per minute and client address.
  RATE_LIMIT_TEAMS: z.coerce.number().int().min(1).default(30),
  // A team report shows once this many members have a result in it, and results enter it in groups
  // of at least this many (never under 3: a group of two reveals each to the other).
  TEAM_MIN_RESPONSES: z.coerce.number().int().min(3).default(5),
  TEAM_MAX_MEMBERS: z.coerce.number().int().min(3).default(200),
  TEAMS_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  TEAM_INVITATIONS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  // Funnel event batches per minute and client address, and how often their totals are written.
  RATE_LIMIT_EVENTS: z.coerce.number().int().min(1).default(120),
  FUNNEL_FLUSH_MS: z.coerce.number().int().min(50).default(1000),
  // How often each instance looks whether the weekly digest to STAFF_EMAILS is due (0: never).
  DIGEST_CHECK_MS: z.coerce.number().int().min(0).default(900_000),
  // A 360 shows a group once this many of its raters have answered (never under 3).
  RATER_MIN_GROUP: z.coerce.number().int().min(3).default(3),
  // Rater invitations (each a mail to someone without an account) an account may send in a day.
  FEEDBACK_INVITATIONS_PER_DAY: z.coerce.number().int().min(1).default(100),
  // Model-written stories a day, across all instances; past it the local writer answers.
  STORY_MODEL_DAILY_BUDGET: z.coerce.number().int().min(0).default(500),
  // Saves (each one scored on the server) per minute, per account and per client address alike;
  // a repeat of a result already stored counts too.
  RATE_LIMIT_SAVES: z.coerce.number().int().min(1).default(10),
  // Saves per account: an hourly rate and a total quota of stored results.
  SAVES_PER_HOUR: z.coerce.number().int().min(1).default(60),
  SAVED_RESULTS_MAX: z.coerce.number().int().min(1).default(500),
  // The norms (GET /api/norms): histograms shown from this many accounts on (never under 10: a
  // histogram of a handful says too much about each of them).
  NORMS_MIN_RESPONDENTS: z.coerce.number().int().min(10).default(200),
  // A new norms snapshot is published only once this many accounts have saved since the last one,
  // so two answers never differ by one person's result (never under 2).
  NORMS_BATCH: z.coerce.number().int().min(2).default(10),
  // How old the cached norms may grow before a read or a save starts their refresh (at least 1 s:
  // each refresh reads the database).
  NORMS_REFRESH_MS: z.coerce.number().int().min(1000).default(60_000),
  // The site's public origin, for links in mail (a saved report, a share link).
  SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) origin' }).optional(),
  // Staff (the leads inbox at /staff): these accounts' emails, comma-separated, and with Clerk the
  // members of this organization.
  STAFF_EMAILS: z.string().default(''),
  CLERK_STAFF_ORG_ID: optionalText,
  RATE_LIMIT_LEADS: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_ACCOUNT: z.coerce.number().int().min(1).default(30),
  // Per client per window: the plans' one-click check-in and stop links (no sign-in).
  RATE_LIMIT_CHECK_INS: z.coerce.number().int().min(1).default(30),
  // Events (lead.created, lead.updated, assessment.saved, team.created) are posted here, signed as
  // Standard Webhooks say with this secret (whsec_ followed by base64).
  WEBHOOK_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  WEBHOOK_SECRET: optionalText.pipe(whsecSecret),
  // Mail goes out through this SMTP server (smtp:// or smtps://); without it, it stays in the
  // outbox for `pnpm mail:list`.
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.string().default('Peak Partners <hello@peakpartners.example>'),
  // The outbox's delivery: how often it looks for due rows (tests go down to 50 ms), how long one
  // delivery may take, and within how long the first retry comes (each later one doubles it).
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  OUTBOX_ATTEMPT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(600_000).default(10_000),
  // Deliveries at once in each instance (every channel together); once more rows are due than
  // that, half of them are claimed at a time.
  OUTBOX_SLOTS: z.coerce.number().int().min(1).max(500).default(50),
  // The connections each instance keeps open to SMTP_URL and sends mail over, one message at a
  // time on each (a mail server may take only a few from one client).
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(5),
  // Days a delivered or given-up outbox row keeps its payload (what it said of a person) before
  // the worker clears it.
  OUTBOX_PAYLOAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Share links: days until a new one expires by default, and at most.
  SHARE_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // The spreadsheet form (Google Forms) that mirrors contact messages: its formResponse URL and the
  // entry id of each field, e.g. entry.123456.
  GOOGLE_FORM_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL (the form's formResponse URL)" })
      .optional(),
  ),
  GOOGLE_FORM_ENTRY_NAME: optionalEntryId,
  GOOGLE_FORM_ENTRY_EMAIL: optionalEntryId,
  GOOGLE_FORM_ENTRY_COMPANY: optionalEntryId,
  GOOGLE_FORM_ENTRY_MESSAGE: optionalEntryId,
});

export interface AppConfig {
  production: boolean;
  host: string;
  port: number;
  databaseUrl?: string;
  /** Redis for the shared counters; the database holds them when unset. */
  redisUrl?: string;
  dataDir: string;
  webDist: string;
  contentCacheTtlMs: number;
  /** A hosted Payload CMS the content API reads through (a caching gateway); unset: our database. */
  cms?: CmsSettings;
  /**
   * With `cms`: the secret the CMS signs its change notices with; set, POST /api/content/revalidate
   * makes the changed content's cached answers stale at once.
   */
  cmsRevalidateSecret?: string;
  /**
   * With `cms`: the secret the CMS signs its preview links with; set, GET /api/preview/posts/{id}
   * answers a post's latest version (a draft too) for a link signed with it.
   */
  cmsPreviewSecret?: string;
  sessionTtlDays: number;
  clerk?: { jwtKey?: string; secretKey?: string; authorizedParties?: string[] };
  /** Clerk's frontend API host, allowed in the content security policy when the site signs in with Clerk. */
  clerkFrontendApi?: string;
  /** Allowed to serve scripts and receive events when analytics are on. */
  analyticsOrigin?: string;
  /** Proxies whose forwarded headers are believed: a hop count or their addresses; false for none. */
  trustProxy: false | number | string[];
  /** The spreadsheet-form debug calls, only when DEBUG_ENDPOINTS=1. */
  debugEndpoints: boolean;
  logLevel: string;
  /** Per-route limits; tests and load runs may raise them. */
  rateLimits: {
    reads: number;
    signIn: number;
    signUp: number;
    contact: number;
    story: number;
    teams: number;
    /** Review requests and other leads made from the site (the contact form has its own). */
    leads: number;
    /** Account, share-link and data calls. */
    account: number;
    /** Saves of results, per account and per client address alike. */
    saves: number;
    /** The plans' one-click check-in and stop links, per client. */
    checkIns: number;
    /** Funnel event batches, per client address. */
    events: number;
    windowMs: number;
  };
  heavyReadsPerSecond: number;
  storyModelDailyBudget: number;
  saves: { perHour: number; max: number };
  /** The norms: shown from `minRespondents` accounts, republished per `batch` savers, refreshed per `refreshMs`. */
  norms: { minRespondents: number; batch: number; refreshMs: number };
  /** Teams: the report's minimum group, and the quotas. */
  teams: {
    minResponses: number;
    maxMembers: number;
    perAccount: number;
    invitationsPerHour: number;
  };
  /** How often the funnel's totals held in memory are written. */
  funnelFlushMs: number;
  /** How often the weekly digest is looked for (0: never). */
  digestCheckMs: number;
  /** 360s: the group minimum, and the invitations an account may send in a day. */
  feedback: { minGroup: number; invitationsPerDay: number };
  /** The chat-completion service that writes the story; without it the story is composed locally. */
  openai?: { apiKey: string; baseUrl?: string; model: string; timeoutMs: number };
  /** Set only when the form URL and all four entry ids are. */
  googleForm?: GoogleFormConfig;
  /** The public origin links in mail point to. */
  siteUrl: string;
  /** Staff accounts (lower-cased emails), and the Clerk organization whose members are staff. */
  staff: { emails: string[]; clerkOrgId?: string };
  /** Where events are posted, signed with the secret; unset: no event is recorded. */
  webhook?: { url: string; secret: string };
  /** Where mail is sent (over at most `maxConnections` at once); unset: it waits in the outbox. */
  mail: { smtpUrl?: string; from: string; maxConnections?: number };
  /** How the outbox is delivered (outbox/worker.ts). */
  outbox: OutboxSettings;
  shareLinkDays: number;
}

export interface GoogleFormConfig {
  /** The form's formResponse URL. */
  url: string;
  entries: { name: string; email: string; company: string; message: string };
  /** How long a post to the form may take before it counts as failed. */
  timeoutMs: number;
}

export const GOOGLE_FORM_TIMEOUT_MS = 5_000;

function googleFormConfig(e: z.output<typeof EnvSchema>): GoogleFormConfig | undefined {
  const url = e.GOOGLE_FORM_URL;
  const name = e.GOOGLE_FORM_ENTRY_NAME;
  const email = e.GOOGLE_FORM_ENTRY_EMAIL;
  const company = e.GOOGLE_FORM_ENTRY_COMPANY;
  const message = e.GOOGLE_FORM_ENTRY_MESSAGE;
  if (!url || !name || !email || !company || !message) return undefined;
  return { url, entries: { name, email, company, message }, timeoutMs: GOOGLE_FORM_TIMEOUT_MS };
}

function webhookConfig(e: z.output<typeof EnvSchema>): AppConfig['webhook'] {
  if (!e.WEBHOOK_URL && !e.WEBHOOK_SECRET) return undefined;
  if (!e.WEBHOOK_URL || !e.WEBHOOK_SECRET)
    throw new Error('invalid environment: WEBHOOK_URL and WEBHOOK_SECRET go together');
  return { url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET };
}

function cmsRevalidateSecret(e: z.output<typeof EnvSchema>): string | undefined {
  if (e.CMS_REVALIDATE_SECRET && !e.CMS_URL)
    throw new Error(
      'invalid environment: CMS_REVALIDATE_SECRET needs CMS_URL (the CMS whose changes it signs)',
    );
  return e.CMS_REVALIDATE_SECRET;
}

function cmsPreviewSecret(e: z.output<typeof EnvSchema>): string | undefined {
  if (e.CMS_PREVIEW_SECRET && !e.CMS_URL)
    throw new Error(
      'invalid environment: CMS_PREVIEW_SECRET needs CMS_URL (the CMS whose drafts it previews)',
    );
  return e.CMS_PREVIEW_SECRET;
}

export function readConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): AppConfig {
  const e = parseEnv(EnvSchema, env);
  const clerkConfigured = Boolean(e.CLERK_JWT_KEY || e.CLERK_SECRET_KEY);
  return {
    production: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dataDir: e.DATA_DIR,
    webDist: e.WEB_DIST,
    contentCacheTtlMs: e.CONTENT_CACHE_TTL_MS,
    cms: cmsSettings(e),
    cmsRevalidateSecret: cmsRevalidateSecret(e),
    cmsPreviewSecret: cmsPreviewSecret(e),
    sessionTtlDays: e.SESSION_TTL_DAYS,
    clerk: clerkConfigured
      ? {
          jwtKey: e.CLERK_JWT_KEY,
          secretKey: e.CLERK_SECRET_KEY,
          authorizedParties: e.CLERK_AUTHORIZED_PARTIES?.split(',').map((s) => s.trim()),
        }
      : undefined,
    clerkFrontendApi: e.CLERK_PUBLISHABLE_KEY ? frontendApiOf(e.CLERK_PUBLISHABLE_KEY) : undefined,
    analyticsOrigin: e.ANALYTICS_ORIGIN ? new URL(e.ANALYTICS_ORIGIN).origin : undefined,
    trustProxy: e.TRUST_PROXY,
    debugEndpoints: e.DEBUG_ENDPOINTS === '1',
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      reads: e.RATE_LIMIT_READS,
      signIn: e.RATE_LIMIT_SIGN_IN,
      signUp: e.RATE_LIMIT_SIGN_UP,
      contact: e.RATE_LIMIT_CONTACT,
      story: e.RATE_LIMIT_STORY,
      teams: e.RATE_LIMIT_TEAMS,
      leads: e.RATE_LIMIT_LEADS,
      account: e.RATE_LIMIT_ACCOUNT,
      checkIns: e.RATE_LIMIT_CHECK_INS,
      events: e.RATE_LIMIT_EVENTS,
      saves: e.RATE_LIMIT_SAVES,
      windowMs: 60_000,
    },
    heavyReadsPerSecond: e.HEAVY_READS_PER_SECOND,
    storyModelDailyBudget: e.STORY_MODEL_DAILY_BUDGET,
    saves: { perHour: e.SAVES_PER_HOUR, max: e.SAVED_RESULTS_MAX },
    norms: {
      minRespondents: e.NORMS_MIN_RESPONDENTS,
      batch: e.NORMS_BATCH,
      refreshMs: e.NORMS_REFRESH_MS,
    },
    teams: {
      minResponses: e.TEAM_MIN_RESPONSES,
      maxMembers: e.TEAM_MAX_MEMBERS,
      perAccount: e.TEAMS_PER_ACCOUNT,
      invitationsPerHour: e.TEAM_INVITATIONS_PER_HOUR,
    },
    funnelFlushMs: e.FUNNEL_FLUSH_MS,
    digestCheckMs: e.DIGEST_CHECK_MS,
    feedback: {
      minGroup: e.RATER_MIN_GROUP,
      invitationsPerDay: e.FEEDBACK_INVITATIONS_PER_DAY,
    },
    openai: e.OPENAI_API_KEY
      ? {
          apiKey: e.OPENAI_API_KEY,
          baseUrl: e.OPENAI_BASE_URL,
          model: e.OPENAI_MODEL,
          timeoutMs: e.OPENAI_TIMEOUT_MS,
        }
      : undefined,
    googleForm: googleFormConfig(e),
    siteUrl: e.SITE_URL ? new URL(e.SITE_URL).origin : `http://${e.HOST}:${e.PORT}`,
    staff: {
      emails: e.STAFF_EMAILS.split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
      clerkOrgId: e.CLERK_STAFF_ORG_ID,
    },
    webhook: webhookConfig(e),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, maxConnections: e.SMTP_MAX_CONNECTIONS },
    outbox: {
      pollMs: e.OUTBOX_POLL_MS,
      attemptTimeoutMs: e.OUTBOX_ATTEMPT_TIMEOUT_MS,
      retryBaseMs: e.OUTBOX_RETRY_BASE_MS,
      slots: e.OUTBOX_SLOTS,
      payloadRetentionDays: e.OUTBOX_PAYLOAD_RETENTION_DAYS,
    },
    shareLinkDays: e.SHARE_LINK_DAYS,
  };
}
