// Each route's requests: its method and path, and the query or body it takes (a valid template
// to mutate), with the ids, names and sessions of the app under test picked from `FuzzContext`.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { COLLECTIONS } from '../../src/content/collections';
import { REVALIDATE_PATH } from '../../src/content/revalidate';
import { versioned } from '../support/bank';
import { readFixture } from '../support/paths';
import { bodyArb } from './bodies';
import { headerText } from './headers';
import { queryText } from './hostile-text';
import { listQueryArb, numberish } from './list-queries';
import { segment } from './path-segments';
import { enc, genericQuery, pair } from './query-strings';
import type { RouteSpec } from './requests';

/** What the app under test holds, filled in once it runs; the generators read it when built. */
export interface FuzzContext {
  cookie: string;
  /** The saving batch stores hundreds of results; the listing batch reads another user's few. */
  saveCookie: string;
  signOutCookies: string[];
  resultIds: string[];
  docIds: Record<string, string[]>;
  objectIds: string[];
  mediaNames: string[];
  /** A team the fuzzing user owns, and a live invitation token to it. */
  teamId: string;
  inviteToken: string;
  /** A working share link to the listing user's first result: its id and token. */
  shareLinkId: string;
  shareToken: string;
  /** The session of an account the DELETE /api/account batch may delete (LEAVING_EMAIL's). */
  leavingCookie: string;
}

export const LEAVING_EMAIL = 'leaving@example.com';

export const validResponses = readFixture('all-3s.json').responses as Array<{
  questionId: string;
  doing: number;
}>;
const timedResponses = validResponses.map((r, i) => ({ ...r, ms: 1_000 + i }));
const asRecord = Object.fromEntries(validResponses.map((r) => [r.questionId, r.doing]));

const collectionSlugs = Object.keys(COLLECTIONS);

export const signUpTemplate = {
  firstName: 'Ada',
  lastName: 'Fuzz',
  email: 'ada.fuzz@example.com',
  password: 'correct horse battery',
};

/** Each route's generator, to build once the app and its data exist. */
export function routeSpecs(ctx: FuzzContext): Array<[string, () => RouteSpec]> {
  return [
    ['GET /api/health', () => ({ method: 'GET', path: fc.constant('/api/health') })],
    [
      'GET /api/auth/me',
      () => ({ method: 'GET', path: fc.constant('/api/auth/me'), cookie: ctx.cookie }),
    ],
    [
      'POST /api/auth/sign-up',
      // A valid sign-up hashes a password (40-70 ms here), so most bodies start from one that
      // is wrong in one field: zod still checks every other field, and a hash is rare.
      () => ({
        method: 'POST',
        path: fc.constant('/api/auth/sign-up'),
        body: fc.oneof(
          { weight: 1, arbitrary: bodyArb(signUpTemplate, 1) },
          { weight: 19, arbitrary: bodyArb({ ...signUpTemplate, email: 'not-an-email' }, 0) },
        ),
      }),
    ],
    [
      'POST /api/auth/sign-in',
      () => ({
        method: 'POST',
        path: fc.constant('/api/auth/sign-in'),
        body: fc.oneof(
          { weight: 1, arbitrary: bodyArb({ email: 'fuzz@example.com', password: 'wrong' }, 1) },
          { weight: 19, arbitrary: bodyArb({ email: 'not-an-email', password: 'wrong' }, 0) },
        ),
      }),
    ],
    [
      'POST /api/auth/sign-out',
      () => ({
        method: 'POST',
        path: fc.constant('/api/auth/sign-out'),
        cookie: ctx.signOutCookies.pop(),
      }),
    ],
    [
      'POST /api/auth/verify-email',
      () => ({
        method: 'POST',
        path: fc.constant('/api/auth/verify-email'),
        body: bodyArb({ token: 'A'.repeat(43) }),
      }),
    ],
    [
      'POST /api/auth/verify-email/resend',
      () => ({
        method: 'POST',
        path: fc.constant('/api/auth/verify-email/resend'),
        // An account whose address is not proved yet (the listing user's is).
        cookie: ctx.saveCookie,
        body: bodyArb({}),
      }),
    ],
    [
      'POST /api/auth/password-reset',
      () => ({
        method: 'POST',
        path: fc.constant('/api/auth/password-reset'),
        body: bodyArb({ email: 'fuzz@example.com' }),
      }),
    ],
    [
      'POST /api/auth/password-reset/confirm',
      // An unknown token is refused before the password is hashed, so most bodies cost little.
      () => ({
        method: 'POST',
        path: fc.constant('/api/auth/password-reset/confirm'),
        body: bodyArb({ token: 'A'.repeat(43), password: 'correct horse battery' }),
      }),
    ],
    [
      'POST /api/submit-contact',
      () => ({
        method: 'POST',
        path: fc.constant('/api/submit-contact'),
        body: bodyArb(
          {
            name: 'Ada',
            email: 'ada@example.com',
            company: 'Peak',
            message: 'Hello there',
            website: '',
          },
          10,
        ),
      }),
    ],
    [
      'POST /api/test-google-form',
      () => ({ method: 'POST', path: fc.constant('/api/test-google-form'), body: bodyArb({}) }),
    ],
    [
      'GET /api/extract-entry-ids',
      () => ({ method: 'GET', path: fc.constant('/api/extract-entry-ids') }),
    ],
    [
      'POST /api/assessment-results',
      () => ({
        method: 'POST',
        path: fc.constant('/api/assessment-results'),
        cookie: ctx.saveCookie,
        body: fc.oneof(
          bodyArb(versioned({ responses: timedResponses, story: 'A story.' }), 10),
          bodyArb(versioned({ responses: asRecord }), 10),
        ),
      }),
    ],
    [
      'GET /api/assessment-results',
      () => ({ method: 'GET', path: fc.constant('/api/assessment-results'), cookie: ctx.cookie }),
    ],
    [
      'GET /api/assessment-results/{id}',
      () => ({
        method: 'GET',
        path: fc
          .oneof(
            segment(ctx.resultIds),
            fc.uuid(),
            fc.constantFrom(...ctx.resultIds.map((id) => id.toUpperCase())),
          )
          .map((id) => `/api/assessment-results/${id}`),
        cookie: ctx.cookie,
      }),
    ],
    [
      'GET /api/assessment-compare',
      () => {
        const id = fc.oneof(
          fc.constantFrom(...ctx.resultIds),
          fc.uuid(),
          fc.constantFrom(...ctx.resultIds.map((r) => r.toUpperCase())),
          queryText,
        );
        return {
          method: 'GET',
          path: fc.constant('/api/assessment-compare'),
          query: fc.oneof(
            {
              weight: 3,
              arbitrary: fc.tuple(id, id).map(([a, b]) => `from=${enc(a)}&to=${enc(b)}`),
            },
            {
              weight: 1,
              arbitrary: fc
                .array(pair(fc.constantFrom('from', 'to', 'from[]', 'to[a]'), id), { maxLength: 4 })
                .map((p) => p.join('&')),
            },
          ),
          cookie: ctx.cookie,
        };
      },
    ],
    [
      'POST /api/teams',
      () => ({
        method: 'POST',
        path: fc.constant('/api/teams'),
        cookie: ctx.saveCookie,
        body: bodyArb({ name: 'Fuzz team', organisation: 'Acme' }, 10),
      }),
    ],
    [
      'GET /api/teams/{id}',
      () => ({
        method: 'GET',
        path: fc
          .oneof(segment([ctx.teamId]), fc.uuid(), fc.constant(ctx.teamId.toUpperCase()))
          .map((id) => `/api/teams/${id}`),
        cookie: ctx.cookie,
      }),
    ],
    [
      'GET /api/teams/{id}/report',
      () => ({
        method: 'GET',
        path: fc.oneof(segment([ctx.teamId]), fc.uuid()).map((id) => `/api/teams/${id}/report`),
        cookie: ctx.cookie,
      }),
    ],
    [
      'POST /api/teams/{id}/invitations',
      () => ({
        method: 'POST',
        path: fc
          .oneof(segment([ctx.teamId]), fc.uuid())
          .map((id) => `/api/teams/${id}/invitations`),
        cookie: ctx.cookie,
        body: bodyArb({ expiresInDays: 14, maxUses: 20 }, 10),
      }),
    ],
    [
      'GET /api/teams/join/{token}',
      () => ({
        method: 'GET',
        path: fc
          .oneof(segment([ctx.inviteToken]), fc.string({ minLength: 43, maxLength: 43 }))
          .map((token) => `/api/teams/join/${encodeURIComponent(token)}`),
      }),
    ],
    [
      'POST /api/teams/join',
      () => ({
        method: 'POST',
        path: fc.constant('/api/teams/join'),
        cookie: ctx.saveCookie,
        body: bodyArb(
          { token: ctx.inviteToken, consent: true, resultId: ctx.resultIds[0] ?? '' },
          10,
        ),
      }),
    ],
    [
      'PUT /api/teams/{id}/my-result',
      () => ({
        method: 'PUT',
        path: fc.oneof(segment([ctx.teamId]), fc.uuid()).map((id) => `/api/teams/${id}/my-result`),
        cookie: ctx.cookie,
        body: bodyArb({ resultId: ctx.resultIds[0] ?? '' }, 10),
      }),
    ],
    [
      'DELETE /api/teams/{id}/members/{memberId}',
      () => ({
        method: 'DELETE',
        path: fc
          .tuple(fc.oneof(segment([ctx.teamId]), fc.uuid()), fc.oneof(fc.uuid(), segment(['me'])))
          .map(([id, member]) => `/api/teams/${id}/members/${member}`),
        cookie: ctx.cookie,
        body: bodyArb({}, 10),
      }),
    ],
    [
      'POST /api/assessments/{id}/share-links',
      () => ({
        method: 'POST',
        path: fc
          .oneof(segment(ctx.resultIds), fc.uuid())
          .map((id) => `/api/assessments/${id}/share-links`),
        cookie: ctx.cookie,
        body: bodyArb({ days: 30 }, 10),
      }),
    ],
    [
      'GET /api/assessments/{id}/share-links',
      () => ({
        method: 'GET',
        path: fc
          .oneof(segment(ctx.resultIds), fc.uuid())
          .map((id) => `/api/assessments/${id}/share-links`),
        cookie: ctx.cookie,
      }),
    ],
    [
      'GET /api/shared/{token}',
      () => ({
        method: 'GET',
        path: fc
          .oneof(segment([ctx.shareToken]), fc.string({ minLength: 43, maxLength: 43 }))
          .map((token) => `/api/shared/${encodeURIComponent(token)}`),
      }),
    ],
    [
      'DELETE /api/assessments/{id}/share-links/{linkId}',
      () => ({
        method: 'DELETE',
        path: fc
          .tuple(
            fc.oneof(segment(ctx.resultIds), fc.uuid()),
            fc.oneof(segment([ctx.shareLinkId]), fc.uuid()),
          )
          .map(([id, link]) => `/api/assessments/${id}/share-links/${link}`),
        cookie: ctx.cookie,
        body: bodyArb({}, 10),
      }),
    ],
    [
      'POST /api/assessments/{id}/email',
      () => ({
        method: 'POST',
        path: fc
          .oneof(segment(ctx.resultIds), fc.uuid())
          .map((id) => `/api/assessments/${id}/email`),
        cookie: ctx.cookie,
        body: bodyArb({}, 10),
      }),
    ],
    ['GET /api/norms', () => ({ method: 'GET', path: fc.constant('/api/norms') })],
    [
      'POST /api/story',
      () => ({
        method: 'POST',
        path: fc.constant('/api/story'),
        body: fc.oneof(
          bodyArb(versioned({ responses: timedResponses }), 10),
          bodyArb(versioned({ responses: asRecord }), 10),
        ),
      }),
    ],
    ...collectionSlugs.map((slug): [string, () => RouteSpec] => [
      `GET /api/${slug}`,
      () => ({
        method: 'GET',
        path: fc.constant(`/api/${slug}`),
        query: listQueryArb(Object.keys(COLLECTIONS[slug]?.fields ?? {})),
      }),
    ]),
    [
      'GET /api/{collection}/{id}',
      () => ({
        method: 'GET',
        path: fc
          .tuple(
            segment([...collectionSlugs, 'users', 'sessions', 'knowledge-objects']),
            segment(Object.values(ctx.docIds).flat()),
          )
          .map(([c, id]) => `/api/${c}/${id}`),
        query: fc
          .array(
            fc.oneof(
              pair(fc.constantFrom('depth', 'locale', 'draft'), fc.oneof(numberish, queryText)),
              fc
                .tuple(
                  fc.oneof(fc.constantFrom('title', 'slug', '__proto__'), queryText),
                  queryText,
                )
                .map(([k, v]) => `select[${enc(k)}]=${enc(v)}`),
              genericQuery,
            ),
            { maxLength: 4 },
          )
          .map((p) => p.join('&')),
      }),
    ],
    [
      'GET /api/globals/{slug}',
      () => ({
        method: 'GET',
        path: segment(['site-settings', 'settings', '__proto__']).map(
          (slug) => `/api/globals/${slug}`,
        ),
        query: genericQuery,
      }),
    ],
    [
      'GET /api/media/file/{name}',
      () => ({
        method: 'GET',
        path: fc
          .oneof(
            segment(ctx.mediaNames),
            fc.constantFrom(
              'a.svg',
              '.svg',
              'x.SVG',
              'file.png%00.svg',
              '..%2F..%2F..%2Fpackage.json',
              `${'x'.repeat(160)}.png`,
            ),
          )
          .map((name) => `/api/media/file/${name}`),
      }),
    ],
    [
      'GET /api/objects/{id}',
      () => ({
        method: 'GET',
        path: segment(ctx.objectIds).map((id) => `/api/objects/${id}`),
      }),
    ],
    [
      'GET /api/account/data',
      () => ({ method: 'GET', path: fc.constant('/api/account/data'), cookie: ctx.cookie }),
    ],
    [
      'DELETE /api/account',
      // The first body that confirms the address deletes the account; the rest still meet
      // validation, which runs before the session is checked.
      () => ({
        method: 'DELETE',
        path: fc.constant('/api/account'),
        cookie: ctx.leavingCookie,
        body: fc.oneof(
          { weight: 1, arbitrary: bodyArb({ email: LEAVING_EMAIL }, 1) },
          { weight: 19, arbitrary: bodyArb({ email: 'someone.else@example.com' }, 5) },
        ),
      }),
    ],
    [
      'POST /api/events',
      () => ({
        method: 'POST',
        path: fc.constant('/api/events'),
        body: bodyArb(
          {
            events: [
              { step: 'started' },
              {
                step: 'question-reached',
                position: 1,
                questionId: validResponses[0]?.questionId ?? '',
              },
              { step: 'finished', band: 'Developing', seconds: 480 },
            ],
            source: { referrer: 'www.example.com', utmSource: 'newsletter' },
          },
          10,
        ),
      }),
    ],
    [
      'POST /api/review-requests',
      () => ({
        method: 'POST',
        path: fc.constant('/api/review-requests'),
        body: fc.oneof(
          bodyArb(
            versioned({
              name: 'Ada',
              email: 'ada@example.com',
              note: 'A review, please.',
              share: 'report',
              responses: asRecord,
            }),
            10,
          ),
          bodyArb(
            {
              name: 'Ada',
              email: 'ada@example.com',
              note: 'My saved one.',
              share: 'headline',
              resultId: ctx.resultIds[0] ?? '',
            },
            10,
          ),
        ),
        cookie: ctx.cookie,
      }),
    ],
    [
      'GET /api/staff/leads',
      () => ({
        method: 'GET',
        path: fc.constantFrom('/api/staff/leads', '/api/staff/leads.csv'),
        query: fc
          .array(
            fc.oneof(
              pair(
                fc.constantFrom('status', 'kind'),
                fc.oneof(fc.constantFrom('new', 'review'), queryText),
              ),
              pair(fc.constant('q'), queryText),
              pair(fc.constant('after'), fc.oneof(fc.uuid(), queryText)),
              pair(fc.constant('limit'), fc.oneof(numberish, queryText)),
            ),
            { maxLength: 4 },
          )
          .map((p) => p.join('&')),
        cookie: ctx.cookie,
      }),
    ],
    [
      'PATCH /api/staff/leads/{id}',
      () => ({
        method: 'PATCH',
        path: fc.oneof(fc.uuid(), queryText).map((id) => `/api/staff/leads/${enc(id)}`),
        body: bodyArb({ status: 'contacted', owner: 'fuzz@example.com', notes: 'Called.' }, 10),
        cookie: ctx.cookie,
      }),
    ],
    [
      'any other path',
      () => ({
        method: 'GET',
        path: fc
          .array(segment(['api', 'auth', 'objects', 'media', 'file', 'posts']), {
            minLength: 1,
            maxLength: 5,
          })
          .map((parts) => `/api/${parts.join('/')}/nothing`),
      }),
    ],
  ];
}

let noticeIds = 0;

/**
 * The CMS's change notices (a gateway app with this secret): bodies signed with the secret (each
 * with a new id, or an id already used, or from an hour ago), with another secret, or carrying
 * hostile signature headers, and unsigned ones.
 */
export function revalidateRouteSpec(secret: string): RouteSpec {
  const signer = new Webhook(secret);
  const stranger = new Webhook(
    `whsec_${Buffer.from('not the secret of this API!!').toString('base64')}`,
  );
  type Sign = (payload: string | Buffer | undefined) => Record<string, string>;
  const signed =
    (by: Webhook, id: () => string, ageMs = 0): Sign =>
    (payload) => {
      const webhookId = id();
      const at = new Date(Date.now() - ageMs);
      return {
        'webhook-id': webhookId,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': by.sign(webhookId, at, payload ?? ''),
      };
    };
  const fresh = () => `msg_fuzz_${++noticeIds}`;
  return {
    method: 'POST',
    path: fc.constant(REVALIDATE_PATH),
    body: bodyArb({ collection: 'posts', id: 'post-01' }, 10),
    sign: fc.oneof(
      { weight: 6, arbitrary: fc.constant(signed(signer, fresh)) },
      { weight: 1, arbitrary: fc.constant(signed(signer, () => 'msg_fuzz_replayed')) },
      { weight: 1, arbitrary: fc.constant(signed(signer, fresh, 60 * 60_000)) },
      { weight: 1, arbitrary: fc.constant(signed(stranger, fresh)) },
      {
        weight: 2,
        arbitrary: fc
          .record({
            'webhook-id': headerText,
            'webhook-timestamp': fc.oneof(headerText, fc.integer().map(String)),
            'webhook-signature': fc.oneof(
              headerText,
              headerText.map((t) => `v1,${t}`),
              fc.constantFrom('v1,', 'v1a,abc', ' ', 'v1,AAAA v2,BBBB', 'v1,=='),
            ),
          })
          .map(
            (headers): Sign =>
              () =>
                headers,
          ),
      },
      { weight: 1, arbitrary: fc.constant<Sign>(() => ({})) },
    ),
  };
}

/**
 * Preview links (a gateway app with this secret and a CMS that holds post-01's draft): links
 * signed with the secret for the post in the path or another, expired, too long-lived, signed with
 * another secret, tampered with, or carrying hostile values in place of their parts.
 */
export function previewRouteSpec(secret: string): RouteSpec {
  const sign = (key: string, id: string, expires: number) =>
    createHmac('sha256', key).update(`posts:${id}:${expires}`).digest('base64url');
  const nowS = () => Math.floor(Date.now() / 1000);
  const signed = fc
    .record({
      id: fc.constantFrom('post-01', 'post-02', 'missing'),
      ahead: fc.oneof(
        fc.constantFrom(3_600, -1, 0, 24 * 3_600, 24 * 3_600 + 60),
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
      ),
      key: fc.oneof(
        { weight: 5, arbitrary: fc.constant(secret) },
        { weight: 1, arbitrary: fc.constant(`${secret}-other`) },
      ),
      tamper: fc.oneof(
        { weight: 4, arbitrary: fc.constant((s: string) => s) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            (s: string) => `${s}=`,
            (s: string) => s.slice(1),
            (s: string) => `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`,
            (s: string) => s.replaceAll('-', '+').replaceAll('_', '/'),
          ),
        },
      ),
    })
    .map(({ id, ahead, key, tamper }) => {
      const expires = nowS() + ahead;
      return `expires=${expires}&signature=${enc(tamper(sign(key, id, expires)))}`;
    });
  const hostile = fc
    .array(
      fc.oneof(
        pair(fc.constantFrom('expires', 'signature', 'expires[]', 'signature[a]'), queryText),
        pair(fc.constant('expires'), numberish),
      ),
      { maxLength: 4 },
    )
    .map((p) => p.join('&'));
  return {
    method: 'GET',
    path: fc
      .oneof(
        { weight: 4, arbitrary: fc.constant('post-01') },
        { weight: 1, arbitrary: segment(['post-02', 'missing']) },
      )
      .map((id) => `/api/preview/posts/${id}`),
    query: fc.oneof({ weight: 3, arbitrary: signed }, { weight: 1, arbitrary: hostile }),
  };
}
