// The production build's pages paint from their HTML alone (apps/web/scripts/first-paint.mjs),
// and the JavaScript counted before a page is interactive follows static imports only.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryScripts, isIslandsEntry, pageScripts, WEB_CLIENT_DIR } from '../src/page-scripts';

const PAGES = ['index.html', 'blog/index.html', 'assessment/take/index.html'];
const ISLANDS_PAGES = new Set(['index.html', 'blog/index.html']);
const html = (page: string) => readFileSync(join(WEB_CLIENT_DIR, page), 'utf8');

describe('pages that paint from their HTML alone', () => {
  it('the production build exists', () => {
    expect(existsSync(join(WEB_CLIENT_DIR, 'index.html')), 'build apps/web first').toBe(true);
  });

  for (const page of PAGES) {
    it(`${page}: inline styles, no module preloads, scripts after the first paint`, () => {
      const text = html(page);
      expect(text).not.toContain('rel="modulepreload"');
      const links = [...text.matchAll(/<link rel="stylesheet" href="([^"#]+)#?"([^>]*)>/g)];
      expect(links.length).toBeGreaterThan(0);
      for (const [, href, rest] of links) {
        expect(rest).toContain('media="print"');
        expect(text).toContain(`<style data-inlined="${href}">`);
      }
      const module = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(text)?.[1] ?? '';
      expect(module).toContain("observe({ type: 'paint', buffered: true })");
      expect(module).not.toMatch(/^import /m);
      // The router's entry, or on a page hydrated as islands, the islands' entry.
      const entry = ISLANDS_PAGES.has(page)
        ? isIslandsEntry
        : (s: string) => s.includes('entry.client');
      expect(entryScripts(text).some(entry)).toBe(true);
    });
  }

  it('counts static imports, not the chunks a page loads later', () => {
    const scripts = pageScripts('index.html');
    expect(scripts.some((s) => /\/assets\/react-dom-/.test(s))).toBe(true);
    expect(scripts.some((s) => /auth-dialog|pdfkit|fontkit|Arimo/.test(s))).toBe(false);
  });
});
