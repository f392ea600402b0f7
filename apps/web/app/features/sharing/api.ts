// The sharing feature's calls to the site's own API (all through lib/http.ts). Every write sends a
// JSON body, an empty one for a DELETE: the API refuses a state-changing request that is not JSON.
import type { CreateShareLinkRequest } from '@peak/contracts';
import { callApi, postApi } from '../../lib/http';

const links = (resultId: string) => `/api/assessments/${encodeURIComponent(resultId)}/share-links`;

export const listShareLinks = (resultId: string, signal?: AbortSignal) =>
  callApi(links(resultId), { signal, answer: 'shareLinks' });

export const createShareLink = (resultId: string, body: CreateShareLinkRequest) =>
  postApi(links(resultId), body, { answer: 'shareLink' });

export const revokeShareLink = (resultId: string, linkId: string) =>
  callApi(`${links(resultId)}/${encodeURIComponent(linkId)}`, { method: 'DELETE', body: '{}' });

/** The report a share link opens; 404 for a link that is unknown, expired or revoked. */
export const openSharedReport = (token: string, signal?: AbortSignal) =>
  callApi(`/api/shared/${encodeURIComponent(token)}`, { signal, answer: 'shareLinkReport' });

/** Mails the saved report to the account's address; the API attaches the PDF it makes itself. */
export const emailReport = (resultId: string) =>
  postApi(
    `/api/assessments/${encodeURIComponent(resultId)}/email`,
    {},
    {
      answer: 'reportEmailed',
    },
  );
