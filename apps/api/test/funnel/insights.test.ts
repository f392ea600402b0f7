// GET /api/staff/insights and its CSV: what staff read of the funnel's daily totals, checked
// against a hand count of the visits posted: the funnel by week with each step's conversion, where
// people stop by position, the median minutes to finish, finishers by band and reviews by band and
// source. Anyone but staff is answered 404, as if the paths did not exist.
import { questions } from '@peak/content';
import { isScoredQuestion } from '@peak/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, signUpVerified, startTestApp, type TestApp } from '../support/app';
import { TARGETS } from '../support/database';

const STAFF = 'insights-staff@example.com';
const MONDAY = Date.parse('2026-11-23T09:00:00Z');
const DAY = 86_400_000;
const ids = questions.filter(isScoredQuestion).map((q) => q.questionId);

describe.each(TARGETS)('funnel insights on %s', (target) => {
  let t: TestApp;
  let now = MONDAY;
  let staff: { cookie: string };
  let member: { cookie: string };
  beforeAll(async () => {
    t = await startTestApp(target, {
      clock: () => now,
      config: { staff: { emails: [STAFF] }, funnelFlushMs: 3_600_000 },
    });
    staff = await signUpVerified(t.app, { email: STAFF, password: 'correct horse battery' });
    member = await signUpUser(t.app, {
      email: 'member@example.com',
      password: 'correct horse battery',
    });
  });
  afterAll(() => t?.close());

  /** One visit: reaches `reached` questions, finishes (in `minutes`, with `band`) and reviews as told. */
  async function visit(options: {
    reached: number;
    band?: string;
    minutes?: number;
    review?: boolean;
    source?: object;
  }) {
    const events: object[] = [
      { step: 'assessment-viewed' },
      { step: 'intro-viewed' },
      { step: 'started' },
    ];
    for (let p = 1; p <= options.reached; p++)
      events.push({ step: 'question-reached', position: p, questionId: ids[p - 1] });
    if (options.band) {
      events.push({
        step: 'finished',
        band: options.band,
        seconds: (options.minutes ?? 0) * 60 + 30,
      });
      if (options.review) events.push({ step: 'review-requested', band: options.band });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { events, ...(options.source ? { source: options.source } : {}) },
    });
    expect(res.statusCode).toBe(204);
  }

  it('counts the funnel by week, where people stop, the time to finish, and reviews by band and source', async () => {
    // Week of 23 November: one stops at 12, one finishes, one finishes and asks for a review.
    await visit({ reached: 12 });
    await visit({ reached: 36, band: 'Developing', minutes: 8 });
    await visit({
      reached: 36,
      band: 'Proficient',
      minutes: 10,
      review: true,
      source: { utmSource: 'newsletter', utmMedium: 'email' },
    });
    // The next week: one more finisher from LinkedIn.
    now = MONDAY + 7 * DAY;
    await visit({
      reached: 36,
      band: 'Developing',
      minutes: 12,
      source: { referrer: 'www.linkedin.com' },
    });
    await t.app.funnel.flush();

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/insights?from=2026-11-23&to=2026-12-06',
      headers: { cookie: staff.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const insights = res.json();
    expect(insights.weeks).toEqual([
      {
        week: '2026-11-23',
        steps: {
          'assessment-viewed': 3,
          'intro-viewed': 3,
          started: 3,
          'question-reached': 12 + 36 + 36,
          finished: 2,
          'review-requested': 1,
        },
      },
      {
        week: '2026-11-30',
        steps: {
          'assessment-viewed': 1,
          'intro-viewed': 1,
          started: 1,
          'question-reached': 36,
          finished: 1,
        },
      },
    ]);
    const step = (name: string) => insights.funnel.find((f: { step: string }) => f.step === name);
    expect(step('started')).toMatchObject({ count: 4, ofPrevious: 1 });
    expect(step('finished')).toMatchObject({ count: 3, ofPrevious: 3 / 4 });
    expect(step('question-reached').ofPrevious).toBeNull();
    expect(insights.byPosition).toHaveLength(36);
    expect(insights.byPosition[11]).toEqual({ position: 12, reached: 4, lost: 1 });
    expect(insights.byPosition[12]).toEqual({ position: 13, reached: 3, lost: 0 });
    expect(insights.byPosition.reduce((n: number, p: { lost: number }) => n + p.lost, 0)).toBe(1);
    // The question asked at 12 lost the one who stopped, named as the bank has it.
    expect(insights.byQuestion).toHaveLength(36);
    expect(insights.byQuestion[0]).toEqual({
      questionId: ids[11],
      text: questions.find((q) => q.questionId === ids[11])?.text,
      reached: 4,
      lost: 1,
    });
    expect(insights.byQuestion.slice(1).every((q: { lost: number }) => q.lost === 0)).toBe(true);
    expect(insights.completion).toEqual({ finished: 3, medianMinutes: 10 });
    expect(insights.bands.find((b: { band: string }) => b.band === 'Proficient')).toEqual({
      band: 'Proficient',
      finished: 1,
      reviews: 1,
      rate: 1,
    });
    expect(insights.bands.find((b: { band: string }) => b.band === 'Developing')).toEqual({
      band: 'Developing',
      finished: 2,
      reviews: 0,
      rate: 0,
    });
    expect(insights.sources).toEqual([
      { source: 'direct', started: 2, reviews: 0, rate: 0 },
      { source: 'linkedin.com', started: 1, reviews: 0, rate: 0 },
      { source: 'utm:newsletter/email/-', started: 1, reviews: 1, rate: 1 },
    ]);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/staff/insights.csv?from=2026-11-23&to=2026-12-06',
      headers: { cookie: staff.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('day,step,position,question_id,band,minutes_to_finish,source,count');
    const counted = lines.slice(1).reduce((n, line) => n + Number(line.split(',').at(-1)), 0);
    expect(counted).toBe(4 * 3 + 84 + 36 + 3 + 1);
  });

  it('answers 404 to anyone but staff, and takes the last twelve weeks unless told', async () => {
    for (const who of [member, null])
      for (const url of ['/api/staff/insights', '/api/staff/insights.csv']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: who ? { cookie: who.cookie } : {},
        });
        expect(res.statusCode).toBe(404);
      }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/insights',
      headers: { cookie: staff.cookie },
    });
    expect(res.json()).toMatchObject({ from: '2026-09-08', to: '2026-11-30' });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/staff/insights?from=yesterday',
      headers: { cookie: staff.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
