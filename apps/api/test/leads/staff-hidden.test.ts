// The staff's paths do not exist for anyone else: whatever a signed-out or signed-in non-staff
// caller sends there (a well-formed request, a malformed query, a bad body), the answer is the one
// an unknown path gets, status, headers and body alike, decided before anything is validated.
// And they are rate limited, for staff too, on the same count as every other read.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitsWith, signUpUser, signUpVerified, startTestApp, type TestApp } from '../support/app';

const STAFF = 'staff@peakpartners.example';
const LEAD = '0b0f8f5e-8d5c-4d7e-9a51-3c1f8f1b2a10';
const LONG = 'x'.repeat(5000);

/** Requests at staff paths: well-formed, malformed queries and parameters, bad bodies. */
const REQUESTS: InjectOptions[] = [
  { method: 'GET', url: '/api/staff/leads' },
  { method: 'GET', url: '/api/staff/leads?status=won' },
  { method: 'GET', url: '/api/staff/leads?kind=contact&kind=review' },
  { method: 'GET', url: '/api/staff/leads?after=not-an-id&limit=-4' },
  { method: 'GET', url: `/api/staff/leads?q=${LONG}` },
  { method: 'GET', url: '/api/staff/leads?q=%E0%A4%A' },
  { method: 'HEAD', url: '/api/staff/leads' },
  { method: 'GET', url: '/api/staff/leads.csv' },
  { method: 'GET', url: '/api/staff/leads.csv?status=nope' },
  { method: 'GET', url: `/api/staff/leads/${LEAD}` },
  { method: 'GET', url: '/api/staff/leads/not-a-uuid' },
  { method: 'GET', url: `/api/staff/leads/${LONG}` },
  { method: 'PATCH', url: `/api/staff/leads/${LEAD}`, payload: { status: 'closed' } },
  { method: 'PATCH', url: `/api/staff/leads/${LEAD}`, payload: { status: 'bogus', x: 1 } },
  { method: 'PATCH', url: '/api/staff/leads/not-a-uuid', payload: {} },
  {
    method: 'PATCH',
    url: `/api/staff/leads/${LEAD}`,
    headers: { 'content-type': 'application/json' },
    payload: '{"status": ',
  },
  { method: 'PATCH', url: `/api/staff/leads/${LEAD}`, payload: [] },
  { method: 'DELETE', url: `/api/staff/leads/${LEAD}` },
  { method: 'GET', url: '/staff' },
  { method: 'GET', url: '/staff?q=1' },
  { method: 'GET', url: '/staff/insights' },
  { method: 'GET', url: '/api/staff/insights' },
  { method: 'GET', url: '/api/staff/insights?from=2026-01-01&to=2026-12-31' },
  { method: 'GET', url: '/api/staff/insights.csv' },
];

/** The same request at an unknown path of the same length ("staff" becomes "stuff"). */
const unknown = (request: InjectOptions): InjectOptions => ({
  ...request,
  url: String(request.url).replace('staff', 'stuff'),
});

/** What may differ between two answers in a row: the clock, and the caller's own count going down. */
const VARYING = new Set(['date', 'x-ratelimit-remaining', 'x-ratelimit-reset']);
const comparable = (res: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}) => ({
  status: res.statusCode,
  headers: Object.fromEntries(Object.entries(res.headers).filter(([name]) => !VARYING.has(name))),
  body: res.body.replaceAll('stuff', 'staff'),
});

describe('staff paths for anyone who is not staff', () => {
  let t: TestApp;
  const callers: Record<string, Record<string, string>> = { 'signed out': {} };
  beforeAll(async () => {
    t = await startTestApp('pglite', { seed: false, config: { staff: { emails: [STAFF] } } });
    await signUpVerified(t.app, { email: STAFF, password: 'Orbit lantern cobalt 93' });
    const visitor = await signUpUser(t.app, {
      email: 'vi@example.com',
      password: 'Quartz meadow ember 57',
    });
    callers['signed in'] = { cookie: visitor.cookie };
    // The staff address, signed up by someone who never proved it.
    const impostor = await signUpUser(t.app, {
      email: 'STAFF@peakpartners.example.',
      password: 'Quartz meadow ember 58',
    }).catch(() => null);
    if (impostor) callers.impostor = { cookie: impostor.cookie };
  });
  afterAll(() => t?.close());

  for (const request of REQUESTS)
    it(`answers ${request.method} ${String(request.url).slice(0, 60)} as an unknown path`, async () => {
      for (const [who, headers] of Object.entries(callers)) {
        const asked = { ...request, headers: { ...request.headers, ...headers } };
        const staffAnswer = await t.app.inject(asked);
        const unknownAnswer = await t.app.inject(unknown(asked));
        expect(comparable(staffAnswer), who).toEqual(comparable(unknownAnswer));
      }
    });
});

describe('staff paths are rate limited', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      seed: false,
      config: { staff: { emails: [STAFF] }, rateLimits: limitsWith({ reads: 3 }) },
    });
    staff = (await signUpVerified(t.app, { email: STAFF, password: 'Orbit lantern cobalt 93' }))
      .cookie;
  });
  afterAll(() => t?.close());

  it('refuses staff past the read limit, and strangers as at any unknown path', async () => {
    const asStaff = (address: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/staff/leads',
        headers: { cookie: staff },
        remoteAddress: address,
      });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await asStaff('10.9.0.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    // A stranger's calls at staff paths and at unknown paths draw on one count, as reads do.
    const urls = ['/api/staff/leads?status=won', '/api/stuff', '/api/staff/leads.csv', '/api/nope'];
    const answers = [];
    for (const url of [...urls, ...urls])
      answers.push(
        (await t.app.inject({ method: 'GET', url, remoteAddress: '10.9.0.2' })).statusCode,
      );
    expect(answers).toEqual([404, 404, 404, 429, 429, 429, 429, 429]);
  });
});
