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

export function track(event: string, props?: Record<string, string>): void {
  if (typeof window === 'undefined' || !ANALYTICS_DOMAIN || analyticsExcluded()) return;
  window.plausible?.(event, props ? { props } : undefined);
}

export const ANALYTICS_SCRIPT =
  (import.meta.env.VITE_PLAUSIBLE_SCRIPT as string | undefined) ??
  'https://plausible.io/js/script.js';

/** Adds the analytics script once, after hydration, unless analytics are off or this browser opted out. */
export function loadAnalytics(): void {
  if (!ANALYTICS_DOMAIN || analyticsExcluded() || document.querySelector('script[data-analytics]'))
    return;
  const script = document.createElement('script');
  script.defer = true;
  script.src = ANALYTICS_SCRIPT;
  script.dataset.domain = ANALYTICS_DOMAIN;
  script.dataset.analytics = 'plausible';
  document.head.append(script);
}
