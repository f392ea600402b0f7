// The figures the load measured: a row per route kind, and the saves' counts.
import type autocannon from 'autocannon';
import { PACED } from './plan';
import type { Load, WarmUp } from './traffic';

export interface Row {
  kind: string;
  connections: number;
  pace: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  s2xx: number;
  s4xx: number;
  s5xx: number;
  errors: number;
}

const rowOf = (kind: string, pace: string, r: autocannon.Result, seconds: number): Row => {
  const requests = r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'];
  return {
    kind,
    connections: r.connections,
    pace,
    requests,
    rps: Math.round(requests / seconds),
    p50: r.latency.p50,
    p99: r.latency.p99,
    s2xx: r['2xx'],
    s4xx: r['4xx'],
    s5xx: r['5xx'],
    errors: r.errors,
  };
};

/** A row per route kind; the paced kinds' rates are over the window of `seconds`. */
export function tableRows(load: Load, seconds: number): Row[] {
  return [
    rowOf('save assessment', 'as answered', load.save, load.saveSeconds),
    rowOf('article page', `${PACED.article.rate}/s`, load.article, seconds),
    rowOf('posts list (where)', `${PACED.list.rate}/s`, load.list, seconds),
    rowOf('story (composed)', `${PACED.story.rate}/s`, load.story, seconds),
    ...(load.norms ? [rowOf('norms', `${PACED.norms.rate}/s`, load.norms, seconds)] : []),
  ];
}

/** The saves' figures: per second in the window, and answered 2xx with the warm-up. */
export const saveCounts = (warm: WarmUp, load: Load) => ({
  savesPerSecond: Math.round(load.save['2xx'] / load.saveSeconds),
  answered2xx: warm.saves['2xx'] + load.save['2xx'],
});
