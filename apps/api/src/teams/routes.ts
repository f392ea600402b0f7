// Teams: create one, invite by link, join with consent, choose which result counts, leave, and
// read the team report: the round this account may read (rounds.ts says how no one's answers can be
// read from two reports). Someone else's team answers 404, like a missing one.
import {
  createInvitationSchema,
  createTeamSchema,
  errorBodySchema,
  INVITATION_TOKEN,
  invitationPreviewSchema,
  invitationSchema,
  joinedTeamSchema,
  joinTeamSchema,
  myTeamResultSchema,
  teamDetailSchema,
  teamListSchema,
  teamReportResponseSchema,
} from '@peak/contracts';
import { buildTeamReport, type TeamCounts } from '@peak/scoring';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthUser, requiredUser } from '../auth/types';
import { sendError } from '../http/errors';
import { UNLISTED_HEADERS } from '../http/web';
import { teamContent } from './content';
import type { TeamDirectory } from './directory';
import { hiddenMessage } from './rounds';
import {
  type InvitationRow,
  isRefusal,
  OWNER_ONLY,
  type Refusal,
  TEAM_NOT_FOUND,
  type TeamRow,
} from './store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = z.string().max(100);
const teamParams = z.object({ id });
const invitationParams = z.object({ id, inviteId: id });
const memberParams = z.object({ id, memberId: id });
const tokenParams = z.object({ token: z.string().max(100) });

const DAY_MS = 86_400_000;
export const INVITATION_DAYS = 14;

/** How the team names a member: their name, never their email (which the team is not told). */
export const teamName = (user: AuthUser) =>
  `${user.firstName} ${user.lastName}`.trim() || 'A team member';
const refused = (reply: FastifyReply, r: Refusal) => sendError(reply, r.status, r.refused);

const invitationOf = (row: InvitationRow, token?: string) => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  maxUses: row.maxUses,
  uses: row.uses,
  revoked: row.revokedAt !== null,
  ...(token ? { token } : {}),
});

export const teamRoutes: FastifyPluginAsync<{ directory: TeamDirectory }> = async (
  app,
  { directory },
) => {
  const { config, clock, counters } = app;
  /** Mirrors a change in the directory (Clerk); a fault there is logged, never the request's. */
  const mirror = async <T>(
    request: FastifyRequest,
    what: string,
    change: () => Promise<T>,
  ): Promise<T | null> => {
    try {
      return await change();
    } catch (error) {
      request.log.warn({ err: error }, `team directory: ${what} failed`);
      return null;
    }
  };
  const store = app.teams;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const writes = {
    auth: 'required' as const,
    rateLimit: { max: config.rateLimits.teams, timeWindow: config.rateLimits.windowMs },
  };
  const errors = { '4xx': errorBodySchema };
  const noContent = { 204: z.undefined(), ...errors };

  /** The team with the user's membership, or null for a team that is not theirs (or not a team). */
  const accessOf = (teamId: string, userId: string) =>
    UUID.test(teamId) ? store.access(teamId, userId) : Promise.resolve(null);

  async function detail(team: TeamRow, userId: string) {
    const [people, invitations, cannotCount] = await Promise.all([
      store.members(team.id),
      store.invitations(team.id),
      store.unusableResults(userId),
    ]);
    const mine = people.find((p) => p.userId === userId);
    const owner = mine?.role === 'owner';
    return {
      id: team.id,
      name: team.name,
      organisation: team.organisation,
      role: mine?.role ?? 'member',
      createdAt: team.createdAt.toISOString(),
      closed: team.closedAt !== null,
      members: people.length,
      counted: team.counted,
      minimum: store.limits.minimum,
      people: people.map((p) => ({
        id: p.id,
        name: p.name,
        role: p.role,
        joinedAt: p.joinedAt.toISOString(),
        status: p.state,
        me: p.userId === userId,
      })),
      me: mine
        ? {
            memberId: mine.id,
            status: mine.state,
            resultId: mine.resultId,
            cannotCount: cannotCount.map((r) => r.id),
          }
        : null,
      invitations: owner ? invitations.map((i) => invitationOf(i)) : [],
    };
  }

  api.post(
    '/api/teams',
    {
      schema: { body: createTeamSchema, response: { 201: teamDetailSchema, ...errors } },
      config: writes,
    },
    async (request, reply) => {
      const user = requiredUser(request);
      const team = await store.create({ id: user.id, name: teamName(user) }, request.body);
      if (isRefusal(team)) return refused(reply, team);
      const organization = await mirror(request, 'create', () => directory.created(team, user.id));
      if (organization) await store.setOrganization(team.id, organization);
      return reply.code(201).send(await detail(team, user.id));
    },
  );

  api.get(
    '/api/teams',
    { schema: { response: { 200: teamListSchema, ...errors } }, config: { auth: 'required' } },
    async (request) => {
      const rows = await store.mine(requiredUser(request).id);
      return {
        docs: rows.map((r) => ({
          id: r.id,
          name: r.name,
          organisation: r.organisation,
          role: r.role,
          createdAt: r.createdAt.toISOString(),
          closed: r.closedAt !== null,
          members: Number(r.members),
          counted: r.counted,
        })),
      };
    },
  );

  api.get(
    '/api/teams/:id',
    {
      schema: { params: teamParams, response: { 200: teamDetailSchema, ...errors } },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      const userId = requiredUser(request).id;
      const access = await accessOf(request.params.id, userId);
      if (!access) return sendError(reply, 404, TEAM_NOT_FOUND);
      return detail(access.team, userId);
    },
  );

  /** The team when the user owns it; else the answer already sent (404, or 403 for a member). */
  async function owned(teamId: string, user: AuthUser, reply: FastifyReply) {
    const access = await accessOf(teamId, user.id);
    if (!access) {
      await sendError(reply, 404, TEAM_NOT_FOUND);
      return null;
    }
    if (access.member.role !== 'owner') {
      await sendError(reply, 403, OWNER_ONLY);
      return null;
    }
    return access.team;
  }

  api.post(
    '/api/teams/:id/invitations',
    {
      schema: {
        params: teamParams,
        body: createInvitationSchema,
        response: { 201: invitationSchema, ...errors },
      },
      config: writes,
    },
    async (request, reply) => {
      const user = requiredUser(request);
      const team = await owned(request.params.id, user, reply);
      if (!team) return reply;
      if (team.closedAt)
        return sendError(reply, 409, 'This team is closed: it takes no new members.');
      const hour = await counters.hit(`team-invitations:${user.id}`, 3_600_000);
      if (hour.count > config.teams.invitationsPerHour) {
        reply.header(
          'Retry-After',
          String(Math.max(1, Math.ceil((hour.resetAt.getTime() - clock()) / 1000))),
        );
        return sendError(
          reply,
          429,
          `You have created ${config.teams.invitationsPerHour} invitation links in the last hour. Please try again later.`,
        );
      }
      const { row, token } = await store.invite(team.id, {
        expiresAt: new Date(clock() + (request.body.expiresInDays ?? INVITATION_DAYS) * DAY_MS),
        maxUses: Math.min(request.body.maxUses ?? config.teams.maxMembers, config.teams.maxMembers),
      });
      return reply.code(201).send(invitationOf(row, token));
    },
  );

  api.delete(
    '/api/teams/:id/invitations/:inviteId',
    { schema: { params: invitationParams, response: noContent }, config: writes },
    async (request, reply) => {
      const team = await owned(request.params.id, requiredUser(request), reply);
      if (!team) return reply;
      const found = UUID.test(request.params.inviteId)
        ? await store.revoke(team.id, request.params.inviteId)
        : false;
      return found ? reply.code(204).send() : sendError(reply, 404, 'Invitation not found');
    },
  );

  api.get(
    '/api/teams/join/:token',
    {
      // Every answer, a refusal included, stays out of caches, search engines and Referer headers:
      // its address is the invitation.
      onRequest: (_request, reply, done) => {
        reply.headers(UNLISTED_HEADERS);
        done();
      },
      schema: { params: tokenParams, response: { 200: invitationPreviewSchema, ...errors } },
      config: { auth: 'optional' },
    },
    async (request, reply) => {
      if (!INVITATION_TOKEN.test(request.params.token))
        return sendError(reply, 404, 'This invitation link is not valid.');
      const preview = await store.preview(request.params.token);
      if (isRefusal(preview)) return refused(reply, preview);
      // Signed in: which of my own results the join form leaves out, as they cannot count.
      const cannotCount = request.user
        ? (await store.unusableResults(request.user.id)).map((r) => r.id)
        : undefined;
      return { ...preview, minimum: store.limits.minimum, ...(cannotCount ? { cannotCount } : {}) };
    },
  );

  api.post(
    '/api/teams/join',
    {
      schema: { body: joinTeamSchema, response: { 200: joinedTeamSchema, ...errors } },
      config: writes,
    },
    async (request, reply) => {
      const user = requiredUser(request);
      const { token, resultId } = request.body;
      const joined = await store.join({ id: user.id, name: teamName(user) }, token, resultId);
      if (isRefusal(joined)) return refused(reply, joined);
      const { team, isNew } = joined;
      const organization = team.clerkOrgId;
      if (isNew && organization)
        await mirror(request, 'join', () => directory.joined(organization, user.id));
      return { teamId: team.id, name: team.name };
    },
  );

  /** Removes a member (leaving or removed), mirrored in the directory. */
  async function removed(
    request: FastifyRequest,
    reply: FastifyReply,
    team: TeamRow,
    memberId: string,
  ) {
    const member = await store.removeMember(team.id, memberId);
    if (isRefusal(member)) return refused(reply, member);
    const organization = team.clerkOrgId;
    if (organization)
      await mirror(request, 'leave', () => directory.left(organization, member.userId));
    return reply.code(204).send();
  }

  api.put(
    '/api/teams/:id/my-result',
    {
      schema: {
        params: teamParams,
        body: myTeamResultSchema,
        response: { 200: teamDetailSchema, ...errors },
      },
      config: writes,
    },
    async (request, reply) => {
      const userId = requiredUser(request).id;
      if (!UUID.test(request.params.id)) return sendError(reply, 404, TEAM_NOT_FOUND);
      const problem = await store.setResult(request.params.id, userId, request.body.resultId);
      if (problem) return refused(reply, problem);
      const access = await store.access(request.params.id, userId);
      return access ? detail(access.team, userId) : sendError(reply, 404, TEAM_NOT_FOUND);
    },
  );

  api.delete(
    '/api/teams/:id/members/me',
    { schema: { params: teamParams, response: noContent }, config: writes },
    async (request, reply) => {
      const access = await accessOf(request.params.id, requiredUser(request).id);
      if (!access) return sendError(reply, 404, TEAM_NOT_FOUND);
      return removed(request, reply, access.team, access.member.id);
    },
  );

  api.delete(
    '/api/teams/:id/members/:memberId',
    { schema: { params: memberParams, response: noContent }, config: writes },
    async (request, reply) => {
      const team = await owned(request.params.id, requiredUser(request), reply);
      if (!team) return reply;
      if (!UUID.test(request.params.memberId)) return sendError(reply, 404, 'Member not found');
      return removed(request, reply, team, request.params.memberId);
    },
  );

  api.post(
    '/api/teams/:id/close',
    {
      schema: { params: teamParams, response: { 200: teamDetailSchema, ...errors } },
      config: writes,
    },
    async (request, reply) => {
      const user = requiredUser(request);
      const team = await owned(request.params.id, user, reply);
      if (!team) return reply;
      await store.close(team.id);
      const access = await store.access(team.id, user.id);
      return access ? detail(access.team, user.id) : sendError(reply, 404, TEAM_NOT_FOUND);
    },
  );

  api.delete(
    '/api/teams/:id',
    { schema: { params: teamParams, response: noContent }, config: writes },
    async (request, reply) => {
      const team = await owned(request.params.id, requiredUser(request), reply);
      if (!team) return reply;
      await store.remove(team.id);
      const organization = team.clerkOrgId;
      if (organization) await mirror(request, 'delete', () => directory.deleted(organization));
      return reply.code(204).send();
    },
  );

  // A round is immutable, so its report is built once and kept by the round's id: readers of a
  // large team cost the two indexed reads of store.read.
  const reports = new Map<string, ReturnType<typeof buildTeamReport>>();
  const REPORTS_KEPT = 500;
  const reportOf = (roundId: string, counts: TeamCounts) => {
    let report = reports.get(roundId);
    if (!report) {
      report = buildTeamReport(counts, teamContent());
      if (reports.size >= REPORTS_KEPT) reports.clear();
      reports.set(roundId, report);
    }
    return report;
  };

  api.get(
    '/api/teams/:id/report',
    {
      schema: { params: teamParams, response: { 200: teamReportResponseSchema, ...errors } },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      const userId = requiredUser(request).id;
      const access = await accessOf(request.params.id, userId);
      if (!access) return sendError(reply, 404, TEAM_NOT_FOUND);
      const minimum = store.limits.minimum;
      const read = await store.read(access.team, userId);
      if (read.status === 'hidden')
        return {
          ...read,
          minimum,
          message: hiddenMessage(read.reason, read.needed, minimum),
        };
      return {
        status: 'ready' as const,
        counted: read.round.n,
        complete: access.team.counted,
        minimum,
        updatedAt: read.round.createdAt.toISOString(),
        upToDate: read.upToDate,
        report: reportOf(read.round.id, read.round.counts),
      };
    },
  );
};
