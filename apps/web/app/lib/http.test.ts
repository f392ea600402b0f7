// The site's API client: one error type with the server's message, and (in development, as here
// under vitest) every named answer parsed with its contract.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, HttpError, NETWORK_ERROR, postApi } from './http';

const answering = (status: number, body: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }),
    ),
  );

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('resolves to an answer that keeps its contract', async () => {
    answering(200, JSON.stringify({ user: null }));
    await expect(callApi('/api/auth/me', { answer: 'me' })).resolves.toEqual({ user: null });
  });

  it('fails loudly in development when an answer breaks its contract', async () => {
    answering(200, JSON.stringify({ user: { id: 1 } }));
    await expect(callApi('/api/auth/me', { answer: 'me' })).rejects.toThrow(
      /The answer to \/api\/auth\/me breaks its contract \(me\)/,
    );
  });

  it("throws an HttpError with the server's message for an error status", async () => {
    answering(409, JSON.stringify({ error: 'The questions have changed; reload.' }));
    const error = await postApi('/api/story', {}, { answer: 'story' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, message: 'The questions have changed; reload.' });
  });

  it('throws an HttpError of status 0 when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(callApi('/api/auth/me')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR,
    });
  });
});
