// Builds the API server from its parts. No I/O at import time: main.ts and the tests supply the
// database, the settings and the sign-in provider.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { MEDIA_DIR } from '@peak/content/paths';
import {
  CONTENT_ROUTER_OPTIONS,
  cmsDrafts,
  cmsMedia,
  cmsSource,
  contentInvalidation,
  contentRoutes,
  databaseSource,
  heavyGate,
  publishedSlugs,
  REFRESH_WAIT_MS,
  ResponseCache,
  STALE_FOR_MS,
  sourcePublishedSlugs,
} from '@peak/content-api';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/routes';
import { signInsOf } from './account/sign-ins';
import { adminRoutes } from './admin/routes';
import { scoringBank, sourceBank } from './assessment/bank';
import { assessmentRoutes } from './assessment/routes';
import { clerkProvider, localProvider } from './auth/providers';
import { auth } from './auth/routes';
import type { AuthProvider } from './auth/types';
import type { AppConfig } from './config';
import { googleFormDebugRoutes } from './contact/debug-routes';
import { contactRoutes } from './contact/routes';
import { CONTENT_COLLECTIONS, CONTENT_GLOBALS, collectionBySlug } from './content/collections';
import { previewCheck, previewRoutes } from './content/preview';
import { revalidateRoutes } from './content/revalidate';
import type { Database, Db } from './db/client';
import { feedbackRoutes } from './feedback/routes';
import { funnelAggregator } from './funnel/aggregator';
import { registerWeeklyDigest } from './funnel/digest';
import { funnelRoutes } from './funnel/routes';
import { registerErrorHandling, sendError } from './http/errors';
import { requestLogSerializer } from './http/log-redaction';
import { registerNoStore, registerSameOriginGuard } from './http/same-origin';
import { registerSecurityHeaders, securityHeaderValues } from './http/security';
import { clientPages, site } from './http/web';
import { leadRoutes } from './leads/routes';
import { sharedSaves } from './leads/shared-saves';
import { type Counters, databaseCounters } from './limits/counters';
import { counterStore } from './limits/rate-limit-store';
import { redisCounters } from './limits/redis-counters';
import { normsRoutes } from './norms/routes';
import { normsService } from './norms/service';
import { registerOutboxDelivery } from './outbox/delivery';
import { planRoutes } from './plans/routes';
import './services';
import { reportContent } from './sharing/report-content';
import { sharingRoutes } from './sharing/routes';
import { shareLinkStore } from './sharing/store';
import { staffAccess } from './staff/access';
import { staffRoutes } from './staff/routes';
import { storyRoutes } from './story/routes';
import { clerkDirectory, noDirectory, type TeamDirectory } from './teams/directory';
import { teamRoutes } from './teams/routes';
import { teamStore } from './teams/store';

export interface AppDeps {
  database: Database;
  config: AppConfig;
  provider?: AuthProvider;
  mediaDir?: string;
  /** Cleared whenever content is reseeded in this process. */
  contentCache?: ResponseCache;
  /** Where logs go (stdout by default); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** With PGlite, the token of the admin calls the project's own commands use. */
  adminToken?: string;
  /** The shared counters; by default Redis at REDIS_URL, else the database. */
  counters?: Counters;
  /** Now, in milliseconds (Date.now by default); tests move it to cross an hour or a day. */
  clock?: () => number;
  /** Where teams are mirrored: Clerk organizations with Clerk's sign-in, else nowhere. */
  teamDirectory?: TeamDirectory;
}

/** The counters every instance shares: Redis when configured (closed with the app), else the database. */
async function sharedCounters(config: AppConfig, db: Db, app: FastifyInstance): Promise<Counters> {
  if (!config.redisUrl) return databaseCounters(db);
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redisCounters(redis);
}

export const BODY_LIMIT_BYTES = 256 * 1024;

/** A hop count trusts that many proxies nearest the server (as proxy-addr counts them). */
const trustedProxies = (trust: AppConfig['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { database, config } = deps;
  const db = database.db;
  const securityHeaders = securityHeaderValues(config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Share, invitation and preview addresses carry their secret: it is logged as [redacted].
      serializers: { req: requestLogSerializer },
    },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: CONTENT_ROUTER_OPTIONS,
    // A malformed URL is refused by the router before any hook runs: it gets the same JSON shape
    // and security headers as every other answer.
    frameworkErrors: (error, _request, reply) => {
      reply.headers(securityHeaders);
      return sendError(reply, error.statusCode ?? 400, error.message);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // JSON answers are compressed on the fly (static files come precompressed); brotli at a
  // moderate quality keeps the CPU cost per request small.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // JSON answers (a saved report is about 40 kB) are compressed in one call: on a 2-core host
    // the plugin's default would stream anything over 8 kB through zlib, which costs more CPU.
    syncThreshold: 256 * 1024,
  });
  await app.register(cookie);
  registerSecurityHeaders(app, config);
  registerSameOriginGuard(app);
  registerNoStore(app);
  registerErrorHandling(app);
  const counters = deps.counters ?? (await sharedCounters(config, db, app));
  // The services every area reads from the instance (typed in services.ts). One cached scoring bank
  // serves saves and stories alike: both score with the same questions and rules.
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('counters', counters);
  app.decorate('clock', deps.clock ?? Date.now);
  // Content comes from our database, or (CMS_URL) from the hosted CMS through a caching gateway
  // whose last good answers stay served while the CMS is unreachable (see cache.ts for when a read
  // waits for its refresh).
  const source = config.cms ? cmsSource(config.cms) : databaseSource(db);
  const cache =
    deps.contentCache ??
    (config.cms
      ? new ResponseCache(
          config.contentCacheTtlMs,
          500,
          Number.POSITIVE_INFINITY,
          REFRESH_WAIT_MS,
          app.clock,
        )
      : new ResponseCache(config.contentCacheTtlMs, 500, STALE_FOR_MS, 0, app.clock));
  app.decorate(
    'scoringBank',
    config.cms
      ? sourceBank(source, cache, (error) =>
          app.log.warn({ err: error }, 'scoring bank refresh failed; the last bank stays'),
        )
      : scoringBank(db),
  );
  const norms = normsService({
    db,
    config: config.norms,
    bank: app.scoringBank,
    clock: app.clock,
    log: app.log,
  });
  app.decorate('norms', norms);
  app.decorate('sharedSaves', sharedSaves(db, config));
  const funnel = funnelAggregator(db, { flushMs: config.funnelFlushMs, log: app.log });
  app.decorate('funnel', funnel);
  app.addHook('onClose', () => funnel.close());
  registerWeeklyDigest(app);
  app.decorate(
    'teams',
    teamStore(
      db,
      {
        minimum: config.teams.minResponses,
        maxMembers: config.teams.maxMembers,
        teamsPerAccount: config.teams.perAccount,
        webhooks: Boolean(config.webhook),
        siteUrl: config.siteUrl,
      },
      app.clock,
    ),
  );
  // A norms run under way finishes before the database closes, and so does an outbox delivery.
  app.addHook('onClose', () => norms.idle());
  registerOutboxDelivery(app);
  // Every API route is limited per client: reads generously (one shared count), writes by their
  // own stricter limits. The counts live in the database, so they hold across instances; if the
  // database cannot count, the request goes on (it will meet the database again anyway).
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimits.reads,
    timeWindow: config.rateLimits.windowMs,
    store: counterStore(counters),
    skipOnError: true,
    allowList: (request) => !request.url.startsWith('/api/'),
  });

  const provider =
    deps.provider ?? (config.clerk ? clerkProvider(config.clerk) : localProvider(db));

  app.get('/api/health', async () => {
    await db.execute(sql`select 1`);
    return { ok: true, database: database.kind, auth: provider.kind };
  });
  await app.register(auth, { provider });
  await app.register(contentRoutes, {
    collections: CONTENT_COLLECTIONS,
    globals: CONTENT_GLOBALS,
    cache,
    mediaDir: deps.mediaDir ?? MEDIA_DIR,
    gate: heavyGate({ perSecond: config.heavyReadsPerSecond, maxWaitMs: 2000 }),
    source,
    ...(config.cms ? { cmsMedia: cmsMedia(config.cms) } : {}),
  });
  await app.register(contactRoutes);
  await app.register(leadRoutes);
  await app.register(staffRoutes, {
    authenticate: (request) => provider.authenticate(request),
    isStaff: staffAccess({
      emails: config.staff.emails,
      clerkOrgId: config.staff.clerkOrgId,
      clerkSecretKey: config.clerk?.secretKey,
      log: app.log,
      clock: app.clock,
    }),
  });
  await app.register(assessmentRoutes);
  await app.register(normsRoutes);
  await app.register(storyRoutes);
  const shareLinks = shareLinkStore(db, app.clock);
  await app.register(sharingRoutes, {
    store: shareLinks,
    reportContent: reportContent(source, cache, (error) =>
      app.log.warn({ err: error }, 'report texts or site settings for a mailed PDF unreadable'),
    ),
  });
  const secretKey = config.clerk?.secretKey;
  const directory =
    deps.teamDirectory ??
    (provider.kind === 'clerk' && secretKey ? clerkDirectory(secretKey) : noDirectory);
  await app.register(teamRoutes, { directory });
  await app.register(planRoutes);
  await app.register(feedbackRoutes);
  await app.register(funnelRoutes);
  await app.register(accountRoutes, { directory, signIns: signInsOf(provider.kind, secretKey) });
  // Demo and debug calls exist only when asked for: in every other mode they are unknown paths.
  if (config.debugEndpoints) await app.register(googleFormDebugRoutes);
  if (deps.adminToken) await app.register(adminRoutes, { token: deps.adminToken, cache });
  const cmsSlugs = config.cms
    ? sourcePublishedSlugs(source, CONTENT_COLLECTIONS, (error) =>
        app.log.warn({ err: error }, 'published slugs from the CMS failed; the last ones stay'),
      )
    : undefined;
  // The CMS's change notices (its hooks) make what changed stale at once; without them, the TTL.
  if (config.cms && config.cmsRevalidateSecret)
    await app.register(revalidateRoutes, {
      secret: config.cmsRevalidateSecret,
      invalidate: contentInvalidation({
        collections: CONTENT_COLLECTIONS,
        cache,
        publishedSlugs: cmsSlugs,
      }),
      rateLimit: { max: config.rateLimits.reads, timeWindow: config.rateLimits.windowMs },
    });
  // Editors' preview links (the CMS's Preview button) open a post's latest version, a draft too.
  const posts = collectionBySlug('posts');
  const checkPreview =
    config.cms && config.cmsPreviewSecret && posts
      ? previewCheck(config.cmsPreviewSecret, app.clock)
      : undefined;
  if (config.cms && checkPreview && posts)
    await app.register(previewRoutes, {
      check: checkPreview,
      drafts: cmsDrafts(config.cms),
      posts,
    });
  const slugs = cmsSlugs ?? publishedSlugs(db, CONTENT_COLLECTIONS);
  await app.register(site, {
    isPage: clientPages(slugs, shareLinks.state),
    ...(checkPreview ? { opensPreview: checkPreview } : {}),
  });
  return app;
}
