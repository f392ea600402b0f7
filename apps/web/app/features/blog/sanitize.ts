// Every HTML string from the content service passes through here before it reaches the page.
// In the browser DOMPurify uses the page's window; during the build the server module
// (sanitize.server.ts) hands it a jsdom window first, so this file never loads jsdom itself.
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { EMBED_FALLBACK_TITLE } from './constants';
import { isHttpsUrl, safeUrl } from './safe-url';

const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'noscript',
  'template',
];
// Inline styles could cover the page (position: fixed); srcset and action bypass the URL check.
const FORBIDDEN_ATTRIBUTES = ['style', 'srcset', 'action', 'formaction', 'srcdoc'];
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'poster', 'cite', 'background', 'data'];
const EMBED_SANDBOX = 'allow-scripts allow-popups';

let configuredWindow: Window | undefined;
const instances = new WeakMap<Window, { body: DOMPurify; embed: DOMPurify }>();

/** Gives the sanitiser a window where there is none (the build runs in Node). */
export function configureSanitizerWindow(win: Window): void {
  configuredWindow = win;
}

export function hasSanitizerWindow(): boolean {
  return currentWindow() !== undefined;
}

function currentWindow(): Window | undefined {
  return configuredWindow ?? (typeof window === 'undefined' ? undefined : window);
}

function createPurifier(win: Window, allowIframes: boolean): DOMPurify {
  const purifier = createDOMPurify(win as unknown as Parameters<typeof createDOMPurify>[0]);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    // DOMPurify drops event handlers already; this keeps the rule explicit for every on* name.
    if (data.attrName.toLowerCase().startsWith('on')) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null && safeUrl(value) === undefined) node.removeAttribute(name);
    }
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a' && node.hasAttribute('target')) {
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    }
    if (tag === 'img' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (tag === 'iframe' && allowIframes) {
      const src = node.getAttribute('src');
      if (!isHttpsUrl(src)) {
        node.parentNode?.removeChild(node);
        return;
      }
      node.setAttribute('sandbox', EMBED_SANDBOX);
      node.setAttribute('referrerpolicy', 'no-referrer');
      if (!node.getAttribute('title')?.trim()) node.setAttribute('title', EMBED_FALLBACK_TITLE);
    }
  });
  return purifier;
}

function purifiersFor(win: Window) {
  let pair = instances.get(win);
  if (!pair) {
    pair = { body: createPurifier(win, false), embed: createPurifier(win, true) };
    instances.set(win, pair);
  }
  return pair;
}

const TAG = /<[^>]+>/g;
const EVENT_HANDLER = /\s+on[a-z0-9_-]*\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

/**
 * Setting an on* attribute, even in the inert document DOMPurify parses into, makes the browser
 * report a Content Security Policy violation. Dropping them first keeps the console quiet;
 * DOMPurify still removes any this pattern misses.
 */
export const withoutEventHandlers = (html: string) =>
  html.replace(TAG, (tag) => tag.replace(EVENT_HANDLER, ''));

/** Structural fixes DOMPurify does not make: one h1 per page, scrollable tables. */
function tidy(root: HTMLElement, label: string | undefined): void {
  const doc = root.ownerDocument;
  for (const h1 of Array.from(root.querySelectorAll('h1'))) {
    const h2 = doc.createElement('h2');
    for (const attribute of Array.from(h1.attributes))
      h2.setAttribute(attribute.name, attribute.value);
    h2.append(...Array.from(h1.childNodes));
    h1.replaceWith(h2);
  }
  for (const table of Array.from(root.querySelectorAll('table'))) {
    if (table.parentElement?.classList.contains('table-scroll')) continue;
    const wrapper = doc.createElement('div');
    wrapper.className = 'table-scroll';
    // A region that scrolls sideways on a phone must be reachable with the keyboard.
    wrapper.setAttribute('tabindex', '0');
    wrapper.setAttribute('role', 'region');
    wrapper.setAttribute('aria-label', tableLabel(table, label));
    table.replaceWith(wrapper);
    wrapper.append(table);
  }
}

/** A name for a table's scroll region: its caption, the given label, or its column headings. */
function tableLabel(table: HTMLTableElement, label: string | undefined): string {
  const caption = table.querySelector('caption')?.textContent?.trim();
  if (caption) return caption;
  if (label?.trim()) return label.trim();
  const headings = Array.from(table.querySelectorAll('th'))
    .map((cell) => cell.textContent?.trim())
    .filter(Boolean)
    .slice(0, 4);
  return headings.length > 0 ? `Table: ${headings.join(', ')}` : 'Table';
}

export interface SanitizeOptions {
  /** Chart embeds: https iframes are kept, sandboxed and titled. */
  embed?: boolean;
  /** The name of a table's scroll region when the table has no caption. */
  label?: string;
}

/** Safe HTML for dangerouslySetInnerHTML; empty when no sanitiser is available (fail closed). */
export function sanitizeHtml(
  html: unknown,
  { embed = false, label }: SanitizeOptions = {},
): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  const win = currentWindow();
  if (!win) {
    console.warn('HTML content skipped: no sanitizer is available here.');
    return '';
  }
  const purifier = purifiersFor(win)[embed ? 'embed' : 'body'];
  const config: Config & { RETURN_DOM: true } = {
    FORBID_TAGS: embed ? FORBIDDEN_TAGS.filter((tag) => tag !== 'iframe') : FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
    ADD_TAGS: embed ? ['iframe'] : [],
    ADD_ATTR: embed ? ['target', 'allowfullscreen', 'loading', 'title'] : ['target'],
    ALLOW_DATA_ATTR: false,
    RETURN_DOM: true,
  };
  const root = purifier.sanitize(withoutEventHandlers(html), config) as HTMLElement;
  tidy(root, label);
  return root.innerHTML;
}
