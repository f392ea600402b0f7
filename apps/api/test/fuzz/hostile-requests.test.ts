// Hostile input for every route of the API: at least 2,000 generated requests per route (fast-check,
// fixed seed; FUZZ_SEED replays another run). Every answer must be below 500, every refusal must be
// JSON with a message, and nothing a request sends may reach Object.prototype.
//
// The 2,000-request batches run on PGlite. When DATABASE_URL names a PostgreSQL server, every
// route gets a shorter batch there too (same generators, 500 requests): full batches on both would
// double the file's time (about 90 s on a 2-core machine) for code paths that do not depend on the
// database, while the short one still sends PostgreSQL the hostile values that reach it.
//
// Editors' preview links (GET /api/preview/posts/{id}) exist only in gateway mode with
// CMS_PREVIEW_SECRET: they get a batch of their own too, against a CMS that holds one post.
//
// The CMS's change notices (POST /api/content/revalidate) exist only in gateway mode: they get
// their own batch, on PGlite, from an app whose CMS holds nothing (the notices only mark cached
// answers stale; the other methods on that path read the `content` document "revalidate"), signed
// with its secret, another one, or not at all.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MEDIA_DIR } from '@peak/content/paths';
import { FUNNEL_STEPS } from '@peak/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/content/collections';
import { PREVIEW_INVALID } from '../../src/content/preview';
import { documentTables, funnelCounts, knowledgeObjects, users } from '../../src/db/schema';
import { SOURCES_PER_DAY } from '../../src/funnel/aggregator';
import { signUpCookie, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS, type Target } from '../support/database';
import { type RouteSpec, requestArb } from './requests';
import { assertPrototypesIntact, checkResponse } from './response-checks';
import {
  type FuzzContext,
  LEAVING_EMAIL,
  previewRouteSpec,
  revalidateRouteSpec,
  routeSpecs,
  signUpTemplate,
  validResponses,
} from './route-specs';

const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);
const RUNS: Record<Target, number> = { pglite: 2_000, postgres: 500 };
const BATCH_TIMEOUT_MS = 120_000;

describe.each(TARGETS)('fuzzing every route on %s', (target) => {
  const runs = RUNS[target];
  let t: TestApp;
  const sent = new Map<string, string>();
  const ctx: FuzzContext = {
    cookie: '',
    saveCookie: '',
    signOutCookies: [],
    resultIds: [],
    docIds: {},
    objectIds: [],
    mediaNames: [],
    teamId: '',
    inviteToken: '',
    shareLinkId: '',
    shareToken: '',
    leavingCookie: '',
  };

  /**
   * Three users: one whose few results the listing batch reads, one whose session saves, and one
   * the account-deletion batch may delete.
   */
  async function signUpUsers() {
    const signUp = (email: string) =>
      signUpCookie(t.app, {
        firstName: 'Fuzz',
        lastName: 'Er',
        email,
        password: 'correct horse battery',
      });
    ctx.cookie = await signUp('fuzz@example.com');
    // The listing user proved its address: staff, and mail on its behalf, need that.
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, 'fuzz@example.com'));
    ctx.saveCookie = await signUp('saver@example.com');
    ctx.leavingCookie = await signUp(LEAVING_EMAIL);
  }

  async function saveTwoResults() {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/assessment-results',
        payload: versioned({ responses: validResponses }),
        headers: { cookie: ctx.cookie },
      });
      ctx.resultIds.push(res.json().id);
    }
  }

  /** A few ids of each stored kind, and media file names, for the generators to pick from. */
  async function collectIds() {
    for (const slug of Object.keys(COLLECTIONS)) {
      const table = documentTables[slug as keyof typeof documentTables];
      const rows = await t.database.db.select({ id: table.id }).from(table).limit(5);
      ctx.docIds[slug] = rows.map((r) => r.id);
    }
    const objects = await t.database.db
      .select({ id: knowledgeObjects.id })
      .from(knowledgeObjects)
      .limit(5);
    ctx.objectIds = objects.map((r) => r.id);
    ctx.mediaNames = readdirSync(MEDIA_DIR).slice(0, 5);
  }

  /** A team the listing user owns, with a live invitation. */
  async function createTeam() {
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie: ctx.cookie } });
    ctx.teamId = (await post('/api/teams', { name: 'Fuzzed team' })).json().id;
    ctx.inviteToken = (await post(`/api/teams/${ctx.teamId}/invitations`, {})).json().token;
  }

  /** A working share link to the listing user's first result. */
  async function createShareLink() {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/${ctx.resultIds[0]}/share-links`,
      payload: {},
      headers: { cookie: ctx.cookie },
    });
    ctx.shareLinkId = res.json().id;
    ctx.shareToken = res.json().token;
  }

  beforeAll(async () => {
    // The listing user is staff too: the inbox's routes are fuzzed past their 404 for others.
    t = await startTestApp(target, { config: { staff: { emails: ['fuzz@example.com'] } } });
    await signUpUsers();
    await saveTwoResults();
    await collectIds();
    await createTeam();
    await createShareLink();
  });

  afterAll(async () => {
    await t?.close();
    console.info(`fuzz on ${target} (seed ${SEED}):`, Object.fromEntries(sent));
  });

  const routes = routeSpecs(ctx);

  /** After the events' batch: only known steps and question ids, and the sources bounded. */
  async function expectBoundedFunnel() {
    await t.app.funnel.flush();
    const rows = await t.app.db.select().from(funnelCounts);
    const known = new Set(validResponses.map((r) => r.questionId));
    expect(rows.every((r) => (FUNNEL_STEPS as readonly string[]).includes(r.step))).toBe(true);
    expect(rows.every((r) => r.questionId === '' || known.has(r.questionId))).toBe(true);
    expect(new Set(rows.map((r) => r.source)).size).toBeLessThanOrEqual(SOURCES_PER_DAY + 1);
    expect(rows.every((r) => r.source.length <= 4 + 3 * 61)).toBe(true);
  }

  /** Sign-out revokes what it is sent, so it gets sessions of its own. */
  async function giveSignOutSessions() {
    for (let i = 0; i < 3; i++)
      ctx.signOutCookies.push(
        await signUpCookie(t.app, { ...signUpTemplate, email: `out${i}@example.com` }),
      );
  }

  /** Sends the route's generated requests, checking each answer; what was sent, summed up. */
  async function sendHostileBatch(spec: RouteSpec) {
    let count = 0;
    let injectMs = 0;
    const statuses = new Map<number, number>();
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(requestArb(spec), async (request) => {
        count++;
        const t0 = performance.now();
        const res = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          payload: request.payload,
          remoteAddress: request.remoteAddress,
        });
        injectMs += performance.now() - t0;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        checkResponse(request, res);
      }),
      { numRuns: runs, seed: SEED },
    );
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([code, n]) => `${code}×${n}`);
    return {
      count,
      summary: `${count} requests in ${Math.round(performance.now() - started)} ms (${Math.round(injectMs)} in inject): ${byStatus.join(' ')}`,
    };
  }

  it.each(routes)(
    `%s survives ${runs} hostile requests`,
    async (name, build) => {
      if (name === 'POST /api/auth/sign-out') await giveSignOutSessions();
      const { count, summary } = await sendHostileBatch(build());
      sent.set(name, summary);
      expect(count).toBeGreaterThanOrEqual(runs);
      assertPrototypesIntact();
      // The app still answers normally after the batch.
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      if (name === 'POST /api/events') await expectBoundedFunnel();
    },
    BATCH_TIMEOUT_MS,
  );
});

describe('fuzzing the CMS revalidation route (gateway mode, PGlite)', () => {
  const runs = RUNS.pglite;
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  let t: TestApp;
  /** A CMS that holds no document. */
  const emptyCms = createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ message: 'Not Found' }] }));
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => emptyCms.listen(0, '127.0.0.1', resolve));
    const { port } = emptyCms.address() as AddressInfo;
    t = await startTestApp('pglite', {
      seed: false,
      config: {
        cms: { url: `http://127.0.0.1:${port}`, timeoutMs: 2_000 },
        cmsRevalidateSecret: secret,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    emptyCms.closeAllConnections();
    await new Promise<void>((resolve) => emptyCms.close(() => resolve()));
  });

  it(
    `POST /api/content/revalidate survives ${runs} hostile requests`,
    async () => {
      let count = 0;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requestArb(revalidateRouteSpec(secret)), async (request) => {
          count++;
          const res = await t.app.inject({
            method: request.method as 'POST',
            url: request.url,
            headers: request.headers,
            payload: request.payload,
            remoteAddress: request.remoteAddress,
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          checkResponse(request, res);
        }),
        { numRuns: runs, seed: SEED },
      );
      console.info(
        'fuzz of POST /api/content/revalidate:',
        [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([code, n]) => `${code}×${n}`)
          .join(' '),
      );
      expect(count).toBeGreaterThanOrEqual(runs);
      // Signed notices were among them, and were taken.
      expect(statuses.get(204) ?? 0).toBeGreaterThan(0);
      expect(statuses.get(401) ?? 0).toBeGreaterThan(0);
      assertPrototypesIntact();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    },
    BATCH_TIMEOUT_MS,
  );
});

describe('fuzzing the preview route (gateway mode, PGlite)', () => {
  const runs = RUNS.pglite;
  const secret = randomBytes(32).toString('base64');
  let t: TestApp;
  /** A CMS that holds one post, post-01, in draft. */
  const draftCms = createServer((req, res) => {
    const found = (req.url ?? '').startsWith('/api/posts/post-01?');
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        found
          ? { id: 'post-01', title: 'A draft', status: 'draft', _status: 'draft' }
          : { errors: [{ message: 'Not Found' }] },
      ),
    );
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => draftCms.listen(0, '127.0.0.1', resolve));
    const { port } = draftCms.address() as AddressInfo;
    t = await startTestApp('pglite', {
      seed: false,
      config: {
        cms: { url: `http://127.0.0.1:${port}`, timeoutMs: 2_000 },
        cmsPreviewSecret: secret,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    draftCms.closeAllConnections();
    await new Promise<void>((resolve) => draftCms.close(() => resolve()));
  });

  it(
    `GET /api/preview/posts/{id} survives ${runs} hostile requests`,
    async () => {
      let count = 0;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requestArb(previewRouteSpec(secret)), async (request) => {
          count++;
          const res = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            payload: request.payload,
            remoteAddress: request.remoteAddress,
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          checkResponse(request, res);
          // The draft, and each refusal of a link, stay out of caches and search engines.
          const refused = res.statusCode === 404 && res.body.includes(PREVIEW_INVALID);
          if (res.statusCode === 200 || refused) {
            expect(res.headers['cache-control'], request.url).toBe('no-store');
            expect(res.headers['x-robots-tag'], request.url).toBe('noindex');
            expect(res.headers['referrer-policy'], request.url).toBe('no-referrer');
          }
        }),
        { numRuns: runs, seed: SEED },
      );
      console.info(
        'fuzz of GET /api/preview/posts/{id}:',
        [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([code, n]) => `${code}×${n}`)
          .join(' '),
      );
      expect(count).toBeGreaterThanOrEqual(runs);
      // Valid links were among them, and opened the draft; the rest were refused.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
      expect(statuses.get(404) ?? 0).toBeGreaterThan(0);
      assertPrototypesIntact();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    },
    BATCH_TIMEOUT_MS,
  );
});
