// The observer items' guard in a real Payload (the CMS's own configuration with its observer items'
// collection, on a throwaway PostgreSQL holding the bundled questions): saving refuses an item that
// breaks the observer rules, each with its message on its field, checked against the questions the
// CMS holds; and the collection is there only when the CMS is asked for it.
import { randomBytes } from 'node:crypto';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { contentDocuments, observerItems, questions } from '@peak/content';
import { type ThrowawayPostgres, throwawayPostgres } from '@peak/testkit/postgres';
import { getPayload, type Payload } from 'payload';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsConfig } from '../src';
import { DEFAULT_ADMIN_URL, postgresAnswers } from '../src/testing/server';

const ADMIN_URL = process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL;
const postgres = await postgresAnswers(ADMIN_URL);
if (!postgres) {
  console.warn(
    `CMS observer items suite skipped: no PostgreSQL answers at ${new URL(ADMIN_URL).host} (set DATABASE_URL, or start one on 127.0.0.1:5432).`,
  );
}

const COLLECTION = 'observer-items';

/** The field errors a refused save carries (Payload's ValidationError), as {path, message}. */
async function refusal(save: Promise<unknown>): Promise<Array<{ path: string; message: string }>> {
  try {
    await save;
  } catch (error) {
    const data = (error as { data?: { errors?: Array<{ path: string; message: string }> } }).data;
    if (data?.errors) return data.errors.map(({ path, message }) => ({ path, message }));
    throw error;
  }
  throw new Error('the save was not refused');
}

const good = observerItems.find((o) => o.itemId === 'cof_v2_1_obs');
if (!good) throw new Error('cof_v2_1_obs');
const rulesOf = (errors: Array<{ path: string; message: string }>) =>
  errors.map((e) => [e.path, e.message.split(':')[0]]);

describe('the CMS configuration', () => {
  const slugs = async (observer: boolean) => {
    const config = await cmsConfig({
      secret: 'x'.repeat(32),
      db: postgresAdapter({ pool: { connectionString: ADMIN_URL } }),
      logLevel: 'silent',
      ...(observer ? { observerItems: true } : {}),
    });
    return config.collections.map((c) => c.slug);
  };

  it('has the observer items only when asked for them', async () => {
    expect(await slugs(false)).not.toContain(COLLECTION);
    const withThem = await slugs(true);
    expect(withThem).toContain(COLLECTION);
    expect(withThem).toContain('questions');
  });
});

describe.skipIf(!postgres)('the observer items guard', () => {
  let database: ThrowawayPostgres;
  let payload: Payload;

  beforeAll(async () => {
    database = await throwawayPostgres({ adminUrl: ADMIN_URL, prefix: 'peak_payload' });
    process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = 'true';
    process.env.DISABLE_PAYLOAD_HMR = 'true';
    const config = await cmsConfig({
      secret: randomBytes(24).toString('hex'),
      db: postgresAdapter({ pool: { connectionString: database.url, max: 5 } }),
      logLevel: 'silent',
      observerItems: true,
    });
    payload = await getPayload({ config, key: `peak-observer-${database.name}` });
    (payload.db as unknown as { pool?: pg.Pool }).pool?.on('error', () => {});
    // The bank as the CMS holds it once seeded: the questions the observer items are checked against.
    for (const data of contentDocuments().questions)
      await payload.db.create({ collection: 'questions', data });
    await payload.create({
      collection: COLLECTION,
      data: { ...good, id: good.itemId },
      overrideAccess: true,
    });
  }, 120_000);

  afterAll(async () => {
    if (payload) {
      await payload.destroy();
      (globalThis as { _payload?: Map<string, unknown> })._payload?.delete(
        `peak-observer-${database.name}`,
      );
      void (payload.db as unknown as { pool?: pg.Pool }).pool?.end();
    }
    await database?.drop();
  });

  it('refuses an item that breaks the observer rules, naming each rule on its field', async () => {
    const twice = good.responseOptions.map((o, i) => (i === 1 ? { ...o, score: 1 } : o));
    expect(
      await refusal(
        payload.update({
          collection: COLLECTION,
          id: good.itemId,
          data: { responseOptions: twice },
          overrideAccess: true,
        }),
      ),
    ).toEqual([
      {
        path: 'responseOptions',
        message: 'Five options scored 1-5 once each: found the scores 1, 1, 3, 4, 5.',
      },
    ]);
    const errors = await refusal(
      payload.create({
        collection: COLLECTION,
        data: {
          ...good,
          id: 'cof_v2_k1_obs',
          itemId: 'cof_v2_k1_obs',
          questionId: 'cof_v2_k1',
          text: 'During a busy week, how often do you see them turn a new request down?',
          notSeen: '',
        },
        overrideAccess: true,
      }),
    );
    expect(rulesOf(errors)).toEqual([
      ['questionId', 'The observer form of a current scored item'],
      ['text', 'About this person'],
      ['text', 'In the third person'],
      ['notSeen', '"I have not seen this" offered'],
    ]);
  });

  it('refuses a second item for the same question', async () => {
    const errors = await refusal(
      payload.create({
        collection: COLLECTION,
        data: { ...good, id: 'cof_v2_1_obs_copy' },
        overrideAccess: true,
      }),
    );
    expect(errors).toEqual([
      {
        path: 'questionId',
        message:
          'One observer item per scored item: cof_v2_1 has 2; every scored item has exactly one.',
      },
    ]);
  });

  it('checks a change against the stored item: another capability is not its question’s', async () => {
    const errors = await refusal(
      payload.update({
        collection: COLLECTION,
        id: good.itemId,
        data: { capability: 'Tool Fluency' },
        overrideAccess: true,
      }),
    );
    expect(errors).toEqual([
      {
        path: 'capability',
        message:
          'The capability of its self item: found "Tool Fluency"; its self item cof_v2_1 is of "Clarity of Focus".',
      },
    ]);
  });

  it('saves an item that keeps them, against the questions the CMS holds', async () => {
    const edited = await payload.update({
      collection: COLLECTION,
      id: good.itemId,
      data: { text: good.text.replace('During a busy week', 'In a busy week') },
      overrideAccess: true,
    });
    expect(edited.text).toMatch(/^In a busy week, a new request reaches this person/);
    // A question the CMS holds but the bundle does not: its observer item is the form of it.
    const self = questions.find((q) => q.questionId === 'cof_v2_1');
    await payload.create({
      collection: 'questions',
      data: { ...self, id: 'cof_v2_9', questionId: 'cof_v2_9' },
      overrideAccess: true,
    });
    const saved = await payload.create({
      collection: COLLECTION,
      data: { ...good, id: 'cof_v2_9_obs', itemId: 'cof_v2_9_obs', questionId: 'cof_v2_9' },
      overrideAccess: true,
    });
    expect(saved.itemId).toBe('cof_v2_9_obs');
    const stored = await payload.find({ collection: COLLECTION, depth: 0, overrideAccess: true });
    expect(stored.docs.map((d) => d.itemId).sort()).toEqual(['cof_v2_1_obs', 'cof_v2_9_obs']);
  });
});
