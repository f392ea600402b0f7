// The JavaScript a pre-rendered page loads before it is interactive: the modules its inline
// module script imports, and everything they import statically. Chunks imported dynamically
// (the search overlay, the auth dialogs, the PDF writer, the report's charts) load later and are
// not counted. A page hydrated as islands has one module script, the islands' entry: it counts
// with the part of each island on the page (app/islands/parts/<name>.tsx, which the entry imports
// at once), found in the build's islands.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

export const WEB_CLIENT_DIR = join(REPO_ROOT, 'apps', 'web', 'dist', 'client');

const PAGE_IMPORT = /import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g;
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;
const ISLAND = /data-island="([^"]+)"/g;

export const isIslandsEntry = (asset: string): boolean => /^\/assets\/islands-/.test(asset);

/** The scripts the page's HTML imports, in /assets/ form. */
export const entryScripts = (html: string): string[] => [
  ...new Set([...html.matchAll(PAGE_IMPORT)].map((m) => m[1] as string)),
];

/** Every script a page needs before it is interactive, as paths under the client build. */
export function pageScripts(pageHtml: string, clientDir = WEB_CLIENT_DIR): string[] {
  const seen = new Set<string>();
  const visit = (asset: string) => {
    if (seen.has(asset)) return;
    seen.add(asset);
    const code = readFileSync(join(clientDir, asset), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) visit(`/assets/${m[1]}`);
  };
  const html = readFileSync(join(clientDir, pageHtml), 'utf8');
  for (const asset of entryScripts(html)) {
    visit(asset);
    if (!isIslandsEntry(asset)) continue;
    const { parts } = JSON.parse(readFileSync(join(clientDir, '..', 'islands.json'), 'utf8'));
    for (const [, name] of html.matchAll(ISLAND)) {
      const part = parts[name as string];
      if (!part) throw new Error(`The build has no part for the island ${name}`);
      visit(`/${part}`);
    }
  }
  return [...seen];
}
