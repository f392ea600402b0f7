// Build-time only: pre-rendering runs in Node, where DOMPurify needs a window from jsdom. Loaded
// from route loaders, which never reach the browser bundle.
import { configureSanitizerWindow, hasSanitizerWindow } from './sanitize';
import { loadSanitizer } from './sanitizer';

export async function prepareServerSanitizer(): Promise<void> {
  await loadSanitizer(); // so HtmlContent renders at once instead of suspending
  if (hasSanitizerWindow()) return;
  const { JSDOM } = await import('jsdom');
  configureSanitizerWindow(new JSDOM('<!doctype html><html><body></body></html>').window);
}
