// The 360's calls to the site's own API (all through lib/http.ts). The owner's need the session;
// the rater's carry only their link's token: they work without an account.
import type {
  GroupLinkRequest,
  InviteRaterRequest,
  PredictionsRequest,
  RaterSaveRequest,
  StartFeedbackRequest,
} from '@peak/contracts';
import { callApi, postApi } from '../../lib/http';

export const FEEDBACK_API = '/api/feedback';
const one = (id: string) => `${FEEDBACK_API}/${encodeURIComponent(id)}`;

export const listFeedback = (signal?: AbortSignal) =>
  callApi(FEEDBACK_API, { signal, answer: 'feedbackList' });

export const startFeedback = (body: StartFeedbackRequest) =>
  postApi(FEEDBACK_API, body, { answer: 'feedback' });

export const getFeedback = (id: string, signal?: AbortSignal) =>
  callApi(one(id), { signal, answer: 'feedback' });

export const inviteRater = (id: string, body: InviteRaterRequest) =>
  postApi(`${one(id)}/raters`, body, { answer: 'feedback' });

export const revokeRater = (id: string, invitationId: string) =>
  callApi(`${one(id)}/raters/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
    body: '{}',
    answer: 'feedback',
  });

export const createGroupLink = (id: string, body: GroupLinkRequest) =>
  postApi(`${one(id)}/links`, body, { answer: 'feedbackLink' });

export const revokeGroupLink = (id: string, linkId: string) =>
  callApi(`${one(id)}/links/${encodeURIComponent(linkId)}`, {
    method: 'DELETE',
    body: '{}',
    answer: 'feedback',
  });

export const savePredictions = (id: string, body: PredictionsRequest) =>
  postApi(`${one(id)}/predictions`, body, { answer: 'feedback' });

export const getFeedbackReport = (id: string, signal?: AbortSignal) =>
  callApi(`${one(id)}/report`, { signal, answer: 'feedbackReport' });

/** Deletes the 360 and every answer its raters gave (204). */
export const deleteFeedback = (id: string) => callApi(one(id), { method: 'DELETE', body: '{}' });

const rate = (token: string) => `${FEEDBACK_API}/rate/${encodeURIComponent(token)}`;

export const getRaterView = (token: string, signal?: AbortSignal) =>
  callApi(rate(token), { signal, answer: 'raterView' });

/** `keepalive`: sent even as the page closes (a change made just before). */
export const saveAnswers = (token: string, body: RaterSaveRequest, keepalive?: boolean) =>
  callApi(rate(token), {
    method: 'PUT',
    body: JSON.stringify(body),
    answer: 'raterSaved',
    ...(keepalive ? { keepalive } : {}),
  });

export const submitAnswers = (token: string) =>
  postApi(`${rate(token)}/submit`, {}, { answer: 'raterSubmitted' });

export const withdrawAnswers = (token: string) =>
  callApi(rate(token), { method: 'DELETE', body: '{}', answer: 'raterWithdrawn' });
