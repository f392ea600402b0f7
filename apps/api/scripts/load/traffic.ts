// The load itself (autocannon): the paced route kinds' requests, the warm-up, and the measured
// window with every user saving alongside them.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { Fixture } from './fixtures';
import { PACED, USERS, WARMUP_SAVES_PER_USER } from './plan';
import type { SaveClient, Saves, SetupSaveClient } from './saves';
import type { Content } from './server';

/**
 * The paced route kinds' requests: article pages, filtered post lists, composed stories, and (with
 * `norms`) the norms.
 */
export function pacedRequests(content: Content, fixtures: Fixture[], norms: boolean) {
  const browserHeaders = { 'accept-encoding': 'br, gzip' };
  return {
    article: content.slugs.map(
      (slug): autocannon.Request => ({
        method: 'GET',
        path: `/blog/${slug}`,
        headers: { ...browserHeaders, accept: 'text/html' },
      }),
    ),
    list: content.categories.map(
      (category): autocannon.Request => ({
        method: 'GET',
        path: `/api/posts?where[category][equals]=${category}&limit=12`,
        headers: browserHeaders,
      }),
    ),
    story: fixtures.map(
      (f): autocannon.Request => ({
        method: 'POST',
        path: '/api/story',
        headers: { ...browserHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ responses: f.responses, contentVersion: content.bankVersion }),
      }),
    ),
    norms: norms
      ? [{ method: 'GET', path: '/api/norms', headers: browserHeaders } as autocannon.Request]
      : [],
  } satisfies Record<keyof typeof PACED, autocannon.Request[]>;
}

type PacedRequests = ReturnType<typeof pacedRequests>;

/**
 * Warm-up, as a long-running server would be: compiled code paths, open pool connections,
 * prepared statements. Its saves are verified with the rest; its latencies are not counted.
 */
export async function warmUp(
  url: string,
  setupSaveClient: SetupSaveClient,
  requests: PacedRequests,
) {
  const [saves, others] = await Promise.all([
    autocannon({
      url,
      connections: USERS,
      amount: USERS * WARMUP_SAVES_PER_USER,
      timeout: 10,
      setupClient: setupSaveClient(),
    }),
    autocannon({
      url,
      connections: 2,
      amount: 150,
      timeout: 10,
      requests: [...requests.article, ...requests.list, ...requests.story, ...requests.norms],
    }),
  ]);
  return { saves, others };
}

/**
 * The measured window of `seconds`: every user saving as fast as answered, the other kinds paced
 * alongside.
 */
export async function runLoad(
  url: string,
  setupSaveClient: SetupSaveClient,
  requests: PacedRequests,
  saves: Saves,
  seconds: number,
) {
  const clients: SaveClient[] = [];
  // The load generator's own event-loop delay, reported: it adds to every latency it measures.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = Date.now();
  const saving = autocannon({
    url,
    connections: USERS,
    // The saves end when each connection's request in flight is answered (below), not by the clock.
    duration: seconds + 60,
    timeout: 10,
    setupClient: setupSaveClient(clients),
  });
  const paced = (kind: keyof typeof PACED): Promise<autocannon.Result> =>
    autocannon({
      url,
      connections: PACED[kind].connections,
      overallRate: PACED[kind].rate,
      // autocannon's correction for paced runs assumes a 1 ms interval and records made-up
      // shorter latencies, which would flatter p99: the measured latencies are kept as they are.
      ignoreCoordinatedOmission: true,
      duration: seconds,
      timeout: 10,
      requests: requests[kind],
    });
  const articles = paced('article');
  const lists = paced('list');
  const stories = paced('story');
  const norms = requests.norms.length > 0 ? paced('norms') : Promise.resolve(null);
  // At the end of the window each save connection stops after its request in flight is answered,
  // the way autocannon's own `amount` option ends one: no save is cut off unanswered.
  const drain = setTimeout(() => {
    for (const c of clients) c.responseMax = Math.max(1, c.reqsMade);
  }, seconds * 1000);
  const [save, article, list, story, normsRead] = await Promise.all([
    saving,
    articles,
    lists,
    stories,
    norms,
  ]);
  clearTimeout(drain);
  loopDelay.disable();
  return {
    save,
    article,
    list,
    story,
    norms: normsRead,
    saveSeconds: Math.max(1, saves.lastSaveAt - started) / 1000,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
  };
}

export type Load = Awaited<ReturnType<typeof runLoad>>;
export type WarmUp = Awaited<ReturnType<typeof warmUp>>;
