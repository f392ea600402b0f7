// The build inlines each pre-rendered page's stylesheets and sets their links to media="print"
// (scripts/first-paint.mjs). At the first client navigation, each link still on the page is turned
// back on and every inline copy is removed, so React Router manages stylesheets from then on. Not
// before: swapping stylesheets restyles the whole page, a long task while the page is loading.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function adoptInlinedStyles() {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-inlined]')) {
    const href = style.dataset.inlined;
    const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
      (l) => l.getAttribute('href')?.replace(/#$/, '') === href,
    );
    if (!link) {
      style.remove();
      continue;
    }
    const swap = () => {
      link.media = 'all';
      style.remove();
    };
    if (link.sheet) swap();
    else link.addEventListener('load', swap, { once: true });
  }
}

/** Adopts the inlined stylesheets when the location first changes. */
export function useAdoptInlinedStyles() {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (key !== firstKey.current) adoptInlinedStyles();
  }, [key]);
}
