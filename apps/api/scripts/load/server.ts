// The production server under test, a child process, and the content its routes serve the load.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { posts } from '@peak/content';
import { contentVersion, type Question, type Rule } from '@peak/scoring';
import { type RunningServer, startServer } from '@peak/testkit';
import { serverArgs } from '../../src/launch';
import type { Store } from './database';
import type { WorkDir } from './leftovers';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * NODE_ENV=production with this run's limits lifted; `nodeArgs` go to the server's node, `env` adds
 * to its environment.
 */
export function startProductionServer(
  work: WorkDir,
  store: Store,
  web: string,
  nodeArgs: string[],
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return startServer({
    args: serverArgs(nodeArgs),
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: work.dir,
      DATABASE_URL: store.url,
      WEB_DIST: web,
      // This run only: sign-up and story limits would otherwise throttle 50 users on one address.
      RATE_LIMIT_SIGN_UP: '1000000',
      RATE_LIMIT_READS: '1000000',
      // The load saves as fast as 50 accounts on one address can, far past what RATE_LIMIT_SAVES
      // lets one person or one address do; it measures the save path, so its limits are lifted too
      // (test/assessment/save-cost.test.ts proves the limit and the quota bound the scoring).
      RATE_LIMIT_SAVES: '1000000',
      SAVES_PER_HOUR: '1000000',
      SAVED_RESULTS_MAX: '1000000',
      RATE_LIMIT_STORY: '1000000',
      // The embedded defaults: local accounts, the composed story writer, no form mirror.
      OPENAI_API_KEY: '',
      CLERK_JWT_KEY: '',
      CLERK_SECRET_KEY: '',
      CLERK_PUBLISHABLE_KEY: '',
      GOOGLE_FORM_URL: '',
      ...env,
    },
    logFile: work.logFile,
    timeoutMs: 120_000,
  });
}

/** What the load reads: every published article and every category's post list. */
export interface Content {
  slugs: string[];
  categories: string[];
  /** The bank's version, sent with every save and story as a browser sends it. */
  bankVersion: string;
}

/** The version of the bank, computed as a browser does from the questions and rules it is served. */
async function bankVersionAt(url: string): Promise<string> {
  const docs = async (path: string) => {
    const res = await fetch(`${url}${path}`);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return ((await res.json()) as { docs: unknown[] }).docs;
  };
  const [bank, live] = await Promise.all([
    docs('/api/questions?pagination=false'),
    docs('/api/rules?pagination=false&where[enabled][equals]=true'),
  ]);
  return contentVersion(bank as Question[], live as Rule[]);
}

/** Sanity: the routes the load uses answer what they should before the clock starts. */
export async function checkRoutes(url: string): Promise<Content> {
  const slugs = posts.filter((p) => p.status === 'published').map((p) => p.slug);
  const categories = [...new Set(posts.map((p) => p.category).filter(Boolean))] as string[];
  const page = await fetch(`${url}/blog/${slugs[0]}`);
  if (!page.ok || !page.headers.get('content-type')?.includes('text/html'))
    throw new Error(
      `GET /blog/${slugs[0]} answered ${page.status} ${page.headers.get('content-type')}`,
    );
  await page.arrayBuffer();
  return { slugs, categories, bankVersion: await bankVersionAt(url) };
}
