// A store for @fastify/rate-limit that keeps its counts in the shared counters table, so a limit
// holds across every instance behind a load balancer. Each route with its own limit counts apart;
// routes on the global limit share one count per client.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Counters } from './counters';

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function counterStore(counters: Counters): FastifyRateLimitStoreCtor {
  return class CounterStore {
    constructor(
      _params?: unknown,
      private readonly scope = 'api',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      counters
        .hit(`rate:${this.scope}:${key}`, timeWindow)
        .then((hit) =>
          callback(null, { current: hit.count, ttl: hit.resetAt.getTime() - Date.now() }),
        )
        .catch((error: Error) => callback(error));
    }

    child(params: unknown) {
      const { method, url } = (params as RouteParams).routeInfo ?? {};
      return new CounterStore(
        undefined,
        `${[method].flat().join(',')} ${url ?? ''}`.trim() || 'api',
      );
    }
  };
}
