// Images from the content service. A broken one is swapped for a neutral placeholder, including
// one that failed before the page hydrated (its error event was missed).
import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';
import placeholderUrl from './placeholder.svg';
import { safeUrl } from './safe-url';

export const PLACEHOLDER_IMAGE = placeholderUrl;

/** Swaps a broken image for the placeholder; false once it already shows the placeholder. */
export function swapToPlaceholder(image: HTMLImageElement): boolean {
  if (image.dataset.placeholder === 'true') return false;
  image.dataset.placeholder = 'true';
  image.removeAttribute('srcset');
  image.src = PLACEHOLDER_IMAGE;
  return true;
}

/** Calls `onBroken` when an image that finished loading before hydration turned out broken. */
export function checkLoaded(image: HTMLImageElement, onBroken: () => void): void {
  if (!image.complete) return;
  image.decode().catch(() => {
    if (image.complete && image.naturalWidth === 0) onBroken();
  });
}

export function BlogImage({
  src,
  alt,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & { src: string; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const checked = safeUrl(src);
  // An unsafe or missing URL is treated like an image that failed to load.
  const [broken, setBroken] = useState(checked === undefined);

  useEffect(() => {
    if (ref.current) checkLoaded(ref.current, () => setBroken(true));
  }, []);

  return (
    <img
      ref={ref}
      src={broken || checked === undefined ? PLACEHOLDER_IMAGE : checked}
      alt={alt}
      loading="lazy"
      decoding="async"
      data-placeholder={broken ? 'true' : undefined}
      onError={() => setBroken(true)}
      {...props}
    />
  );
}
