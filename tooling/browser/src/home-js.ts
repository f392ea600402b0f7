// The JavaScript the home page loads, as the budget counts it: every script the pre-rendered
// index.html references (entry and module preloads), each gzipped, summed. Response headers are
// not JavaScript, so they are left out (Lighthouse's transfer size counts them).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './site';

export const HOME_JS_BUDGET_KB = 120;
export const WEB_CLIENT_DIR = join(REPO_ROOT, 'apps', 'web', 'dist', 'client');

export function homePageScripts(html: string): string[] {
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  return [...new Set(refs)];
}

export function homePageJs(clientDir = WEB_CLIENT_DIR): { scripts: number; gzipKb: number } {
  const scripts = homePageScripts(readFileSync(join(clientDir, 'index.html'), 'utf8'));
  const bytes = scripts.reduce(
    (sum, src) => sum + gzipSync(readFileSync(join(clientDir, src)), { level: 9 }).length,
    0,
  );
  return { scripts: scripts.length, gzipKb: Number((bytes / 1024).toFixed(1)) };
}
