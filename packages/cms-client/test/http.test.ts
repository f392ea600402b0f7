import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  createCmsClient,
  fetchJson,
  HttpError,
  RequestTimeoutError,
  resolveHttpConfig,
} from '../src';
import { answer, BASE, paged, useServer } from './support';

useServer();

describe('HttpError', () => {
  it('carries the specification message, the status and the body', () => {
    const error = new HttpError(503, { errors: [{ message: 'down' }] }, 'Service Unavailable');
    expect(error.message).toBe('HTTP error! status: 503');
    expect(error.status).toBe(503);
    expect(error.statusText).toBe('Service Unavailable');
    expect(error.body).toEqual({ errors: [{ message: 'down' }] });
    expect(error).toBeInstanceOf(Error);
  });
});

describe('fetchJson', () => {
  const config = resolveHttpConfig({ baseUrl: `${BASE}/` });

  it('returns the parsed JSON of an OK response', async () => {
    answer('get', `${BASE}/api/rules`, () => HttpResponse.json({ docs: [] }));
    await expect(fetchJson(config, '/api/rules')).resolves.toEqual({ docs: [] });
  });

  it('throws HttpError with the Payload error body on a non-OK status', async () => {
    answer('get', `${BASE}/api/posts`, () =>
      HttpResponse.json({ errors: [{ message: 'Not allowed' }] }, { status: 403 }),
    );
    const error = await fetchJson(config, '/api/posts').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('HTTP error! status: 403');
    expect((error as HttpError).body).toEqual({ errors: [{ message: 'Not allowed' }] });
  });

  it('keeps a non-JSON error body as text', async () => {
    answer('get', `${BASE}/api/posts`, () => new HttpResponse('Bad gateway', { status: 502 }));
    await expect(fetchJson(config, '/api/posts')).rejects.toMatchObject({
      status: 502,
      body: 'Bad gateway',
    });
  });

  it('rejects an OK response that is not JSON', async () => {
    answer('get', `${BASE}/api/posts`, () => HttpResponse.text('<html>'));
    await expect(fetchJson(config, '/api/posts')).rejects.toThrow(
      'Expected JSON from http://cms.test/api/posts',
    );
  });

  it('uses the injected fetch', async () => {
    const fetch = vi.fn(async () => Response.json({ docs: [] }));
    await fetchJson(resolveHttpConfig({ baseUrl: 'https://elsewhere.example', fetch }), '/api/x');
    expect(fetch).toHaveBeenCalledWith('https://elsewhere.example/api/x', expect.any(Object));
  });
});

describe('headers', () => {
  it('sends a JSON content type and no token when none is configured', async () => {
    const seen = answer('get', `${BASE}/api/rules`, () => HttpResponse.json(paged([])));
    await createCmsClient({ baseUrl: BASE }).rules.list();
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends the bearer token when one is configured', async () => {
    const seen = answer('get', `${BASE}/api/rules`, () => HttpResponse.json(paged([])));
    await createCmsClient({ baseUrl: BASE, token: 'secret-token' }).rules.list();
    expect(seen[0]?.headers.get('authorization')).toBe('users API-Key secret-token');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('treats a blank token as none', async () => {
    const seen = answer('get', `${BASE}/api/rules`, () => HttpResponse.json(paged([])));
    await createCmsClient({ baseUrl: BASE, token: '  ' }).rules.list();
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });
});

describe('timeout', () => {
  it('gives up on a service that never answers', async () => {
    answer('get', `${BASE}/api/posts`, () => new Promise<never>(() => {}));
    const client = createCmsClient({ baseUrl: BASE, timeoutMs: 50 });
    const started = Date.now();
    const error = await client.posts.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).message).toBe(
      'Request to http://cms.test/api/posts timed out after 50 ms',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('defaults to 10 seconds', () => {
    expect(resolveHttpConfig({}).timeoutMs).toBe(10_000);
  });
});
