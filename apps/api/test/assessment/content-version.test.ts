// A save or a story request names the content version (question bank and rules) the browser scored
// with: the server refuses, with 409 and a message telling the page to reload, to verify answers
// against another bank or an unnamed one, and stores the version with a saved result.

import { CONTENT_CHANGED_MESSAGE } from '@peak/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentResults } from '../../src/db/schema';
import { signUpCookie, startTestApp, type TestApp } from '../support/app';
import { BANK_VERSION as bundled } from '../support/bank';
import { TARGETS } from '../support/database';
import { readFixture } from '../support/paths';

const responses = readFixture('all-3s.json').responses as unknown[];

describe.each(TARGETS)('the content version of a save on %s', (target) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    cookie = await signUpCookie(t.app, {
      email: 'version@example.com',
      password: 'correct horse battery',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/assessment-results',
      headers: { cookie },
      payload,
    });
  const storedVersions = async () =>
    (
      await t.database.db
        .select({ version: assessmentResults.contentVersion })
        .from(assessmentResults)
        .orderBy(sql`${assessmentResults.createdAt}`)
    ).map((r) => r.version);

  it("is the bundled content's version in the embedded mode", async () => {
    expect((await t.app.scoringBank()).version).toBe(bundled);
  });

  it('stores the version a save was scored with', async () => {
    expect((await save({ responses, contentVersion: bundled })).statusCode).toBe(201);
    expect(await storedVersions()).toEqual([bundled]);
  });

  it('answers 409 telling the page to reload when the browser scored with another bank, or does not say', async () => {
    for (const payload of [{ responses, contentVersion: 'an-older-one' }, { responses }]) {
      const res = await save(payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(CONTENT_CHANGED_MESSAGE);
    }
    expect(await storedVersions()).toHaveLength(1);
  });

  it('writes a story only from the bank the browser scored with', async () => {
    const story = (payload: object) => t.app.inject({ method: 'POST', url: '/api/story', payload });
    const ok = await story({ responses, contentVersion: bundled });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().story.length).toBeGreaterThan(100);
    for (const payload of [{ responses, contentVersion: 'an-older-one' }, { responses }]) {
      const res = await story(payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(CONTENT_CHANGED_MESSAGE);
    }
  });
});
