// @vitest-environment jsdom
// The accessibility statement: the standard, how the site is tested, the PDFs, the known gaps with
// their plan, the last review and a way to report a barrier that opens the contact form on its
// topic; the footer links to it.
import bundledSettings from '@peak/content/data/site-settings.json';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '../../../components/layout/site-footer';
import { documentNavigation, NavigationProvider } from '../../../lib/navigation';
import { SiteSettingsProvider } from '../../../lib/site-settings';
import {
  ACCESSIBILITY_REVIEWED,
  AccessibilityPage,
  REPORT_A_BARRIER_PATH,
} from './accessibility-page';

function render(node: React.ReactNode): Document {
  const html = renderToString(
    <SiteSettingsProvider initial={bundledSettings}>
      <NavigationProvider value={documentNavigation('/accessibility')}>{node}</NavigationProvider>
    </SiteSettingsProvider>,
  );
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

const text = (doc: Document) => doc.body.textContent?.replace(/\s+/g, ' ') ?? '';

describe('the accessibility statement', () => {
  const doc = render(<AccessibilityPage />);

  it('has one h1 and its sections, in order', () => {
    expect([...doc.querySelectorAll('h1')].map((h) => h.textContent)).toEqual([
      'Accessibility Statement',
    ]);
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'The standard we aim for',
      'How we test',
      'The PDF reports',
      'What we have not checked yet, and known exceptions',
      'Our conformance report',
      'Last review',
      'Report a barrier',
    ]);
  });

  it('names the standard, the tests, the PDFs and the honest gaps', () => {
    const all = text(doc);
    expect(all).toContain('WCAG) 2.2 at level AA');
    expect(all).toContain('partially conforms');
    for (const check of [
      'axe',
      '320 pixels',
      '24 by 24 pixels',
      '3:1',
      '200% zoom',
      'forced colours',
      'greyscale',
      'checked by axe only',
      'announced',
      'reduced motion',
      'accessibility tree',
      'PDF/UA-1',
      'Chromium only',
      'first quarter of 2027',
      'Payload CMS',
      'are untagged',
      'docs/accessibility-conformance-report.md',
      'within two business days',
    ])
      expect(all, check).toContain(check);
  });

  it('dates the last review', () => {
    const time = doc.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(ACCESSIBILITY_REVIEWED);
    expect(ACCESSIBILITY_REVIEWED).toBe('2026-12-02');
    expect(time?.textContent).toBe('2 December 2026');
  });

  it('reports a barrier through the contact form with its topic chosen, or by email', () => {
    const links = [...doc.querySelectorAll('a')];
    const report = links.find((a) => a.textContent === 'Report an accessibility barrier');
    expect(report?.getAttribute('href')).toBe(REPORT_A_BARRIER_PATH);
    expect(REPORT_A_BARRIER_PATH).toBe('/contact?topic=accessibility');
    expect(
      links.some((a) => a.getAttribute('href') === `mailto:${bundledSettings.contactEmail}`),
    ).toBe(true);
  });
});

describe('the footer', () => {
  it('links to the accessibility statement beside the policies', () => {
    const legal = render(<SiteFooter />).querySelector('.site-footer-legal');
    expect(
      [...(legal?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Accessibility', '/accessibility'],
    ]);
  });
});
