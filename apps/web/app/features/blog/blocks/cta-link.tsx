import type { ReactNode } from 'react';
import { AppLink } from '../../../lib/navigation';
import { isInternalPath, safeUrl } from '../safe-url';

/** A call-to-action link from the CMS: the router for site paths, a new tab for other sites. */
export function CtaLink({
  url,
  className,
  children,
}: {
  url: unknown;
  className?: string;
  children: ReactNode;
}) {
  const href = safeUrl(url);
  if (!href) return null;
  if (isInternalPath(href)) {
    return (
      <AppLink to={href} className={className}>
        {children}
      </AppLink>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
