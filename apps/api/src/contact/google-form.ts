// Mirrors a contact message to the spreadsheet form (Google Forms) as a urlencoded form post.
// It never throws: the form is a copy for convenience, the database is the record.
import type { GoogleFormConfig } from '../config';

export interface GoogleFormMessage {
  name: string;
  email: string;
  company?: string | null;
  message: string;
}

export interface GoogleFormResult {
  ok: boolean;
  /** The form's HTTP status, or null when it never answered. */
  status: number | null;
  message: string;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export function googleFormBody(config: GoogleFormConfig, message: GoogleFormMessage): string {
  const body = new URLSearchParams();
  body.set(config.entries.name, message.name);
  body.set(config.entries.email, message.email);
  body.set(config.entries.company, message.company ?? '');
  body.set(config.entries.message, message.message);
  return body.toString();
}

export async function postToGoogleForm(
  config: GoogleFormConfig,
  message: GoogleFormMessage,
  // Resolved at call time, so interceptors installed later (tests) still apply.
  fetchImpl: FetchLike = (input, init) => globalThis.fetch(input, init),
): Promise<GoogleFormResult> {
  try {
    const response = await fetchImpl(config.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: googleFormBody(config, message),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    // The body (the form's confirmation page) is not needed, but reading it frees the connection;
    // the timeout signal still bounds it.
    await response.text().catch(() => '');
    return response.ok
      ? {
          ok: true,
          status: response.status,
          message: `The spreadsheet form accepted the entry (HTTP ${response.status}).`,
        }
      : {
          ok: false,
          status: response.status,
          message: `The spreadsheet form refused the entry (HTTP ${response.status}${
            response.statusText ? ` ${response.statusText}` : ''
          }).`,
        };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ok: false,
      status: null,
      message: timedOut
        ? `The spreadsheet form did not answer within ${config.timeoutMs / 1000} s.`
        : `The spreadsheet form could not be reached: ${
            error instanceof Error ? error.message : String(error)
          }.`,
    };
  }
}

/**
 * Sends messages in the background: the contact answer never waits for the form, and each post
 * is bounded by the form timeout. `idle()` resolves once every post in flight has settled, so a
 * shutdown can let them finish.
 */
export function createGoogleFormMirror(config: GoogleFormConfig, fetchImpl?: FetchLike) {
  const inFlight = new Set<Promise<unknown>>();
  return {
    send(
      message: GoogleFormMessage,
      log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
    ): void {
      const post = postToGoogleForm(config, message, fetchImpl).then((result) => {
        if (result.ok) log.info({ status: result.status }, 'contact message mirrored to the form');
        else log.warn({ status: result.status, reason: result.message }, 'form mirror failed');
      });
      inFlight.add(post);
      void post.finally(() => inFlight.delete(post));
    },
    async idle(): Promise<void> {
      await Promise.allSettled([...inFlight]);
    },
  };
}
