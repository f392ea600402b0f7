// The ways the person could read one rater's answers out of their 360 report, each played over
// HTTP as they would: one more rater after a group shows, a withdrawal followed by a newcomer, a
// manager merged into the others, and raters who skip a capability ("I have not seen this") so
// that it would stand on fewer than the minimum. Each must find no one: every figure the person
// reads stands on the same raters as before or on at least the minimum more or fewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, startTestApp, type TestApp } from '../support/app';
import { TARGETS } from '../support/database';
import { seeded } from '../support/seeded-results';
import { type Account, feedbackCalls } from './support';

type Figure = { n: number; mean: number };
type Row = { name: string; groups: Record<string, Figure>; allOthers: Figure | null };
const figure = (report: { capabilities: Row[] }, capability: string, group: string) =>
  report.capabilities.find((c) => c.name === capability)?.groups[group] ?? null;

describe.each(TARGETS)('attacks on the 360 report on %s', (target) => {
  let t: TestApp;
  let owner: Account;
  const rng = seeded(17);
  const api = feedbackCalls(() => t);
  let invited = 0;

  beforeAll(async () => {
    t = await startTestApp(target);
    owner = await signUpVerified(t.app, {
      firstName: 'Avery',
      email: 'avery@example.com',
      password: 'correct horse battery',
    });
  });
  afterAll(() => t?.close());

  const fresh = async () => api.start(owner, await api.saveResult(owner, rng));
  const rater = (id: string, group: string) =>
    api.invite(owner, id, `rater${invited++}@example.com`, group);

  it('one more peer after the group shows moves nothing until the minimum more have answered', async () => {
    const id = await fresh();
    for (const doing of [3, 4, 5]) await api.answer(await rater(id, 'peers'), () => doing);
    const shown = figure(await api.report(owner, id), 'Clarity of Focus', 'peers');
    expect(shown).toMatchObject({ n: 3, mean: 12 });
    // The fourth and fifth: the figure must not move (4 x new - 3 x old would be their answers).
    await api.answer(await rater(id, 'peers'), () => 1);
    expect(figure(await api.report(owner, id), 'Clarity of Focus', 'peers')).toEqual(shown);
    await api.answer(await rater(id, 'peers'), () => 1);
    expect(figure(await api.report(owner, id), 'Clarity of Focus', 'peers')).toEqual(shown);
    // The sixth seals a second batch of three: the figure stands on six, three apart.
    await api.answer(await rater(id, 'peers'), () => 1);
    expect(figure(await api.report(owner, id), 'Clarity of Focus', 'peers')).toMatchObject({
      n: 6,
      mean: (9 + 12 + 15 + 3 * 3) / 6,
    });
  });

  it('a withdrawal and a newcomer: the group hides whole and shows only with the minimum new', async () => {
    const id = await fresh();
    const tokens = [];
    for (const doing of [2, 3, 4]) {
      const token = await rater(id, 'direct-reports');
      await api.answer(token, () => doing);
      tokens.push(token);
    }
    expect(figure(await api.report(owner, id), 'Clarity of Focus', 'direct-reports')?.n).toBe(3);
    expect((await api.call(null, 'DELETE', `/api/feedback/rate/${tokens[0]}`, {})).statusCode).toBe(
      200,
    );
    // With the one who left gone and one newcomer in, a figure over the other two and the newcomer
    // minus the first would read the newcomer against the leaver: it must not show.
    await api.answer(await rater(id, 'direct-reports'), () => 5);
    let report = await api.report(owner, id);
    expect(figure(report, 'Clarity of Focus', 'direct-reports')).toBeNull();
    expect(report.shown).toEqual({});
    await api.answer(await rater(id, 'direct-reports'), () => 5);
    expect(figure(await api.report(owner, id), 'Clarity of Focus', 'direct-reports')).toBeNull();
    await api.answer(await rater(id, 'direct-reports'), () => 5);
    report = await api.report(owner, id);
    expect(figure(report, 'Clarity of Focus', 'direct-reports')).toMatchObject({ n: 3, mean: 15 });
  });

  it('a manager who does not consent enters the others only in a batch of the minimum', async () => {
    const id = await fresh();
    for (const doing of [2, 3]) await api.answer(await rater(id, 'others'), () => doing);
    expect((await api.report(owner, id)).shown).toEqual({});
    await api.answer(await rater(id, 'manager'), () => 5);
    const report = await api.report(owner, id);
    expect(report.shown).toEqual({ others: 3 });
    expect(figure(report, 'Clarity of Focus', 'others')).toMatchObject({ n: 3, mean: 10 });
    expect(figure(report, 'Clarity of Focus', 'manager')).toBeNull();
  });

  it('a capability that only some of a batch have seen is shown on none of them', async () => {
    const id = await fresh();
    const first = await rater(id, 'peers');
    const items: Array<{ questionId: string; capability: string }> = (
      await api.call(null, 'GET', `/api/feedback/rate/${first}`)
    ).json().items;
    const clarity = new Set(
      items.filter((i) => i.capability === 'Clarity of Focus').map((i) => i.questionId),
    );
    // Three peers seal a batch; the third has not seen Clarity of Focus at all.
    await api.answer(first, () => 4);
    await api.answer(await rater(id, 'peers'), () => 4);
    await api.answer(await rater(id, 'peers'), (q) => (clarity.has(q) ? null : 2));
    const report = await api.report(owner, id);
    expect(report.shown).toEqual({ peers: 3 });
    // Clarity would stand on two: it is not shown; every other capability stands on three.
    expect(figure(report, 'Clarity of Focus', 'peers')).toBeNull();
    expect(figure(report, 'Rhythm & Ritual', 'peers')).toMatchObject({ n: 3 });
  });
});
