// Saved assessments. The browser sends raw answers only: the server recomputes every score with
// the scoring engine, takes the user from the verified session, and shows each user only their own.
import { saveAssessmentSchema } from '@peak/contracts';
import type { Results } from '@peak/scoring';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthUser, requiredUser } from '../auth/types';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { assessmentResults } from '../db/schema';
import { sendError } from '../http/errors';
import { type Counters, retryAfterSeconds } from '../limits/counters';
import { COMPOSED_LABEL, composeStory } from '../story/compose';
import type { ScoringBank } from './bank';
import { type ScoredResults, scoreAnswers } from './score-answers';

export const ASSESSMENT_NAME = 'Peak Partners Prioritization Self-Assessment';

const idParam = z.object({ id: z.string().max(100) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const displayName = (user: AuthUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * The story shown when the result was saved is kept with it. When it is exactly the one the local
 * writer composes for these results, it keeps its label, so the saved report stays honest about it.
 */
function withStory(results: ScoredResults, story: string | undefined) {
  if (!story) return results;
  return story === composeStory(results)
    ? { ...results, story, storyLabel: COMPOSED_LABEL }
    : { ...results, story };
}

type Row = typeof assessmentResults.$inferSelect;
const savedReport = (row: Row) => ({
  ...(row.results as unknown as Results & { story?: string }),
  id: row.id,
  userId: row.userId,
  userEmail: row.userEmail,
  userName: row.userName,
  assessmentName: row.assessmentName,
  timestamp: row.createdAt.toISOString(),
});

export async function registerAssessmentRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: AppConfig; counters: Counters; bank: () => Promise<ScoringBank> },
) {
  const { db, config, counters, bank } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const placeholder = (name: string) => sql.placeholder(name);
  // The statement every save runs: built once and prepared by name.
  const insertResult = db
    .insert(assessmentResults)
    .values({
      userId: placeholder('userId'),
      userEmail: placeholder('userEmail'),
      userName: placeholder('userName'),
      assessmentName: placeholder('assessmentName'),
      results: sql`${placeholder('results')}::jsonb`,
    })
    .returning({ id: assessmentResults.id, createdAt: assessmentResults.createdAt })
    .prepare('save_assessment_result');
  const countSaved = db
    .select({ n: sql<number>`count(*)` })
    .from(assessmentResults)
    .where(eq(assessmentResults.userId, placeholder('userId')))
    .prepare('count_saved_results');

  /** One account's saves are bounded: so many an hour, and so many stored in all. */
  async function saveRefusal(userId: string) {
    const { perHour, max } = config.saves;
    const hit = await counters.hit(`saves:${userId}`, 60 * 60_000);
    if (hit.count > perHour) {
      return {
        retryAfter: retryAfterSeconds(hit),
        message: `You have saved ${perHour} assessments in the last hour. Please try again later.`,
      };
    }
    const [row] = await countSaved.execute({ userId });
    if (Number((row as { n: number | string }).n) >= max) {
      return {
        retryAfter: 3600,
        message: `Your account holds the most saved assessments it can (${max}). Contact us to keep more.`,
      };
    }
    return null;
  }

  api.post(
    '/api/assessment-results',
    // Saves are limited per account (an hourly rate and a quota, below), which an address-based
    // count would only duplicate: one database round trip less on the busiest write.
    { schema: { body: saveAssessmentSchema }, config: { auth: 'required', rateLimit: false } },
    async (request, reply) => {
      const user = requiredUser(request);
      const scored = scoreAnswers(request.body.responses, await bank(), request.body.role);
      if (!scored.ok) return sendError(reply, 400, scored.error);
      const refused = await saveRefusal(user.id);
      if (refused) {
        reply.header('Retry-After', String(refused.retryAfter));
        return sendError(reply, 429, refused.message);
      }
      const { results } = scored;
      const stored = withStory(results, request.body.story);
      const fields = {
        userId: user.id,
        userEmail: user.email,
        userName: displayName(user),
        assessmentName: ASSESSMENT_NAME,
      };
      const [row] = await insertResult.execute({ ...fields, results: JSON.stringify(stored) });
      const { id, createdAt } = row as { id: string; createdAt: Date };
      // The full report (about 40 kB) is read with GET /api/assessment-results/{id}; the save answers
      // with what identifies it and its headline figures, which keeps saves cheap under load.
      return reply.code(201).send({
        id,
        ...fields,
        timestamp: createdAt.toISOString(),
        overallScore: results.overallScore,
        rawOverallScore: results.rawOverallScore,
        maturityLevel: results.maturityLevel,
      });
    },
  );

  api.get('/api/assessment-results', { config: { auth: 'required' } }, async (request) => {
    const user = requiredUser(request);
    const rows = await db
      .select()
      .from(assessmentResults)
      .where(eq(assessmentResults.userId, user.id))
      .orderBy(desc(assessmentResults.createdAt));
    const docs = rows.map((row) => {
      const r = row.results as unknown as Results;
      return {
        id: row.id,
        assessmentName: row.assessmentName,
        timestamp: row.createdAt.toISOString(),
        overallScore: r.overallScore,
        rawOverallScore: r.rawOverallScore,
        maturityLevel: r.maturityLevel,
      };
    });
    return { docs, totalDocs: docs.length };
  });

  api.get(
    '/api/assessment-results/:id',
    { schema: { params: idParam }, config: { auth: 'required' } },
    async (request, reply) => {
      const user = requiredUser(request);
      const notFound = () => sendError(reply, 404, 'Assessment results not found');
      if (!UUID.test(request.params.id)) return notFound();
      // Someone else's result answers exactly like a missing one: it reveals nothing.
      const [row] = await db
        .select()
        .from(assessmentResults)
        .where(
          and(eq(assessmentResults.id, request.params.id), eq(assessmentResults.userId, user.id)),
        )
        .limit(1);
      return row ? savedReport(row) : notFound();
    },
  );
}
