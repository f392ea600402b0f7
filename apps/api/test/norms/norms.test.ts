// GET /api/norms against the results the test stored, counted again here by hand: each account's
// latest complete result once, histograms from the minimum on, new snapshots only a batch of
// changed accounts apart (a deletion counts, the same answers saved again do not), and the
// measurement's quality (alpha from enough results, retest pairs within 60 days).
import { type NormsResponse, normsResponseSchema } from '@peak/contracts';
import {
  type AnswerSet,
  estimateReliability,
  type Histogram,
  percentileBelow,
  RELIABILITY_MIN_RESULTS,
  type Results,
} from '@peak/scoring';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema';
import { signUpUser, startTestApp, type TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { TARGETS } from '../support/database';
import {
  answersOf,
  drawPerson,
  insertResults,
  SCORED_QUESTIONS,
  type SeededResult,
  scored,
  seedAccounts,
  seeded,
} from '../support/seeded-results';

const DAY = 86_400_000;

async function readNorms(t: TestApp, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: '/api/norms', headers });
  return res;
}

async function norms(t: TestApp): Promise<{ body: string; json: NormsResponse }> {
  const res = await readNorms(t);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, json: normsResponseSchema.parse(res.json()) };
}

/** A histogram counted by hand: people by their score rounded to a whole number. */
function countByHand(scores: number[]): Histogram {
  const counts: Record<string, number> = {};
  for (const s of scores) {
    const key = String(Math.round(s));
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return { n: scores.length, counts };
}

/** The share of people whose rounded score is below `score`'s, by a count of them. */
const shareBelow = (scores: number[], score: number) =>
  Math.floor(
    (100 * scores.filter((s) => Math.round(s) < Math.round(score)).length) / scores.length,
  );

/** Every scale's scores over the latest results: the comparable ones only. */
function scalesOf(latest: Results[]) {
  const totals = latest
    .filter((r) => r.missingCapabilities.length === 0)
    .map((r) => r.rawOverallScore);
  const capabilities = new Map<string, number[]>();
  const families = new Map<string, number[]>();
  for (const r of latest) {
    for (const c of r.capabilityScores)
      if (c.score !== null)
        capabilities.set(c.capability, [...(capabilities.get(c.capability) ?? []), c.score]);
    for (const f of r.familyScores)
      if (f.missing.length === 0)
        families.set(f.family, [...(families.get(f.family) ?? []), f.score]);
  }
  return { totals, capabilities, families };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const answerSets = (latest: Results[]): AnswerSet[] => latest.map((r) => r.responses);

describe.each(TARGETS)('norms on %s', (target) => {
  describe('from 250 accounts, one of them with 50 saves', () => {
    let t: TestApp;
    const rng = seeded(250);
    /** What the test stored, by account: every result with its time. */
    const saved = new Map<string, Array<{ at: Date; results: Results }>>();

    beforeAll(async () => {
      t = await startTestApp(target);
      const base = Date.now() - 2 * DAY;
      const rows: SeededResult[] = [];
      const store = (userId: string, results: Results, at: Date, withoutDigest = false) => {
        rows.push({ userId, results, createdAt: at, withoutDigest });
        saved.set(userId, [...(saved.get(userId) ?? []), { at, results }]);
      };
      for (let i = 0; i < 249; i++) {
        const person = drawPerson(rng);
        const userId = `reader-${i}`;
        // Every tenth account retook it; its retake is stored first, to show that the latest is
        // the one saved last, not the one inserted last.
        if (i % 10 === 0)
          store(userId, scored(answersOf(person, rng)), new Date(base + i * 60_000));
        // Every seventh as rows saved before digests were kept: read from the report instead.
        store(
          userId,
          scored(answersOf(person, rng)),
          new Date(base - DAY + i * 60_000),
          i % 7 === 0,
        );
      }
      // One account saved 50 times: 49 times all 1s, then once as itself. Counted 50 times, it
      // would fill the lowest buckets.
      const ones = scored(SCORED_QUESTIONS.map((q) => ({ questionId: q.questionId, doing: 1 })));
      for (let k = 0; k < 49; k++) store('eager', ones, new Date(base - 10 * DAY + k * 3_600_000));
      store('eager', scored(answersOf(drawPerson(rng), rng)), new Date(base + 300 * 60_000));
      await insertResults(t.database.db, rows);
    }, 120_000);
    afterAll(() => t?.close());

    const latest = () =>
      [...saved.values()].map(
        (results) =>
          results.reduce((a, b) => (b.at > a.at ? b : a)) as { at: Date; results: Results },
      );

    it('counts each account once, by its latest result, in every histogram', async () => {
      const { json } = await norms(t);
      const mine = latest();
      expect(mine).toHaveLength(250);
      expect(json.n).toBe(250);
      expect(json.minimum).toBe(200);
      const dates = mine.map((r) => r.at.getTime());
      expect(json.since).toBe(new Date(Math.min(...dates)).toISOString().slice(0, 10));
      expect(json.until).toBe(new Date(Math.max(...dates)).toISOString().slice(0, 10));
      const { totals, capabilities, families } = scalesOf(mine.map((r) => r.results));
      const published = json.norms;
      if (!published) throw new Error('no histograms from 250 accounts');
      expect(published.total).toEqual(countByHand(totals));
      for (const [name, scores] of capabilities)
        expect(published.capabilities[name as keyof typeof published.capabilities]).toEqual(
          countByHand(scores),
        );
      for (const [name, scores] of families)
        expect(published.families[name as keyof typeof published.families]).toEqual(
          countByHand(scores),
        );
      expect(capabilities.size).toBe(12);
      expect(families.size).toBe(4);
      // The account of 50 saves is in the lowest total bucket at most once.
      expect(published.total.counts['36'] ?? 0).toBeLessThanOrEqual(1);
    });

    it('answers the share below a score as a count of the people says', async () => {
      const { json } = await norms(t);
      const published = json.norms;
      if (!published) throw new Error('no histograms');
      const { totals, capabilities } = scalesOf(latest().map((r) => r.results));
      for (let score = 30; score <= 186; score += 0.5)
        expect(percentileBelow(published.total, score)).toEqual({
          percent: shareBelow(totals, score),
          n: totals.length,
        });
      for (const [name, scores] of capabilities)
        for (let score = 2; score <= 16; score += 0.25)
          expect(
            percentileBelow(
              published.capabilities[name as keyof typeof published.capabilities],
              score,
            ).percent,
          ).toBe(shareBelow(scores, score));
    });

    it("publishes alpha estimated from the latest results' answers", async () => {
      const { json } = await norms(t);
      const reliability = estimateReliability(
        answerSets(latest().map((r) => r.results)),
        SCORED_QUESTIONS,
      );
      const expected = Object.fromEntries(
        Object.entries(reliability.capabilities).map(([name, scale]) => {
          expect(scale.alphaSource).toBe('estimated');
          return [name, round2(scale.alpha)];
        }),
      );
      expect(json.quality.results).toBe(250);
      expect(json.quality.alpha).toEqual(expected);
      // One account's pair of results is far from the pairs a retest correlation needs.
      expect(json.quality.retest).toBeNull();
    });

    it('lets browsers keep the answer a minute, and answers 304 to the one they hold', async () => {
      const res = await readNorms(t);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const again = await readNorms(t, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
  });

  describe('minimum size and batches', () => {
    let t: TestApp;
    let now = Date.now();
    const rng = seeded(200);
    let accounts = 0;
    const seed = (count: number) => {
      accounts += count;
      return seedAccounts(t.database.db, rng, count, `batch-${accounts}`);
    };
    /** One more account saving over HTTP, as a reader does. */
    async function saveAsNewAccount() {
      accounts++;
      const { cookie } = await signUpUser(t.app, {
        email: `saver-${accounts}@example.com`,
        password: 'correct horse battery',
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/assessment-results',
        headers: { cookie },
        payload: versioned({ responses: answersOf(drawPerson(rng), rng) }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    /** The job run now, then the answer. */
    async function refreshed() {
      await t.app.norms.refresh();
      return norms(t);
    }

    beforeAll(async () => {
      t = await startTestApp(target, { clock: () => now });
    });
    afterAll(() => t?.close());

    it(`publishes no alpha below ${RELIABILITY_MIN_RESULTS} results and no histograms below 200 accounts`, async () => {
      await seed(RELIABILITY_MIN_RESULTS - 1);
      const first = (await norms(t)).json;
      expect(first).toMatchObject({ n: RELIABILITY_MIN_RESULTS - 1, minimum: 200, norms: null });
      expect(first.quality).toEqual({
        results: RELIABILITY_MIN_RESULTS - 1,
        alpha: null,
        retest: null,
      });

      await seed(199 - accounts);
      const below = (await refreshed()).json;
      expect(below).toMatchObject({ n: 199, norms: null });
      expect(Object.keys(below.quality.alpha ?? {})).toHaveLength(12);
    });

    it('shows the histograms only once a whole batch brings the accounts to 200 or more', async () => {
      const below = await norms(t);
      // The 200th account alone would make the two answers differ by one person.
      await saveAsNewAccount();
      expect((await refreshed()).body).toBe(below.body);
      await seed(9);
      const at = (await refreshed()).json;
      expect(at.n).toBe(209);
      expect(at.norms?.total.n).toBe(209);
    });

    it('answers the same until a batch of accounts has saved: no answer differs by one result', async () => {
      const before = await norms(t);
      await saveAsNewAccount();
      const after = await refreshed();
      expect(after.body).toBe(before.body);
      await seed(8);
      expect((await refreshed()).body).toBe(before.body);
      // The tenth account since: a new snapshot, ten accounts larger.
      await saveAsNewAccount();
      const next = await refreshed();
      expect(next.body).not.toBe(before.body);
      expect(next.json.n).toBe(before.json.n + 10);
      expect(next.json.norms?.total.n).toBe(219);
    });

    it('counts an account saving another result as a change, though n stays', async () => {
      const before = await norms(t);
      const again = Array.from({ length: 10 }, (_, i) => ({
        userId: `batch-99-${i}`,
        results: scored(SCORED_QUESTIONS.map((q) => ({ questionId: q.questionId, doing: 5 }))),
      }));
      await insertResults(t.database.db, again.slice(0, 9));
      expect((await refreshed()).body).toBe(before.body);
      await insertResults(t.database.db, again.slice(9));
      const next = (await refreshed()).json;
      expect(next.n).toBe(219);
      expect(next.norms?.total.counts['180']).toBe(10);
    });

    it('refreshes when a read or a save finds the answer older than NORMS_REFRESH_MS, answering the last one meanwhile', async () => {
      const before = await norms(t);
      await seed(10);
      expect((await norms(t)).body).toBe(before.body);
      now += t.config.norms.refreshMs;
      // This read starts the refresh and answers what is cached.
      expect((await norms(t)).body).toBe(before.body);
      await t.app.norms.idle();
      expect((await norms(t)).json.n).toBe(229);

      await seed(9);
      now += t.config.norms.refreshMs;
      await saveAsNewAccount();
      await t.app.norms.idle();
      expect((await norms(t)).json.n).toBe(239);
    });
  });

  describe('deletions, re-saves and incomplete results', () => {
    let t: TestApp;
    const rng = seeded(1016);
    /** Every account's latest result, as the test stored it. */
    const latest = new Map<string, Results>();
    async function seed(count: number, prefix: string) {
      for (const [id, results] of await seedAccounts(t.database.db, rng, count, prefix))
        latest.set(id, results);
    }
    async function remove(ids: string[]) {
      for (const id of ids) {
        await t.database.db.delete(accounts).where(eq(accounts.id, id));
        latest.delete(id);
      }
    }
    /** The same answers saved again by these accounts: a new row, the same result. */
    const saveAgain = (ids: string[]) =>
      insertResults(
        t.database.db,
        ids.map((userId) => ({ userId, results: latest.get(userId) as Results })),
      );
    async function refreshed() {
      await t.app.norms.refresh();
      return norms(t);
    }

    beforeAll(async () => {
      t = await startTestApp(target);
      await seed(205, 'kept');
    });
    afterAll(() => t?.close());

    it('publishes nothing new for one deletion and twelve re-saves of the same answers', async () => {
      const before = await refreshed();
      expect(before.json).toMatchObject({ n: 205 });
      expect(before.json.norms?.total.n).toBe(205);
      const ids = [...latest.keys()];
      await remove(ids.slice(0, 1));
      await saveAgain(ids.slice(1, 13));
      // Else the difference between the two answers would be exactly the deleted person.
      expect((await refreshed()).body).toBe(before.body);
    });

    it('counts deletions as changes: a batch of them publishes, and under the minimum hides the norms', async () => {
      const before = await norms(t);
      await remove([...latest.keys()].slice(0, 8));
      expect((await refreshed()).body).toBe(before.body);
      // With the first deletion, the tenth account that differs.
      await remove([...latest.keys()].slice(0, 1));
      const after = (await refreshed()).json;
      expect(after).toMatchObject({ n: 195, norms: null });
    });

    it('shows the norms again only when a batch brings them back to the minimum', async () => {
      const hidden = await norms(t);
      await seed(5, 'back');
      expect((await refreshed()).body).toBe(hidden.body);
      await seed(5, 'back-more');
      const shown = (await refreshed()).json;
      expect(shown.n).toBe(205);
      expect(shown.norms?.total.n).toBe(205);
    });

    it('counts only complete results: an account with a capability unanswered is not counted', async () => {
      const before = await norms(t);
      const missing = SCORED_QUESTIONS[0]?.capability;
      const partial = SCORED_QUESTIONS.filter((q) => q.capability !== missing).map((q) => ({
        questionId: q.questionId,
        doing: 3,
      }));
      const incomplete = scored(partial);
      expect(incomplete.missingCapabilities).toEqual([missing]);
      await insertResults(
        t.database.db,
        Array.from({ length: 12 }, (_, i) => ({ userId: `partial-${i}`, results: incomplete })),
      );
      expect((await refreshed()).body).toBe(before.body);
      await seed(10, 'complete');
      expect((await refreshed()).json.n).toBe(215);
    });
  });

  describe('retest correlation', () => {
    let t: TestApp;
    const rng = seeded(60);
    /** The pairs counted by hand: [earlier total, later total]. */
    const pairs: Array<[number, number]> = [];

    /** Accounts that took it twice, `daysApart`; the later take saved now. */
    async function retakers(count: number, daysApart: number, prefix: string) {
      const rows: SeededResult[] = [];
      for (let i = 0; i < count; i++) {
        const person = drawPerson(rng);
        const first = scored(answersOf(person, rng));
        const second = scored(answersOf(person, rng));
        rows.push({
          userId: `${prefix}-${i}`,
          results: first,
          createdAt: new Date(Date.now() - daysApart * DAY),
        });
        rows.push({ userId: `${prefix}-${i}`, results: second });
        if (
          daysApart <= 60 &&
          first.missingCapabilities.length + second.missingCapabilities.length === 0
        )
          pairs.push([first.rawOverallScore, second.rawOverallScore]);
      }
      await insertResults(t.database.db, rows);
    }

    beforeAll(async () => {
      t = await startTestApp(target);
    });
    afterAll(() => t?.close());

    it('pairs each account’s latest result with the one before, when at most 60 days apart', async () => {
      await retakers(20, 30, 'month');
      await retakers(10, 90, 'quarter');
      const person = drawPerson(rng);
      const take = () => scored(answersOf(person, rng));
      // 200 and 100 days ago, then now: no two within 60 days.
      const far = [200, 100].map((days) => ({
        userId: 'far',
        results: take(),
        createdAt: new Date(Date.now() - days * DAY),
      }));
      // 50 and 20 days ago, then now: one pair, the latest two.
      const [a, b, c] = [take(), take(), take()] as [Results, Results, Results];
      await insertResults(t.database.db, [
        ...far,
        { userId: 'far', results: take() },
        { userId: 'thrice', results: a, createdAt: new Date(Date.now() - 50 * DAY) },
        { userId: 'thrice', results: b, createdAt: new Date(Date.now() - 20 * DAY) },
        { userId: 'thrice', results: c },
      ]);
      if (b.missingCapabilities.length + c.missingCapabilities.length === 0)
        pairs.push([b.rawOverallScore, c.rawOverallScore]);
      expect(pairs.length).toBeLessThan(30);
      expect((await norms(t)).json.quality.retest).toBeNull();

      await retakers(15, 45, 'sixweeks');
      await t.app.norms.refresh();
      const { quality } = (await norms(t)).json;
      expect(pairs.length).toBeGreaterThanOrEqual(30);
      expect(quality.retest).toEqual({
        pairs: pairs.length,
        correlation: round2(pearsonByHand(pairs)),
        withinDays: 60,
      });
    });
  });
});

function pearsonByHand(pairs: Array<[number, number]>): number {
  const n = pairs.length;
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / n;
  const xs = pairs.map((p) => p[0]);
  const ys = pairs.map((p) => p[1]);
  const mx = mean(xs);
  const my = mean(ys);
  const cov = pairs.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const sx = Math.sqrt(xs.reduce((s, x) => s + (x - mx) ** 2, 0));
  const sy = Math.sqrt(ys.reduce((s, y) => s + (y - my) ** 2, 0));
  return cov / (sx * sy);
}
