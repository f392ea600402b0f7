// The staff's leads inbox: list (filter, search, keyset pages), change status, owner and notes, and
// export CSV. For anyone who is not staff, signed in or not, every path here answers 404 as if it
// did not exist.
import {
  errorBodySchema,
  insightsQuerySchema,
  insightsSchema,
  LEAD_PAGE_SIZE,
  leadIdParam,
  leadSchema,
  leadsPageSchema,
  leadsQuerySchema,
  leadUpdateSchema,
} from '@peak/contracts';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../auth/types';
import {
  INSIGHTS_CSV_COLUMNS,
  insightsRange,
  insightsRows,
  readInsights,
} from '../funnel/insights';
import { sendError } from '../http/errors';
import { FALLBACK_PAGE } from '../http/web';
import { exportRows, leadById, leadsPage, toLead, updateLead } from '../leads/inbox';
import type { IsStaff } from './access';
import { STAFF_CONSTRAINT, staffConstraint } from './route-constraint';

/** The staff's pages: the leads inbox and the funnel's insights. */
const STAFF_PAGES = ['/staff', '/staff/insights'] as const;
const LEAD_PATH = '/api/staff/leads/*';
const leadWildcard = z.object({ '*': leadIdParam.shape.id });

const CSV_COLUMNS = [
  'created',
  'kind',
  'status',
  'owner',
  'name',
  'email',
  'company',
  'message',
  'notes',
  'shared',
  'overall score',
  'maturity level',
] as const;

export interface StaffRoutesOptions {
  isStaff: IsStaff;
  /** Who the request speaks for (the sign-in provider's check), asked while it is routed. */
  authenticate: (request: FastifyRequest) => Promise<AuthUser | null>;
}

export const staffRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (
  app,
  { isStaff, authenticate },
) => {
  const { db, config, clock } = app;
  // Each route below matches staff only (route-constraint.ts): anyone else's request is routed as
  // if they did not exist. Staff are limited as every read is.
  app.addConstraintStrategy(
    staffConstraint({ isStaff, authenticate, parseCookie: app.parseCookie, log: app.log }),
  );
  // Encapsulated, and a second look: the user the route's own sign-in check found must be staff.
  app.addHook('preHandler', async (request, reply) => {
    if (!(await isStaff(request.user))) return reply.callNotFound();
  });

  // The staff's pages, for staff only: the client app's document, never stored by a cache.
  for (const page of STAFF_PAGES)
    app.get(
      page,
      { constraints: STAFF_CONSTRAINT, config: { auth: 'optional', rateLimit: false } },
      async (_request, reply) => {
        if (typeof reply.sendFile !== 'function') return reply.callNotFound();
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('X-Robots-Tag', 'noindex')
          .sendFile(FALLBACK_PAGE);
      },
    );
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staffConfig = { auth: 'optional' as const };

  api.get(
    '/api/staff/leads',
    {
      schema: {
        querystring: leadsQuerySchema,
        response: { 200: leadsPageSchema, '4xx': errorBodySchema },
      },
      constraints: STAFF_CONSTRAINT,
      config: staffConfig,
    },
    async (request) => ({
      ...(await leadsPage(db, request.query, LEAD_PAGE_SIZE)),
      staff: config.staff.emails,
    }),
  );

  // A lead's paths end in a wildcard, not a parameter: the router answers 414 to a parameter past
  // its length before any hook runs, which would tell a stranger the path exists.
  api.get(
    LEAD_PATH,
    {
      schema: { params: leadWildcard, response: { 200: leadSchema, '4xx': errorBodySchema } },
      constraints: STAFF_CONSTRAINT,
      config: staffConfig,
    },
    async (request, reply) =>
      (await leadById(db, request.params['*'])) ?? sendError(reply, 404, 'Lead not found'),
  );

  api.patch(
    LEAD_PATH,
    {
      schema: {
        params: leadWildcard,
        body: leadUpdateSchema,
        response: { 200: leadSchema, '4xx': errorBodySchema },
      },
      constraints: STAFF_CONSTRAINT,
      config: staffConfig,
    },
    async (request, reply) => {
      const row = await updateLead(
        db,
        Boolean(config.webhook),
        request.params['*'],
        request.body,
        new Date(clock()),
      );
      return row ? toLead(row) : sendError(reply, 404, 'Lead not found');
    },
  );

  api.get(
    '/api/staff/leads.csv',
    {
      // Answered as text/csv, so no JSON response schema.
      schema: { querystring: leadsQuerySchema },
      constraints: STAFF_CONSTRAINT,
      config: staffConfig,
    },
    async (request, reply) => {
      const rows = await exportRows(db, request.query);
      const csv = stringify(
        rows.map((l) => {
          const shared = l.shared as {
            scope?: string;
            overallScore?: number;
            maturityLevel?: string;
          } | null;
          return [
            l.createdAt.toISOString(),
            l.kind,
            l.status,
            l.owner ?? '',
            l.name,
            l.email,
            l.company ?? '',
            l.message,
            l.notes,
            shared?.scope ?? '',
            shared?.overallScore ?? '',
            shared?.maturityLevel ?? '',
          ];
        }),
        // A cell starting with = + - @ is written with a leading quote, so a spreadsheet never runs it.
        { header: true, columns: [...CSV_COLUMNS], escape_formulas: true, bom: true },
      );
      const day = new Date(clock()).toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="leads-${day}.csv"`)
        .send(csv);
    },
  );

  // The funnel's numbers: daily totals only, nothing that names a visitor (funnel/).
  api.get(
    '/api/staff/insights',
    {
      schema: {
        querystring: insightsQuerySchema,
        response: { 200: insightsSchema, '4xx': errorBodySchema },
      },
      constraints: STAFF_CONSTRAINT,
      config: staffConfig,
    },
    async (request) => {
      const { from, to } = insightsRange(request.query, clock());
      const { questions } = await app.scoringBank();
      const texts = new Map(questions.map((q) => [q.questionId, q.text]));
      return readInsights(db, from, to, (id) => texts.get(id) ?? '');
    },
  );

  api.get(
    '/api/staff/insights.csv',
    {
      schema: { querystring: insightsQuerySchema },
      constraints: STAFF_CONSTRAINT,
      config: staffConfig,
    },
    async (request, reply) => {
      const { from, to } = insightsRange(request.query, clock());
      const csv = stringify(await insightsRows(db, from, to), {
        header: true,
        columns: [...INSIGHTS_CSV_COLUMNS],
        escape_formulas: true,
        bom: true,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="insights-${from}-to-${to}.csv"`)
        .send(csv);
    },
  );
};
