// The teams' calls to the site's own API (all through lib/http.ts). Every write sends a JSON body,
// an empty one for a DELETE: the API refuses a state-changing request that is not JSON.
import type {
  CreateInvitationRequest,
  CreateTeamRequest,
  JoinTeamRequest,
  MyTeamResultRequest,
} from '@peak/contracts';
import type { ResponseName, ResponseOf } from '@peak/contracts/responses';
import { callApi, postApi } from '../../lib/http';

const team = (id: string) => `/api/teams/${encodeURIComponent(id)}`;

function send<K extends ResponseName>(
  method: 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  answer: K,
): Promise<ResponseOf<K>>;
function send(method: 'PUT' | 'DELETE', path: string, body?: unknown): Promise<null>;
function send(method: 'PUT' | 'DELETE', path: string, body: unknown = {}, answer?: ResponseName) {
  return callApi(path, { method, body: JSON.stringify(body), ...(answer ? { answer } : {}) });
}

export const listTeams = (signal?: AbortSignal) =>
  callApi('/api/teams', { signal, answer: 'teams' });

export const createTeam = (body: CreateTeamRequest) =>
  postApi('/api/teams', body, { answer: 'team' });

export const getTeam = (id: string, signal?: AbortSignal) =>
  callApi(team(id), { signal, answer: 'team' });

export const getTeamReport = (id: string, signal?: AbortSignal) =>
  callApi(`${team(id)}/report`, { signal, answer: 'teamReport' });

export const createInvitation = (id: string, body: CreateInvitationRequest) =>
  postApi(`${team(id)}/invitations`, body, { answer: 'invitation' });

export const revokeInvitation = (id: string, inviteId: string) =>
  send('DELETE', `${team(id)}/invitations/${encodeURIComponent(inviteId)}`);

export const setMyResult = (id: string, body: MyTeamResultRequest) =>
  send('PUT', `${team(id)}/my-result`, body, 'team');

export const leaveTeam = (id: string) => send('DELETE', `${team(id)}/members/me`);

export const removeMember = (id: string, memberId: string) =>
  send('DELETE', `${team(id)}/members/${encodeURIComponent(memberId)}`);

export const closeTeam = (id: string) => postApi(`${team(id)}/close`, {}, { answer: 'team' });

export const deleteTeam = (id: string) => send('DELETE', team(id));

export const previewInvitation = (token: string, signal?: AbortSignal) =>
  callApi(`/api/teams/join/${encodeURIComponent(token)}`, {
    signal,
    answer: 'invitationPreview',
  });

export const joinTeam = (body: JoinTeamRequest) =>
  postApi('/api/teams/join', body, { answer: 'joinedTeam' });

/** My saved results, to choose which one counts in a team. */
export const listMyResults = (signal?: AbortSignal) =>
  callApi('/api/assessment-results', { signal, answer: 'history' });

/** The address an invitation's token opens. */
export const invitationLink = (token: string, origin = window.location.origin) =>
  `${origin}/teams/join/${token}`;
