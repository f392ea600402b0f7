// What the API's route benchmarks share: a server of their own (bench-server.ts, in its own
// process) and one autocannon run read as req/s, p50, p99 and failed requests.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@peak/testkit';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Socket errors, timeouts and non-2xx answers. */
  errors: number;
}

export async function load(
  url: string,
  {
    connections,
    duration,
    headers = {},
  }: {
    connections: number;
    duration: number;
    headers?: Record<string, string>;
  },
): Promise<LoadFigures> {
  const result = await autocannon({ url, headers, connections, duration });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** With BENCH_CPU_PROFILE_DIR set, the server writes a CPU profile there when it stops. */
const profiling = () => {
  const dir = process.env.BENCH_CPU_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
};

/** bench-server.ts in `mode` (bare | pglite | postgres), ready once it answers. */
export const benchServer = (mode: string, env: Readonly<Record<string, string | undefined>>) =>
  startServer({
    args: [...profiling(), '--import', 'tsx', join(here, 'bench-server.ts'), mode],
    cwd: join(here, '..'),
    env: { ...process.env, ...env },
    readyPath: mode === 'bare' ? '/bare' : '/api/health',
    name: `the ${mode} server`,
  });
