// @vitest-environment jsdom
import bundled from '@peak/content/data/site-settings.json';
import { describe, expect, it } from 'vitest';
import {
  applySiteSettings,
  readSiteSettings,
  settingHref,
  settingText,
} from './site-settings-refresh';

describe('the site settings the browser refreshes', () => {
  it('reads the seeded settings, without what Payload adds', () => {
    const read = readSiteSettings({ id: 1, globalType: 'site-settings', ...bundled });
    expect(read?.contactEmail).toBe('hello@peakpartners.example');
    expect(read?.podcastPlatforms).toHaveLength(3);
    expect(read).not.toHaveProperty('globalType');
  });

  it('keeps the page’s own values when an answer is not settings', () => {
    expect(readSiteSettings(null)).toBeNull();
    expect(readSiteSettings({ ...bundled, contactEmail: 'not an email' })).toBeNull();
    expect(readSiteSettings({ ...bundled, linkedinUrl: 'javascript:alert(1)' })).toBeNull();
    expect(
      readSiteSettings({ ...bundled, podcastPlatforms: [{ name: 'x', url: 'http://x' }] }),
    ).toBeNull();
    const { siteName: _, ...withoutName } = bundled;
    expect(readSiteSettings(withoutName)).toBeNull();
  });

  it('writes the settings into a page rendered without them', () => {
    const a = (attrs: Record<string, string>) =>
      Object.entries(attrs)
        .map(([k, v]) => `${k}="${v}"`)
        .join(' ');
    document.body.innerHTML = `
      <p ${a(settingText('postalAddress'))}>old</p>
      <a href="mailto:old@example.com" ${a(settingHref('contactEmail'))}><span ${a(settingText('contactEmail'))}>old@example.com</span></a>
      <a href="https://old.example" ${a(settingHref('podcastUrl'))}>Listen</a>`;
    const next = readSiteSettings({
      ...bundled,
      contactEmail: 'team@consultancy.example',
      podcastUrl: 'https://podcast.example/show',
    });
    if (!next) throw new Error('the settings were refused');
    applySiteSettings(document, next);
    expect(document.querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe(
      'mailto:team@consultancy.example',
    );
    expect(document.body.textContent).toContain('team@consultancy.example');
    expect(document.querySelector('a[data-setting-href="podcastUrl"]')?.getAttribute('href')).toBe(
      'https://podcast.example/show',
    );
    expect(document.querySelector('p')?.textContent).toBe('Santa Cruz, California');
  });
});
