// Makes each pre-rendered page paint from its HTML alone, before any other request:
// - Its stylesheets go inside the HTML. Every <link rel="stylesheet"> stays (React hydrates such
//   links in <head> by rel and href) but gets media="print", which Chromium loads without blocking;
//   at the first client navigation, `useAdoptInlinedStyles` (app/lib/inlined-styles.ts) turns each
//   link back on and drops its inline copy, so React Router manages stylesheets from then on.
//   A page hydrated as islands has no client navigation: its links are disabled as well.
// - Its scripts start after the first paint: fifteen modules competing with the HTML for a slow
//   link delay that paint by more than a second under mobile throttling. The module preload links
//   go (React puts them back when it hydrates), and React Router's inline module script waits for
//   the first contentful paint, then imports the same modules at once, in parallel. The page is
//   complete and its links work before then. A page hydrated as islands (app/islands) has one
//   module script, the islands' entry; it starts after the first paint the same way.
// Beasties was tried for the first step: its non-blocking modes swap with inline onload handlers,
// which the site's content security policy refuses, and its critical subset saves little on pages
// whose whole CSS is a few kilobytes gzipped.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from './files-under.mjs';

const root = join(process.env.WEB_BUILD_DIR ?? 'dist', 'client');
const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"#]+\.css)(#?)"\/>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;

const cssCache = new Map();
function css(href) {
  if (!cssCache.has(href)) {
    const text = readFileSync(join(root, href), 'utf8');
    if (/<\/style/i.test(text)) throw new Error(`${href} contains "</style": cannot be inlined`);
    cssCache.set(href, text.trim());
  }
  return cssCache.get(href);
}

// A page hydrated as islands never swaps its stylesheets in (its links load whole documents), so
// its links are disabled, which the browser does not fetch: they would compete with the largest
// paint's image for a slow link. They stay, at their plain address, because the loader of the
// islands' lazy chunks (Vite's preload helper) adds a chunk's stylesheet unless a link to it is
// on the page.
const linkAttributes = (href, hash, islands) =>
  islands ? `href="${href}" media="print" disabled=""` : `href="${href}${hash}" media="print"`;

const inlineStylesheets = (html, islands) =>
  html.replace(
    STYLESHEET,
    (_, href, hash) =>
      `<style data-inlined="${href}">${css(href)}</style><link rel="stylesheet" ${linkAttributes(href, hash, islands)}/>`,
  );

const dropModulePreloads = (html) => html.replace(MODULE_PRELOAD, '');

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/gm;
// Starts once the browser reports the first contentful paint; a hidden tab paints nothing and a
// browser without paint timing reports nothing, so each starts after at most one second.
const AFTER_FIRST_PAINT = `await new Promise((start) => {
  if (document.visibilityState === 'hidden') return start();
  setTimeout(start, 1000);
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
});`;

/** React Router's module script, its static imports made dynamic and started after the first paint. */
function startAfterFirstPaint(html) {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const body = script[1];
  const imports = [...body.matchAll(STATIC_IMPORT)];
  const rest = body.replace(STATIC_IMPORT, '').trim();
  if (
    !imports.length ||
    !/^window\.__reactRouterRouteModules = .*;\s*import\("[^"]+"\);$/s.test(rest)
  )
    throw new Error(`React Router's module script has a shape this step does not know:\n${body}`);
  const names = imports.map(([, name]) => name ?? '').join(', ');
  const loads = imports.map(([, , specifier]) => `import(${specifier})`).join(', ');
  const deferred = `${AFTER_FIRST_PAINT}\nconst [${names}] = await Promise.all([${loads}]);\n${rest}`;
  return html.replace(script[0], () => `<script type="module" async="">${deferred}</script>`);
}

const ISLANDS_SCRIPT = /<script type="module" src="(\/assets\/islands-[^"]+\.js)"><\/script>/;

/** The islands' entry, imported after the first paint. */
function islandsAfterFirstPaint(html) {
  return html.replace(
    ISLANDS_SCRIPT,
    (_, src) => `<script type="module" async="">${AFTER_FIRST_PAINT}\nimport("${src}");</script>`,
  );
}

let pages = 0;
for (const { path, name } of filesUnder(root)) {
  // The client app's fallback page has nothing to paint before its scripts run.
  if (!name.endsWith('.html') || name === '__spa-fallback.html') continue;
  const html = readFileSync(path, 'utf8');
  const islands = ISLANDS_SCRIPT.test(html);
  const next = islandsAfterFirstPaint(
    startAfterFirstPaint(dropModulePreloads(inlineStylesheets(html, islands))),
  );
  if (next !== html) {
    writeFileSync(path, next);
    pages++;
  }
}
console.log(`${pages} pages in ${root} paint from their HTML alone`);
