// The staff's leads inbox: list (filter, search, keyset pages), change status, owner and notes, and
// export CSV. For anyone who is not staff, signed in or not, every path here answers 404 as if it
// did not exist.
import {
  errorBodySchema,
  LEAD_PAGE_SIZE,
  leadIdParam,
  leadSchema,
  leadsPageSchema,
  leadsQuerySchema,
  leadUpdateSchema,
} from '@peak/contracts';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendError } from '../http/errors';
import { FALLBACK_PAGE } from '../http/web';
import { exportRows, leadById, leadsPage, toLead, updateLead } from '../leads/inbox';
import type { IsStaff } from './access';

const NOT_FOUND = 'Not Found';
const STAFF_PAGE = '/staff';

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

export const staffRoutes: FastifyPluginAsync<{ isStaff: IsStaff }> = async (app, { isStaff }) => {
  const { db, config, clock } = app;
  // Encapsulated: this check guards the staff paths alone. The page answers as an unknown path
  // does (the site's not-found page, 404); the API answers 404 JSON.
  app.addHook('preHandler', async (request, reply) => {
    if (await isStaff(request.user)) return;
    if (request.routeOptions.url === STAFF_PAGE) return reply.callNotFound();
    return sendError(reply, 404, NOT_FOUND);
  });

  // The inbox's page, for staff only: the client app's document, never stored by a cache.
  app.get(
    STAFF_PAGE,
    { config: { auth: 'optional', rateLimit: false } },
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
  const staffConfig = { auth: 'optional' as const, rateLimit: false as const };

  api.get(
    '/api/staff/leads',
    {
      schema: {
        querystring: leadsQuerySchema,
        response: { 200: leadsPageSchema, '4xx': errorBodySchema },
      },
      config: staffConfig,
    },
    async (request) => ({
      ...(await leadsPage(db, request.query, LEAD_PAGE_SIZE)),
      staff: config.staff.emails,
    }),
  );

  api.get(
    '/api/staff/leads/:id',
    {
      schema: { params: leadIdParam, response: { 200: leadSchema, '4xx': errorBodySchema } },
      config: staffConfig,
    },
    async (request, reply) =>
      (await leadById(db, request.params.id)) ?? sendError(reply, 404, 'Lead not found'),
  );

  api.patch(
    '/api/staff/leads/:id',
    {
      schema: {
        params: leadIdParam,
        body: leadUpdateSchema,
        response: { 200: leadSchema, '4xx': errorBodySchema },
      },
      config: staffConfig,
    },
    async (request, reply) => {
      const row = await updateLead(
        db,
        Boolean(config.webhook),
        request.params.id,
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
};
