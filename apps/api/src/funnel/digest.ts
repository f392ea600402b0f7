// The weekly digest to STAFF_EMAILS, through the outbox: once a week (Monday to Sunday, UTC) has
// ended, its funnel against the week before, its new leads, and the question positions that lost
// the most people; none for two empty weeks. Each instance looks every DIGEST_CHECK_MS; the week's
// row in funnel_digests, written with the mail in one transaction, makes the first one the only one.
import type { Insights } from '@peak/contracts';
import { and, desc, gte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { funnelDigests, leads } from '../db/schema';
import { enqueueMail, type Mail } from '../outbox/enqueue';
import { dayOf } from './counted';
import { readInsights, weekOf } from './insights';

const DAY_MS = 86_400_000;
/** The steps the digest compares, in the funnel's order. */
const DIGEST_STEPS = [
  ['assessment-viewed', 'Viewed the assessment'],
  ['started', 'Started'],
  ['finished', 'Finished'],
  ['saved', 'Saved'],
  ['shared', 'Shared'],
  ['review-requested', 'Asked for a review'],
] as const;
const LEADS_LISTED = 20;

const count = (insights: Insights, step: string) =>
  insights.funnel.find((f) => f.step === step)?.count ?? 0;

const change = (now: number, before: number) => {
  if (before === 0) return now === 0 ? 'no change' : 'new';
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent >= 0 ? '+' : ''}${percent}%`;
};

/** The digest's text for the week starting `week`, from its figures and the week before's. */
export function digestText(
  week: string,
  thisWeek: Insights,
  weekBefore: Insights,
  newLeads: ReadonlyArray<{ kind: string; name: string; company: string | null }>,
  siteUrl: string,
): { subject: string; text: string } {
  const lines = [
    `The assessment's funnel, the week of ${week} against the week before:`,
    '',
    ...DIGEST_STEPS.map(([step, label]) => {
      const now = count(thisWeek, step);
      const before = count(weekBefore, step);
      return `- ${label}: ${now} (the week before: ${before}, ${change(now, before)})`;
    }),
    '',
    thisWeek.completion.medianMinutes === null
      ? 'No one finished.'
      : `Median time to finish: ${thisWeek.completion.medianMinutes} minutes.`,
    '',
  ];
  const lost = [...thisWeek.byPosition]
    .filter((p) => p.lost > 0)
    .sort((a, b) => b.lost - a.lost || a.position - b.position)
    .slice(0, 3);
  lines.push(
    lost.length
      ? `Where people stopped most: ${lost.map((p) => `question ${p.position} (${p.lost} of ${p.reached})`).join(', ')}.`
      : 'No one stopped part-way.',
    '',
    `New leads: ${newLeads.length}`,
    ...newLeads
      .slice(0, LEADS_LISTED)
      .map((l) => `- ${l.kind}: ${l.name}${l.company ? `, ${l.company}` : ''}`),
    ...(newLeads.length > LEADS_LISTED ? [`- and ${newLeads.length - LEADS_LISTED} more`] : []),
    '',
    `The numbers: ${siteUrl}/staff/insights  The leads: ${siteUrl}/staff`,
    '',
    'Counted as daily totals only: no visitor can be picked out of these figures.',
  );
  return { subject: `Weekly numbers: the week of ${week}`, text: lines.join('\n') };
}

/** The Monday of the last week that has ended at `now`. */
export const lastEndedWeek = (now: number) =>
  dayOf(Date.parse(`${weekOf(dayOf(now))}T00:00:00Z`) - 7 * DAY_MS);

/** Writes the last ended week's digest unless some instance has: true when this call wrote it. */
export async function writeDigest(
  db: Db,
  settings: { staff: readonly string[]; siteUrl: string },
  now: number,
): Promise<boolean> {
  if (settings.staff.length === 0) return false;
  const week = lastEndedWeek(now);
  const start = Date.parse(`${week}T00:00:00Z`);
  const end = dayOf(start + 6 * DAY_MS);
  const before = dayOf(start - 7 * DAY_MS);
  const [thisWeek, weekBefore] = await Promise.all([
    readInsights(db, week, end),
    readInsights(db, before, dayOf(start - DAY_MS)),
  ]);
  const newLeads = await db
    .select({ kind: leads.kind, name: leads.name, company: leads.company })
    .from(leads)
    .where(
      and(gte(leads.createdAt, new Date(start)), lt(leads.createdAt, new Date(start + 7 * DAY_MS))),
    )
    .orderBy(desc(leads.createdAt));
  // Nothing to say of two empty weeks (a site just started): no mail, and nothing recorded.
  const counted = (i: Insights) => i.funnel.reduce((n, f) => n + f.count, 0);
  if (counted(thisWeek) + counted(weekBefore) + newLeads.length === 0) return false;
  const { subject, text } = digestText(week, thisWeek, weekBefore, newLeads, settings.siteUrl);
  return db.transaction(async (tx) => {
    const written = await tx
      .insert(funnelDigests)
      .values({ week, writtenAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ week: funnelDigests.week });
    if (written.length === 0) return false;
    for (const to of settings.staff) {
      const mail: Mail = { to, subject, text };
      await enqueueMail(tx, 'staff.digest', mail, { subject: null });
    }
    return true;
  });
}

/** Looks every DIGEST_CHECK_MS (and once the app is ready) whether a digest is due. */
export function registerWeeklyDigest(app: FastifyInstance): void {
  const { db, config, clock } = app;
  if (config.digestCheckMs === 0) return;
  const settings = { staff: config.staff.emails, siteUrl: config.siteUrl };
  const check = () =>
    writeDigest(db, settings, clock()).catch((error) =>
      app.log.warn({ err: error }, 'funnel: writing the weekly digest failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void check();
    timer = setInterval(() => void check(), config.digestCheckMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
