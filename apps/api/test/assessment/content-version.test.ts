// A save names the content version (question bank and rules) the browser scored with: the server
// refuses, with 409 and a message telling the page to reload, to verify answers against another
// bank, and stores the version with the result.

import { questions, rules } from '@peak/content';
import { CONTENT_CHANGED_MESSAGE } from '@peak/contracts';
import { contentVersion } from '@peak/scoring';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentResults } from '../../src/db/schema';
import { signUpCookie, startTestApp, type TestApp } from '../support/app';
import { TARGETS } from '../support/database';
import { readFixture } from '../support/paths';

const responses = readFixture('all-3s.json').responses as unknown[];
/** The version of the bundled content, as the browser computes it from what the API serves. */
const bundled = contentVersion(questions, rules);

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
    // A client that does not say is scored with the current bank, and the row says which.
    expect((await save({ responses })).statusCode).toBe(201);
    expect(await storedVersions()).toEqual([bundled, bundled]);
  });

  it('answers 409 telling the page to reload when the browser scored with another bank', async () => {
    const res = await save({ responses, contentVersion: 'an-older-one' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(CONTENT_CHANGED_MESSAGE);
    expect(await storedVersions()).toHaveLength(2);
  });
});
