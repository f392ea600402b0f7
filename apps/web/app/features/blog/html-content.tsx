// CMS-supplied HTML, sanitised, with the site's own behaviour added: links to this site move
// through the router, and broken images turn into the placeholder.
import { type MouseEvent, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigation } from '../../lib/navigation';
import { checkLoaded, swapToPlaceholder } from './image';
import type { SanitizeOptions } from './sanitize';
import { useSanitizer } from './sanitizer';

const BLOCK_TAGS =
  /<(?:address|article|aside|blockquote|details|div|dl|figure|footer|form|h[1-6]|header|hr|ol|p|pre|section|table|ul)\b/i;

/** True when the HTML holds block elements, which may not sit inside a paragraph. */
export const hasBlockElements = (html: string) => BLOCK_TAGS.test(html);

const noSubscription = () => () => {};

/**
 * The sanitiser loads after the page's first scripts (sanitizer.ts). An element hydrated from the
 * pre-rendered page already holds its HTML, sanitised at build time: it is rendered with empty
 * HTML and suppressHydrationWarning, and React, which does not compare or replace the HTML of an
 * element it hydrates, leaves it as it is (no second load of images or chart frames) until the
 * HTML changes; until then the sanitiser is not loaded. Any other HTML is set only once the
 * browser's sanitiser has cleaned it.
 */
export function HtmlContent({
  html,
  className,
  inline = false,
  ...options
}: SanitizeOptions & { html: string; className?: string; inline?: boolean }) {
  // True while hydrating (and on the server), false in any later render.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [prerendered] = useState(() => (hydrating ? html : undefined));
  const keep = !import.meta.env.SSR && html === prerendered;
  const sanitizer = useSanitizer(!keep);
  const ref = useRef<HTMLDivElement & HTMLParagraphElement>(null);
  const { navigate } = useNavigation();
  const clean = useMemo(
    () => sanitizer?.sanitizeHtml(html, options),
    [sanitizer, html, options.embed, options.label],
  );

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // Image errors do not bubble, but they do pass ancestors while capturing.
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) swapToPlaceholder(event.target);
    };
    root.addEventListener('error', onError, true);
    for (const image of Array.from(root.querySelectorAll('img'))) {
      checkLoaded(image, () => swapToPlaceholder(image));
    }
    return () => root.removeEventListener('error', onError, true);
  }, [clean]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || anchor.hasAttribute('download')) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  if (typeof html !== 'string' || html.trim() === '') return null;
  // Decided on the unsanitised HTML, which the server and a browser still waiting for the
  // sanitiser both have: sanitising adds no block element that was not there (an h1 becomes an
  // h2, a table gains a wrapper), so a <p> never gets a block inside.
  const Tag = inline && !hasBlockElements(html) ? 'p' : 'div';
  return (
    <Tag
      ref={ref}
      className={className}
      onClick={onClick}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: keep ? '' : (clean ?? '') }}
    />
  );
}
