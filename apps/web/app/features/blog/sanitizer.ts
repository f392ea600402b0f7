// DOMPurify (11 kB gzip) stays out of a pre-rendered page's first load. A pre-rendered article's
// HTML was sanitised at build time and stays as it is (HtmlContent); the browser loads the
// sanitiser when it has other HTML to set, and sanitises every such string first. Build-time
// rendering loads it first (prepareServerSanitizer), and so does the article's client loader.
import { dataOf, useQuery } from '../../lib/query';
import type * as Sanitize from './sanitize';

type Sanitizer = typeof Sanitize;

let loaded: Sanitizer | undefined;
let loading: Promise<Sanitizer> | undefined;

/** Starts loading the sanitiser (once); resolves with it. */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('./sanitize').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The sanitiser if it has loaded, else undefined. */
export const loadedSanitizer = (): Sanitizer | undefined => loaded;

/** The sanitiser, once loaded; asks for it when it is `wanted` and not loaded. */
export function useSanitizer(wanted: boolean): Sanitizer | undefined {
  const loaded = loadedSanitizer();
  return dataOf(useQuery(loaded || !wanted ? null : ['sanitizer'], loadSanitizer)) ?? loaded;
}
