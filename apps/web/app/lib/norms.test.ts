import type { NormsResponse } from '@peak/contracts';
import { emptyNorms } from '@peak/scoring';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetNorms, isNormsResponse, loadNorms } from './norms';

const histogram = (counts: Record<string, number>) => ({
  n: Object.values(counts).reduce((a, b) => a + b, 0),
  counts,
});

function answer(extra: Partial<NormsResponse> = {}): NormsResponse {
  const norms = emptyNorms();
  norms.total = histogram({ 90: 300, 100: 500, 120: 240, 140: 200 });
  norms.capabilities['Clarity of Focus'] = histogram({ 5: 10, 9: 30, 12: 60 });
  norms.families['Motivational Activation'] = histogram({ 20: 1, 30: 3 });
  return {
    n: 1240,
    minimum: 200,
    since: '2026-03-04T09:00:00.000Z',
    until: '2026-11-20T09:00:00.000Z',
    norms,
    quality: { results: 1240, alpha: null, retest: null },
    ...extra,
  };
}

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
