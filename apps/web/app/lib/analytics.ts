// Privacy-friendly page analytics (Plausible), only when configured, and never when the browser
// carries localStorage exclude_from_analytics = true.
export const ANALYTICS_DOMAIN = import.meta.env.VITE_PLAUSIBLE_DOMAIN as string | undefined;

declare global {
  interface Window {
    plausible?: (event: string, options?: { props?: Record<string, string> }) => void;
  }
}

export function analyticsExcluded(): boolean {
  try {
    return window.localStorage.getItem('exclude_from_analytics') === 'true';
  } catch {
    return false;
  }
}

/**
 * Pages whose address is a secret (a share link, an invitation, a draft's preview, a 360 rater's
 * link, a mailed link to verify an address or reset a password): nothing is sent from them, and
 * the script is not loaded there, as it would send the address to a third party. The server's
 * policy for them admits no analytics either (apps/api/src/http/web.ts).
 */
const SECRET_ADDRESS =
  /^\/(r\/[^/]+|teams\/join\/[^/]+|blog\/preview\/[^/]+|feedback\/rate\/[^/]+|account\/(verify-email|reset-password))\/?$/;

export const isSecretAddress = (pathname: string) => SECRET_ADDRESS.test(pathname);

const onSecretAddress = () => isSecretAddress(window.location.pathname);

export function track(event: string, props?: Record<string, string>): void {
  if (typeof window === 'undefined' || !ANALYTICS_DOMAIN || analyticsExcluded()) return;
  if (onSecretAddress()) return;
  window.plausible?.(event, props ? { props } : undefined);
}

export const ANALYTICS_SCRIPT =
  (import.meta.env.VITE_PLAUSIBLE_SCRIPT as string | undefined) ??
  'https://plausible.io/js/script.js';

/**
 * Adds the analytics script once, after hydration, unless analytics are off, this browser opted
 * out, or the page's address is a secret.
 */
export function loadAnalytics(): void {
  if (
    !ANALYTICS_DOMAIN ||
    analyticsExcluded() ||
    onSecretAddress() ||
    document.querySelector('script[data-analytics]')
  )
    return;
  const script = document.createElement('script');
  script.defer = true;
  script.src = ANALYTICS_SCRIPT;
  script.dataset.domain = ANALYTICS_DOMAIN;
  script.dataset.analytics = 'plausible';
  document.head.append(script);
}
