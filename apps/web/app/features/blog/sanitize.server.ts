// Build-time only: pre-rendering runs in Node, where DOMPurify needs a window from jsdom. Loaded
// from route loaders, which never reach the browser bundle.
import { configureSanitizerWindow, hasSanitizerWindow } from './sanitize';

export async function prepareServerSanitizer(): Promise<void> {
  if (hasSanitizerWindow()) return;
  const { JSDOM } = await import('jsdom');
  configureSanitizerWindow(new JSDOM('<!doctype html><html><body></body></html>').window);
}
