// The debug calls: the request each sends, and how answers and failures reach the pages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEBUG_OFF_MESSAGE,
  errorText,
  fetchEntryIds,
  formatJson,
  sendTestSubmission,
} from './debug-api';

/** Answers every fetch with `status` and `body`, and keeps the requests. */
function fakeFetch(status: number, body: string, statusText = '') {
  const calls: Array<{ input: string; init?: RequestInit }> = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    calls.push({ input, init });
    return new Response(body, { status, statusText });
  });
  return { calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendTestSubmission', () => {
  it('posts with a JSON header and no body, and returns the answer', async () => {
    const answer = { configured: true, ok: true, status: 200, message: 'accepted' };
    const { calls } = fakeFetch(200, JSON.stringify(answer));
    await expect(sendTestSubmission()).resolves.toEqual(answer);
    expect(calls[0]?.input).toBe('/api/test-google-form');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBeUndefined();
    expect(new Headers(calls[0]?.init?.headers).get('content-type')).toBe('application/json');
  });

  it('raises the server error message, or the status when there is none', async () => {
    fakeFetch(
      429,
      JSON.stringify({ success: false, error: 'Rate limit exceeded, retry in 1 minute' }),
    );
    await expect(sendTestSubmission()).rejects.toThrow('Rate limit exceeded, retry in 1 minute');
    fakeFetch(502, '<html>Bad gateway</html>', 'Bad Gateway');
    await expect(sendTestSubmission()).rejects.toThrow('The server answered 502 Bad Gateway');
  });

  it('says the debug endpoints are off when the server does not have them', async () => {
    fakeFetch(404, JSON.stringify({ success: false, error: 'No route' }));
    await expect(sendTestSubmission()).rejects.toThrow(DEBUG_OFF_MESSAGE);
    await expect(fetchEntryIds()).rejects.toThrow(DEBUG_OFF_MESSAGE);
  });

  it('refuses an answer that is not JSON', async () => {
    fakeFetch(200, '<!doctype html>');
    await expect(sendTestSubmission()).rejects.toThrow(
      'Expected JSON from /api/test-google-form, got: <!doctype html>',
    );
  });
});

describe('fetchEntryIds', () => {
  it('gets the entry ids', async () => {
    const answer = { configured: false, message: 'not configured' };
    const { calls } = fakeFetch(200, JSON.stringify(answer));
    await expect(fetchEntryIds()).resolves.toEqual(answer);
    expect(calls[0]).toMatchObject({ input: '/api/extract-entry-ids', init: { method: 'GET' } });
  });
});

describe('what the pages display', () => {
  it('formats errors and JSON for the pages', () => {
    expect(errorText(new Error('Failed to fetch'))).toBe('Error: Failed to fetch');
    expect(errorText('offline')).toBe('Error: offline');
    expect(formatJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
