// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshAnalytics(domain?: string) {
  vi.resetModules();
  vi.stubEnv('VITE_PLAUSIBLE_DOMAIN', domain ?? '');
  return import('./analytics');
}

describe('analytics', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.head.innerHTML = '';
    window.plausible = vi.fn();
  });
  afterEach(() => vi.unstubAllEnvs());

  it('sends custom events only when configured', async () => {
    (await freshAnalytics()).track('Contact Form Submission');
    expect(window.plausible).not.toHaveBeenCalled();
    (await freshAnalytics('peakpartners.example')).track('Navigation Click', { link: 'About' });
    expect(window.plausible).toHaveBeenCalledWith('Navigation Click', { props: { link: 'About' } });
  });

  it('sends nothing, and loads no script, when the browser opted out', async () => {
    window.localStorage.setItem('exclude_from_analytics', 'true');
    const analytics = await freshAnalytics('peakpartners.example');
    analytics.track('Navigation Click', { link: 'About' });
    analytics.loadAnalytics();
    expect(window.plausible).not.toHaveBeenCalled();
    expect(document.querySelector('script[data-analytics]')).toBeNull();
  });

  it('loads no script and sends nothing on a page whose address is a secret', async () => {
    const secrets = [
      '/r/Zq9SecretTokenValue_0123456789abcdefghijklm',
      '/teams/join/Zq9SecretTokenValue_0123456789abcdefghijklm',
      '/blog/preview/post-01',
      '/feedback/rate/Zq9SecretTokenValue_0123456789abcdefghijklm',
      '/account/verify-email',
      '/account/reset-password/',
    ];
    try {
      for (const path of secrets) {
        window.history.replaceState(null, '', `${path}?token=secret`);
        const analytics = await freshAnalytics('peakpartners.example');
        analytics.loadAnalytics();
        analytics.track('Navigation Click', { link: 'About' });
        expect(document.querySelector('script[data-analytics]'), path).toBeNull();
        expect(window.plausible).not.toHaveBeenCalled();
      }
      window.history.replaceState(null, '', '/teams/join');
      (await freshAnalytics('peakpartners.example')).loadAnalytics();
      expect(document.querySelector('script[data-analytics]')).not.toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('loads the script once when configured', async () => {
    const analytics = await freshAnalytics('peakpartners.example');
    analytics.loadAnalytics();
    analytics.loadAnalytics();
    const scripts = document.querySelectorAll('script[data-analytics]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).dataset.domain).toBe('peakpartners.example');
  });
});
