// POST /api/events: the funnel's steps become daily totals and nothing else. Counted exactly, once
// written; dropped under Do Not Track and Global Privacy Control; unknown steps and question ids,
// out-of-range positions and misplaced dimensions dropped; sources cut short and bounded per day;
// oversized and malformed batches refused with a 4xx; a flood limited per address.
import { questions } from '@peak/content';
import { isScoredQuestion } from '@peak/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funnelCounts } from '../../src/db/schema';
import { SOURCES_PER_DAY } from '../../src/funnel/aggregator';
import { limitsWith, startTestApp, type TestApp } from '../support/app';
import { TARGETS } from '../support/database';

const DAY = Date.parse('2026-12-03T10:00:00Z');
const ids = questions.filter(isScoredQuestion).map((q) => q.questionId);

describe.each(TARGETS)('funnel events on %s', (target) => {
  let t: TestApp;
  let now = DAY;
  beforeAll(async () => {
    t = await startTestApp(target, { clock: () => now, config: { funnelFlushMs: 3_600_000 } });
  });
  afterAll(() => t?.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/events', payload: payload as object, headers });
  const rows = async () => {
    await t.app.funnel.flush();
    return t.app.db.select().from(funnelCounts);
  };
  const total = (list: Awaited<ReturnType<typeof rows>>, step: string) =>
    list.filter((r) => r.step === step).reduce((n, r) => n + r.count, 0);

  it('adds each batch to the day’s totals, one row per combination, nothing per person', async () => {
    const visit = (seconds: number, band: string) => ({
      events: [
        { step: 'assessment-viewed' },
        { step: 'started' },
        ...ids
          .slice(0, 3)
          .map((questionId, i) => ({ step: 'question-reached', position: i + 1, questionId })),
        { step: 'finished', band, seconds },
      ],
      source: { referrer: 'WWW.LinkedIn.com', utmSource: '' },
    });
    for (const [seconds, band] of [
      [400, 'Developing'],
      [420, 'Developing'],
      [1200, 'Expert'],
    ] as const) {
      const res = await post(visit(seconds, band));
      expect(res.statusCode, res.body).toBe(204);
    }
    const list = await rows();
    expect(total(list, 'assessment-viewed')).toBe(3);
    expect(total(list, 'finished')).toBe(3);
    const reached = list.filter((r) => r.step === 'question-reached');
    expect(reached.map((r) => [r.position, r.questionId, r.count]).sort()).toEqual(
      [
        [1, ids[0], 3],
        [2, ids[1], 3],
        [3, ids[2], 3],
      ].sort(),
    );
    const finished = list.filter((r) => r.step === 'finished');
    expect(finished.map((r) => [r.band, r.minutes, r.count]).sort()).toEqual(
      [
        ['Developing', 6, 1],
        ['Developing', 7, 1],
        ['Expert', 20, 1],
      ].sort(),
    );
    expect(new Set(list.map((r) => r.source))).toEqual(new Set(['linkedin.com']));
    expect(new Set(list.map((r) => r.day))).toEqual(new Set(['2026-12-03']));
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ['band', 'count', 'day', 'minutes', 'position', 'questionId', 'source', 'step'].sort(),
    );
  });

  it('counts nothing under Do Not Track or Global Privacy Control, and still answers 204', async () => {
    const before = total(await rows(), 'intro-viewed');
    expect((await post({ events: [{ step: 'intro-viewed' }] }, { dnt: '1' })).statusCode).toBe(204);
    expect(
      (await post({ events: [{ step: 'intro-viewed' }] }, { 'sec-gpc': '1' })).statusCode,
    ).toBe(204);
    expect(total(await rows(), 'intro-viewed')).toBe(before);
    expect((await post({ events: [{ step: 'intro-viewed' }] })).statusCode).toBe(204);
    expect(total(await rows(), 'intro-viewed')).toBe(before + 1);
  });

  it('drops made-up steps and ids, positions out of range and dimensions where they do not belong', async () => {
    now = DAY + 86_400_000;
    const res = await post({
      events: [
        { step: 'bought-a-yacht' },
        { step: 'question-reached', position: 3, questionId: 'not-a-question' },
        { step: 'question-reached', position: 99, questionId: ids[0] },
        { step: 'question-reached', questionId: ids[0] },
        { step: 'started', position: 5, questionId: ids[0], band: 'Expert', seconds: 30 },
      ],
    });
    expect(res.statusCode).toBe(204);
    const day = (await rows()).filter((r) => r.day === '2026-12-04');
    expect(day).toEqual([
      {
        day: '2026-12-04',
        step: 'started',
        position: 0,
        questionId: '',
        band: '',
        minutes: -1,
        source: 'direct',
        count: 1,
      },
    ]);
  });

  it('keeps sources short and lowercase, and at most a bounded number a day', async () => {
    now = DAY + 2 * 86_400_000;
    await post({
      events: [{ step: 'started' }],
      source: {
        utmSource: 'News Letter<script>',
        utmMedium: 'EMAIL',
        utmCampaign: 'x'.repeat(200),
      },
    });
    for (let i = 0; i < SOURCES_PER_DAY + 50; i++)
      await post({ events: [{ step: 'started' }], source: { referrer: `site${i}.example` } });
    const day = (await rows()).filter((r) => r.day === '2026-12-05');
    const sources = new Set(day.map((r) => r.source));
    expect(sources).toContain(`utm:newsletterscript/email/${'x'.repeat(60)}`);
    expect(sources.size).toBeLessThanOrEqual(SOURCES_PER_DAY + 1);
    expect(sources).toContain('other');
    expect(day.reduce((n, r) => n + r.count, 0)).toBe(SOURCES_PER_DAY + 51);
  });

  it('refuses oversized and malformed batches with a 4xx, never a 5xx', async () => {
    const many = { events: Array.from({ length: 61 }, () => ({ step: 'started' })) };
    for (const body of [many, {}, { events: [] }, { events: 'started' }, { events: [{ step: 7 }] }])
      expect((await post(body)).statusCode).toBe(400);
    const huge = { events: [{ step: 'started' }], source: { referrer: 'x'.repeat(20_000) } };
    expect((await post(huge)).statusCode).toBe(413);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: 'step=started',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });
});

describe('funnel events under a flood', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { config: { rateLimits: limitsWith({ events: 5 }) } });
  });
  afterAll(() => t?.close());

  it('limits batches per address', async () => {
    const codes = [];
    for (let i = 0; i < 8; i++)
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/events',
            payload: { events: [{ step: 'started' }] },
          })
        ).statusCode,
      );
    expect(codes.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
    expect(codes.slice(5)).toEqual([429, 429, 429]);
  });
});
