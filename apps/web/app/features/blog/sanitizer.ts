// DOMPurify (11 kB gzip) stays out of a pre-rendered page's first load. A pre-rendered article's
// HTML was sanitised at build time and React leaves it as it is until the sanitiser arrives
// (HtmlContent suspends while hydrating); the browser then sanitises every HTML string again
// before React renders it. Build-time rendering loads it first (prepareServerSanitizer).
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
