// The debug calls: the request each sends, and how answers and failures reach the pages.
import { describe, expect, it } from 'vitest';
import {
  DEBUG_OFF_MESSAGE,
  errorText,
  fetchEntryIds,
  formatJson,
  sendTestSubmission,
} from './debug-api';

function fakeFetch(status: number, body: string, statusText = '') {
  const calls: Array<{ input: string; init?: RequestInit }> = [];
  const fetchImpl = async (input: string, init?: RequestInit) => {
    calls.push({ input, init });
    return new Response(body, { status, statusText });
  };
  return { calls, fetchImpl };
}

describe('sendTestSubmission', () => {
  it('posts with a JSON header and no body, and returns the answer', async () => {
    const answer = { configured: true, ok: true, status: 200, message: 'accepted' };
    const { calls, fetchImpl } = fakeFetch(200, JSON.stringify(answer));
    await expect(sendTestSubmission(fetchImpl)).resolves.toEqual(answer);
    expect(calls[0]?.input).toBe('/api/test-google-form');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBeUndefined();
    expect(new Headers(calls[0]?.init?.headers).get('content-type')).toBe('application/json');
  });

  it('raises the server error message, or the status when there is none', async () => {
    const limited = fakeFetch(
      429,
      JSON.stringify({ success: false, error: 'Rate limit exceeded, retry in 1 minute' }),
    );
    await expect(sendTestSubmission(limited.fetchImpl)).rejects.toThrow(
      'Rate limit exceeded, retry in 1 minute',
    );
    const broken = fakeFetch(502, '<html>Bad gateway</html>', 'Bad Gateway');
    await expect(sendTestSubmission(broken.fetchImpl)).rejects.toThrow(
      'The server answered 502 Bad Gateway',
    );
  });

  it('says the debug endpoints are off when the server does not have them', async () => {
    const off = fakeFetch(404, JSON.stringify({ success: false, error: 'No route' }));
    await expect(sendTestSubmission(off.fetchImpl)).rejects.toThrow(DEBUG_OFF_MESSAGE);
    await expect(fetchEntryIds(off.fetchImpl)).rejects.toThrow(DEBUG_OFF_MESSAGE);
  });

  it('refuses an answer that is not JSON', async () => {
    const { fetchImpl } = fakeFetch(200, '<!doctype html>');
    await expect(sendTestSubmission(fetchImpl)).rejects.toThrow(
      'Expected JSON from /api/test-google-form, got: <!doctype html>',
    );
  });
});

describe('fetchEntryIds', () => {
  it('gets the entry ids', async () => {
    const answer = { configured: false, message: 'not configured' };
    const { calls, fetchImpl } = fakeFetch(200, JSON.stringify(answer));
    await expect(fetchEntryIds(fetchImpl)).resolves.toEqual(answer);
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
