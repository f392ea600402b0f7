// No subtraction, over random histories played over HTTP. Each step an invited rater (in a random
// group, a manager consenting or not, some not having seen some items) sends their answers, or one
// who answered withdraws, or one declines; after each, the person reads the report. For every
// figure (each capability and family, each group and all others), any two the person has read
// stand on the same raters or on sets at least the minimum apart (a manager shown by consent
// aside), and each figure the API answered is the one its sealed batches make.
import { observerItems } from '@peak/content';
import {
  type Batch,
  CAPABILITIES,
  type CapabilityName,
  contributors,
  FAMILIES,
  figureOf,
  RATER_GROUPS,
  type RaterGroup,
  type RaterScores,
  raterScores,
  type Scale,
  scoreOn,
} from '@peak/scoring';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/tokens';
import { feedback, feedbackRaters } from '../../src/db/schema';
import { signUpVerified, startTestApp, type TestApp } from '../support/app';
import { TARGETS } from '../support/database';
import { seeded } from '../support/seeded-results';
import { type Account, feedbackCalls, ITEM_IDS } from './support';

const MINIMUM = 3;
const HISTORIES = 6;
const STEPS = 18;
const capabilityOf = new Map(
  observerItems.map((i) => [i.questionId, i.capability as CapabilityName]),
);
const scales: Scale[] = [
  ...CAPABILITIES.map((c) => ({ level: 'capability' as const, name: c.name })),
  ...FAMILIES.map((f) => ({ level: 'family' as const, name: f.name })),
];
type Figure = { n: number; mean: number } | null;
type Row = { name: string; groups: Partial<Record<RaterGroup, Figure>>; allOthers: Figure };

describe.each(TARGETS)('no subtraction in a 360 over HTTP on %s', (target) => {
  let t: TestApp;
  let owner: Account;
  const api = feedbackCalls(() => t);

  beforeAll(async () => {
    t = await startTestApp(target);
    owner = await signUpVerified(t.app, {
      firstName: 'Rowan',
      email: 'rowan@example.com',
      password: 'correct horse battery',
    });
  });
  afterAll(() => t?.close());

  it(`${HISTORIES} random histories of ${STEPS} steps: any two readable figures are 0 or the minimum apart`, async () => {
    const rng = seeded(4242);
    let checked = 0;
    for (let history = 0; history < HISTORIES; history++) {
      const id = await api.start(owner, await api.saveResult(owner, rng));
      /** Sent answers by token, and whose token is whose row. */
      const sent = new Map<string, { raterId: string; doing: Map<string, number | null> }>();
      const read = new Map<string, string[][]>();
      let invited = 0;
      for (let step = 0; step < STEPS; step++) {
        const draw = rng.next();
        const tokens = [...sent.keys()];
        if (draw < 0.65 || tokens.length === 0) {
          const group = RATER_GROUPS[Math.floor(rng.next() * RATER_GROUPS.length)] as RaterGroup;
          const token = await api.invite(owner, id, `h${history}r${invited++}@example.com`, group);
          const doing = new Map(
            ITEM_IDS.map((q) => [q, rng.next() < 0.2 ? null : 1 + Math.floor(rng.next() * 5)]),
          );
          await api.answer(token, (q) => doing.get(q) ?? null, {
            showAsManager: group === 'manager' && rng.next() < 0.5,
          });
          const [row] = await t.app.db
            .select({ id: feedbackRaters.id })
            .from(feedbackRaters)
            .where(eq(feedbackRaters.tokenHash, hashToken(token)));
          sent.set(token, { raterId: row?.id as string, doing });
        } else {
          const token = tokens[Math.floor(rng.next() * tokens.length)] as string;
          const res = await api.call(null, 'DELETE', `/api/feedback/rate/${token}`, {});
          expect(res.statusCode, res.body).toBe(200);
          sent.delete(token);
        }

        const report = await api.report(owner, id);
        const [stored] = await t.app.db.select().from(feedback).where(eq(feedback.id, id));
        const batches = (stored?.batches ?? []) as Batch[];
        const scores = new Map<string, RaterScores>(
          [...sent.values()].map((r) => [
            r.raterId,
            raterScores(
              {
                raterId: r.raterId,
                answers: [...r.doing].map(([questionId, doing]) => ({ questionId, doing })),
              },
              capabilityOf,
            ),
          ]),
        );
        const identified = new Set(
          batches.filter((b) => b.group === 'manager').flatMap((b) => b.raterIds),
        );
        const counted = batches.reduce((n, b) => n + b.raterIds.length, 0);
        for (const scale of scales) {
          const rows: Row[] = scale.level === 'capability' ? report.capabilities : report.families;
          const row = rows.find((r) => r.name === scale.name) as Row;
          const aggregates: Array<[string, Batch[], Figure]> = [
            ...RATER_GROUPS.map(
              (g) =>
                [g, batches.filter((b) => b.group === g), row.groups[g] ?? null] as [
                  string,
                  Batch[],
                  Figure,
                ],
            ),
            ['all others', counted >= 4 ? batches : [], row.allOthers],
          ];
          const key = `${scale.level}:${scale.name}`;
          const seen = read.get(key) ?? [];
          for (const [what, those, answered] of aggregates) {
            const on = contributors(those, scores, scale, MINIMUM);
            // The API's figure is the one the sealed batches make.
            const expected = figureOf(on.map((r) => scoreOn(scores.get(r), scale) as number));
            expect(answered?.n ?? null, `${key} ${what}`).toBe(expected?.n ?? null);
            if (expected) expect(answered?.mean).toBeCloseTo(expected.mean, 9);
            const anonymous = on.filter((r) => !identified.has(r));
            if (anonymous.length === 0) continue;
            for (const before of seen) {
              const a = new Set(before);
              const b = new Set(anonymous);
              const apart =
                [...a].filter((x) => !b.has(x)).length + [...b].filter((x) => !a.has(x)).length;
              expect(
                apart === 0 || apart >= MINIMUM,
                `history ${history} step ${step} ${key} ${what}: ${before} against ${anonymous}`,
              ).toBe(true);
              checked++;
            }
            seen.push(anonymous);
          }
          read.set(key, seen);
        }
      }
    }
    // The property was tested on many pairs, not vacuously.
    expect(checked).toBeGreaterThan(500);
  }, 240_000);
});
