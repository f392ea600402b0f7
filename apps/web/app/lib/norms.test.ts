import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetNorms, isNormsResponse, loadNorms } from './norms';
import { testNormsAnswer as answer } from './test-norms';

describe('loadNorms', () => {
  afterEach(() => {
    forgetNorms();
    vi.unstubAllGlobals();
  });

  const respond = (status: number, body: unknown) =>
    vi.fn(async (_path: string) => new Response(JSON.stringify(body), { status }));

  it('asks once for every caller and answers the norms', async () => {
    const fetch = respond(200, answer());
    vi.stubGlobal('fetch', fetch);
    const [a, b] = await Promise.all([loadNorms(), loadNorms()]);
    expect(a).toEqual(answer());
    expect(b).toBe(a);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/norms');
  });

  it('answers null on a failure or a broken answer, and asks again next time', async () => {
    vi.stubGlobal('fetch', respond(500, { error: 'down' }));
    expect(await loadNorms()).toBeNull();
    vi.stubGlobal('fetch', respond(200, { n: 'many' }));
    expect(await loadNorms()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    expect(await loadNorms()).toBeNull();
  });

  it('checks the shape it reads', () => {
    expect(isNormsResponse(answer())).toBe(true);
    expect(isNormsResponse(answer({ norms: null }))).toBe(true);
    expect(isNormsResponse({ ...answer(), quality: null })).toBe(false);
    expect(isNormsResponse({ ...answer(), norms: { total: 1 } })).toBe(false);
    expect(isNormsResponse(null)).toBe(false);
  });
});
