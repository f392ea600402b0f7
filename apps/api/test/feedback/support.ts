// Driving 360s over HTTP in the API suites: the person's calls with their session, the rater's
// with their token only, the tokens read out of the invitation mail in the outbox, and answers.
import { observerItems } from '@peak/content';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../../src/db/schema';
import type { TestApp } from '../support/app';
import { versioned } from '../support/bank';
import { answersOf, drawPerson, type Seeded } from '../support/seeded-results';

export type Account = { id: string; cookie: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const ITEM_IDS = observerItems.map((i) => i.questionId);

export function feedbackCalls(t: () => TestApp) {
  const call = (who: Account | null, method: Method, url: string, payload?: object) =>
    t().app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(method === 'GET' ? {} : { payload: payload ?? {} }),
    });

  /** A saved result for the account: its id. */
  async function saveResult(who: Account, rng: Seeded) {
    const res = await call(
      who,
      'POST',
      '/api/assessment-results',
      versioned({ responses: answersOf(drawPerson(rng), rng) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  async function start(who: Account, resultId: string) {
    const res = await call(who, 'POST', '/api/feedback', { resultId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  /** Invites by mail and answers the token the invitation carries. */
  async function invite(who: Account, id: string, email: string, group: string) {
    const res = await call(who, 'POST', `/api/feedback/${id}/raters`, { email, group });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t()
      .app.db.select()
      .from(outbox)
      .where(eq(outbox.type, 'feedback.invitation'));
    const mail = rows.find((r) => (r.payload as { to: string }).to === email.toLowerCase());
    const text = String((mail?.payload as { text?: string } | undefined)?.text ?? '');
    const token = /\/feedback\/rate\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect(token, `a link in the invitation to ${email}`).toBeTruthy();
    return token as string;
  }

  /** Saves a full set of answers (`doing` per item) and sends them. */
  async function answer(
    token: string,
    doing: (questionId: string) => number | null,
    extra: { comments?: Record<string, string>; showAsManager?: boolean } = {},
  ) {
    const responses = ITEM_IDS.map((questionId) => ({ questionId, doing: doing(questionId) }));
    const saved = await call(null, 'PUT', `/api/feedback/rate/${token}`, { responses, ...extra });
    expect(saved.statusCode, saved.body).toBe(200);
    const own = (saved.json().token as string | undefined) ?? token;
    const sent = await call(null, 'POST', `/api/feedback/rate/${own}/submit`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    return own;
  }

  async function report(who: Account, id: string) {
    const res = await call(who, 'GET', `/api/feedback/${id}/report`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  return { call, saveResult, start, invite, answer, report };
}
