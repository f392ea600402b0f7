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
