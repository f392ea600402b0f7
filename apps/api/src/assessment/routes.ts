// Saved assessments. The browser sends raw answers only: the server recomputes every score with
// the scoring engine, takes the user from the verified session, and shows each user only their own.
import {
  COMPOSED_STORY_LABEL,
  CONTENT_CHANGED_MESSAGE,
  compareResponseSchema,
  errorBodySchema,
  historyResponseSchema,
  saveAssessmentSchema,
  savedReportSchema,
  savedSummarySchema,
} from '@peak/contracts';
import {
  accountSentences,
  compareAccount,
  compareResults,
  composeStory,
  type Results,
  type ResultsComparison,
} from '@peak/scoring';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthUser, requiredUser } from '../auth/types';
import { ensureAccount } from '../db/accounts';
import { sendError } from '../http/errors';
import { retryAfterSeconds } from '../limits/counters';
import { resultDigest } from '../norms/digest';
import { bankSeenBy } from './bank';
import { resultKey } from './result-key';
import { assessmentSavedEvent, type SavedIdentity } from './saved-event';
import { scoreWithBank } from './scored-request';
import {
  atQuota,
  type ResultRow,
  resultStore,
  type SavedRow,
  type SaveQuota,
  type Usage,
} from './store';
import { fromStored, type StoredResults, toStored } from './stored-results';

export const ASSESSMENT_NAME = 'Peak Partners Prioritization Self-Assessment';

const idParam = z.object({ id: z.string().max(100) });
const compareQuery = z.object({ from: z.string().max(100), to: z.string().max(100) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'Assessment results not found';
export const ACCOUNT_DELETED = 'This account has been deleted, so the result was not saved.';

const displayName = (user: AuthUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * The story shown when the result was saved is kept with it. When it is exactly the one the local
 * writer composes for these results, it keeps its label, so the saved report stays honest about it.
 */
function withStory(results: Results, story: string | undefined) {
  if (!story) return results;
  return story === composeStory(results)
    ? { ...results, story, storyLabel: COMPOSED_STORY_LABEL }
    : { ...results, story };
}

/** A saved result as the history lists it: what identifies it and its headline figures. */
const historyEntry = (row: Omit<SavedRow, 'userEmail' | 'userName'>) => ({
  id: row.id,
  assessmentName: row.assessmentName,
  timestamp: row.createdAt.toISOString(),
  overallScore: row.overallScore,
  rawOverallScore: row.rawOverallScore,
  maturityLevel: row.maturityLevel,
});

/** What a save answers: the entry as the history lists it, and its owner. */
const savedSummary = (row: SavedRow, userId: string) => ({
  ...historyEntry(row),
  userId,
  userEmail: row.userEmail,
  userName: row.userName,
});

const savedReport = (row: ResultRow) => ({
  ...fromStored(row.results as unknown as StoredResults<Results & { story?: string }>),
  id: row.id,
  userId: row.userId,
  userEmail: row.userEmail,
  userName: row.userName,
  assessmentName: row.assessmentName,
  timestamp: row.createdAt.toISOString(),
});

/** Why a save was refused at a quota, with when to try again. */
function quotaRefusal(usage: Usage, quota: SaveQuota, now: number) {
  if (usage.total >= quota.max)
    return {
      retryAfter: 3600,
      message: `Your account holds the most saved assessments it can (${quota.max}). Contact us to keep more.`,
    };
  const frees = usage.hourFreesAt?.getTime() ?? now;
  return {
    retryAfter: Math.max(1, Math.ceil((frees - now) / 1000)),
    message: `You have saved ${quota.perHour} assessments in the last hour. Please try again later.`,
  };
}

/** Saving, listing and reading one's own assessment results. */
export const assessmentRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, counters, scoringBank: bank, clock, norms } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const store = resultStore(db, config.saves);
  const refuseAtQuota = (reply: FastifyReply, usage: Usage) => {
    const refused = quotaRefusal(usage, config.saves, clock());
    reply.header('Retry-After', String(refused.retryAfter));
    return sendError(reply, 429, refused.message);
  };
  /** The user's own result by id; someone else's answers exactly like a missing one (null). */
  const ownResult = (id: string, userId: string) =>
    UUID.test(id) ? store.byId(id, userId) : Promise.resolve(null);

  const saveLimit = { max: config.rateLimits.saves, timeWindow: config.rateLimits.windowMs };
  /** Every save (a repeat too) counts against its account's limit; past it, 429 with Retry-After. */
  const accountOverLimit = async (request: FastifyRequest, userId: string, reply: FastifyReply) => {
    // As the address limit does (skipOnError), a store that cannot count lets the save go on: the
    // quotas, counted in the database, still bound it.
    const hit = await counters.hit(`saves:${userId}`, saveLimit.timeWindow).catch((error) => {
      request.log.warn({ err: error }, 'save limit not counted');
      return null;
    });
    if (!hit || hit.count <= saveLimit.max) return false;
    reply.header('Retry-After', String(retryAfterSeconds(hit, clock())));
    sendError(
      reply,
      429,
      `You have saved ${saveLimit.max} times in a minute. Please try again later.`,
    );
    return true;
  };

  api.post(
    '/api/assessment-results',
    // Scoring is the costly step, so everything that can refuse a save comes first and costs one
    // cheap statement each: the limits per client address (here) and per account, the check that
    // the browser scored with the current bank, the stored row of a repeat, and the quotas. The
    // insert checks the quotas again in its own statement, so concurrent saves never pass them.
    {
      schema: {
        body: saveAssessmentSchema,
        response: { 200: savedSummarySchema, 201: savedSummarySchema, '4xx': errorBodySchema },
      },
      config: { auth: 'required', rateLimit: saveLimit },
    },
    async (request, reply) => {
      const user = requiredUser(request);
      if (await accountOverLimit(request, user.id, reply)) return reply;
      const current = await bankSeenBy(bank, request.body.contentVersion);
      if (!current) return sendError(reply, 409, CONTENT_CHANGED_MESSAGE);
      const key = resultKey({
        responses: request.body.responses,
        role: request.body.role,
        contentVersion: current.version,
      });
      // The same result saved again (a double click, the report's second Save button, a retry
      // after a lost answer) is answered from the row stored first, with 200, unscored.
      const stored = await store.existing(user.id, key);
      if (stored) return reply.code(200).send(savedSummary(stored, user.id));
      const usage = await store.usage(user.id);
      if (atQuota(usage, config.saves)) return refuseAtQuota(reply, usage);
      const scored = scoreWithBank(current, request.body);
      if (!scored.ok) return sendError(reply, scored.status, scored.error);
      const { results } = scored;
      const fields = {
        userId: user.id,
        userEmail: user.email,
        userName: displayName(user),
        assessmentName: ASSESSMENT_NAME,
      };
      const headline = {
        overallScore: results.overallScore,
        rawOverallScore: results.rawOverallScore,
        maturityLevel: results.maturityLevel,
      };
      const report = withStory(results, request.body.story);
      const share = request.body.shareWithConsultancy;
      // Shared only as far as agreed, and only when there is a webhook to tell.
      const announce =
        share && config.webhook
          ? (row: SavedIdentity) =>
              assessmentSavedEvent(share, row, { name: fields.userName, email: user.email }, report)
          : undefined;
      // The account's row (which the result's foreign key needs); none once it is deleted.
      await ensureAccount(db, user.id);
      const saved = await store.save(
        {
          ...fields,
          ...headline,
          resultsJson: JSON.stringify(toStored(report)),
          contentVersion: current.version,
          resultKey: key,
          digestJson: JSON.stringify(resultDigest(results)),
        },
        announce,
      );
      if (saved.status === 'no-account') return sendError(reply, 410, ACCOUNT_DELETED);
      if (saved.status === 'quota') return refuseAtQuota(reply, await store.usage(user.id));
      // The full report (40-90 kB) is read with GET /api/assessment-results/{id}; the save answers
      // with its entry as the history lists it, and its owner, which keeps saves cheap under load
      // and tells the page it is kept without reading the history. The same result saved again (a
      // double click, the report's second Save button, a retry after a lost answer) is not stored
      // twice: it answers the row stored first, with 200 instead of 201.
      const { row } = saved;
      if (saved.status === 'created') {
        norms.afterSave();
        // Teams where this person chose their next result to count; a fault there never fails the save.
        await app.teams
          .resultSaved(user.id, row.id)
          .catch((error) => request.log.error({ err: error }, 'team result after a save'));
        // A report shared with the consultancy is a lead staff follow up, webhook or not; a fault
        // there is logged and never fails the save.
        if (share)
          await app.sharedSaves
            .resultShared({
              userId: user.id,
              name: fields.userName,
              email: user.email,
              resultId: row.id,
              results: report,
              share,
            })
            .catch((error) => request.log.error({ err: error }, 'lead from a shared save'));
      }
      return reply.code(saved.status === 'created' ? 201 : 200).send(savedSummary(row, user.id));
    },
  );

  api.get(
    '/api/assessment-results',
    {
      schema: { response: { 200: historyResponseSchema, '4xx': errorBodySchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const docs = (await store.list(requiredUser(request).id)).map(historyEntry);
      return { docs, totalDocs: docs.length };
    },
  );

  api.get(
    '/api/assessment-results/:id',
    {
      schema: {
        params: idParam,
        response: { 200: savedReportSchema, '4xx': errorBodySchema },
      },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      // Someone else's result answers exactly like a missing one: it reveals nothing.
      const row = await ownResult(request.params.id, requiredUser(request).id);
      return row ? savedReport(row) : sendError(reply, 404, NOT_FOUND);
    },
  );

  // Did I change: two of one's own results, score by score, with the reliability the stored
  // results give (the published norms snapshot's; the documented defaults below the minimum).
  api.get(
    '/api/assessment-compare',
    {
      schema: {
        querystring: compareQuery,
        response: { 200: compareResponseSchema, '4xx': errorBodySchema },
      },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      const userId = requiredUser(request).id;
      const [fromRow, toRow] = await Promise.all([
        ownResult(request.query.from, userId),
        ownResult(request.query.to, userId),
      ]);
      // Either one missing or someone else's: the same answer, which never says which.
      if (!fromRow || !toRow) return sendError(reply, 404, NOT_FOUND);
      const from = savedReport(fromRow);
      const to = savedReport(toRow);
      const reliability = await norms.reliability();
      let comparison: ResultsComparison;
      try {
        comparison = compareResults(from, to, reliability);
      } catch (error) {
        // Every result the engine saves compares; a row of another shape is refused, never a 500.
        request.log.warn({ err: error }, 'saved results that do not compare');
        return sendError(reply, 422, 'These saved results cannot be compared.');
      }
      const account = compareAccount(comparison);
      return { from, to, comparison, account, sentences: accountSentences(account) };
    },
  );
};
