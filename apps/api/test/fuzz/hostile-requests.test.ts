// Hostile input for every route of the API: at least 2,000 generated requests per route (fast-check,
// fixed seed; FUZZ_SEED replays another run). Every answer must be below 500, every refusal must be
// JSON with a message, and nothing a request sends may reach Object.prototype.
//
// The 2,000-request batches run on PGlite. When DATABASE_URL names a PostgreSQL server, every
// route gets a shorter batch there too (same generators, 500 requests): full batches on both would
// double the file's time (about 90 s on a 2-core machine) for code paths that do not depend on the
// database, while the short one still sends PostgreSQL the hostile values that reach it.
import { readdirSync } from 'node:fs';
import { MEDIA_DIR } from '@peak/content/paths';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/content/collections';
import { documentTables, knowledgeObjects } from '../../src/db/schema';
import { signUpCookie, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS, type Target } from '../support/database';
import { type RouteSpec, requestArb } from './requests';
import { assertPrototypesIntact, checkResponse } from './response-checks';
import {
  type FuzzContext,
  LEAVING_EMAIL,
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
    },
    BATCH_TIMEOUT_MS,
  );
});
