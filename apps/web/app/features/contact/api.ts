// The contact form's one call, through the site's API client: POST /api/submit-contact. Success
// needs an OK status and `success: true` (an OK answer that is not JSON counts as success, as the
// specification's fallback to the status says); anything else raises the server's message, or
// the specification's "Failed to submit form".
import type { ContactDraft } from '@peak/contracts';
import { apiError, HttpError, postApi } from '../../lib/http';

export const SUBMIT_FAILED = 'Failed to submit form';

export async function submitContact(message: ContactDraft & { website: string }): Promise<true> {
  let body: { success?: unknown; error?: unknown } | null;
  try {
    body = await postApi('/api/submit-contact', message, { answer: 'contact' });
  } catch (error) {
    const okButNotJson = error instanceof HttpError && error.status >= 200 && error.status < 300;
    if (okButNotJson) return true;
    throw error;
  }
  if (body?.success === true) return true;
  throw apiError(200, typeof body?.error === 'string' ? body.error : SUBMIT_FAILED);
}
