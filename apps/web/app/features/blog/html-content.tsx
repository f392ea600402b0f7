// CMS-supplied HTML, sanitised, with the site's own behaviour added: links to this site move
// through the router, and broken images turn into the placeholder.
import { type MouseEvent, Suspense, use, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { checkLoaded, swapToPlaceholder } from './image';
import type { SanitizeOptions } from './sanitize';
import { loadedSanitizer, loadSanitizer } from './sanitizer';

const BLOCK_TAGS =
  /<(?:address|article|aside|blockquote|details|div|dl|figure|footer|form|h[1-6]|header|hr|ol|p|pre|section|table|ul)\b/i;

/** True when the HTML holds block elements, which may not sit inside a paragraph. */
export const hasBlockElements = (html: string) => BLOCK_TAGS.test(html);

type HtmlContentProps = SanitizeOptions & { html: string; className?: string; inline?: boolean };

/**
 * The sanitiser loads after the page's first scripts (sanitizer.ts). Until it has, this boundary
 * stays as pre-rendered while the page hydrates, and shows nothing in a page rendered in the
 * browser (the article's client loader loads it first, so that does not happen there).
 */
export function HtmlContent(props: HtmlContentProps) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}

function SanitizedHtml({ html, className, inline = false, ...options }: HtmlContentProps) {
  const { sanitizeHtml } = loadedSanitizer() ?? use(loadSanitizer());
  const ref = useRef<HTMLDivElement & HTMLParagraphElement>(null);
  const navigate = useNavigate();
  const clean = useMemo(
    () => sanitizeHtml(html, options),
    [sanitizeHtml, html, options.embed, options.label],
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

  if (!clean) return null;
  const Tag = inline && !hasBlockElements(clean) ? 'p' : 'div';
  return (
    <Tag
      ref={ref}
      className={className}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
