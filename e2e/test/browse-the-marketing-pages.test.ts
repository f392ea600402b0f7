// The marketing pages, partner pages, policy pages, design system page and not-found page, in the
// built site served by the API: headings, accessibility, the FAQ anchor, and the not-found paths.

import { expectNoAxeViolations, newPage, pageErrors, VIEWPORTS } from '@peak/testkit/browser';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { screenshot, useSiteAndBrowser } from '../src';

const PAGES: Array<{ path: string; h1: string }> = [
  { path: '/', h1: 'Clarity in what matters most' },
  { path: '/about', h1: 'About Peak Partners' },
  { path: '/services', h1: 'Services' },
  { path: '/the-book', h1: 'Managing Priorities' },
  { path: '/assessment', h1: 'Prioritization Assessments' },
  { path: '/podcast', h1: 'Traction Heroes Podcast' },
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/terms', h1: 'Terms of Service' },
  { path: '/accessibility', h1: 'Accessibility Statement' },
  { path: '/peak-partners', h1: 'Peak Partners Services' },
  { path: '/peak-partners/strategy', h1: 'Strategy' },
  { path: '/peak-partners/planning', h1: 'Planning' },
  { path: '/peak-partners/delivery', h1: 'Delivery' },
  { path: '/peak-partners/executive-coaching', h1: 'Executive Coaching' },
  { path: '/peak-partners/prioritization', h1: 'Prioritization' },
  { path: '/peak-strategies', h1: 'Strategy Excellence' },
  { path: '/peak-plans', h1: 'Planning Excellence' },
  { path: '/peak-execution', h1: 'Execution Excellence' },
  { path: '/peak-executive-coaching', h1: 'Executive Coaching Excellence' },
  { path: '/design-test', h1: 'Design System Test' },
  { path: '/no-such-page', h1: 'Page Not Found' },
  { path: '/peak-partners/no-such-service', h1: 'Page Not Found' },
];

const shotName = (path: string) =>
  `pages-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}`;

/** The part of the FAQ section's top edge that lies inside the viewport, as a check it is in view. */
async function faqInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const faq = document.getElementById('faq');
    if (!faq) return false;
    const box = faq.getBoundingClientRect();
    return box.top >= -1 && box.top < window.innerHeight / 2;
  });
}

describe('marketing pages', () => {
  const suite = useSiteAndBrowser();

  // A failed test leaves its page open; close every context so the next test starts clean.
  afterEach(async () => {
    await Promise.all(suite.browser.contexts().map((c) => c.close()));
  });

  async function open(path: string, viewport: { width: number; height: number }) {
    const page = await newPage(suite.browser, viewport);
    const errors = pageErrors(page);
    // A script that fails to load leaves a pre-rendered page looking fine but inert: report it.
    page.on('response', (r) => {
      if (r.url().includes('/assets/') && r.status() >= 400)
        errors.push(`${r.status()} ${r.url()}`);
    });
    page.on('requestfailed', (r) => errors.push(`failed ${r.url()} ${r.failure()?.errorText}`));
    await page.goto(`${suite.site.url}${path}`);
    await page.waitForLoadState('networkidle');
    return { page, errors };
  }

  for (const { path, h1 } of PAGES) {
    it(`${path} has one h1 "${h1}" and no axe violations at 1440px`, async () => {
      const { page, errors } = await open(path, VIEWPORTS.desktop);
      const headings = page.locator('h1');
      expect(await headings.count()).toBe(1);
      expect((await headings.textContent())?.trim()).toBe(h1);
      expect(await page.title()).toMatch(/\S/);
      await expect(page.locator('main').count()).resolves.toBe(1);
      await expectNoAxeViolations(page);
      await screenshot(page, `${shotName(path)}-desktop`);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`${path} fits a 375px screen`, async () => {
      const { page, errors } = await open(path, VIEWPORTS.mobile);
      expect((await page.locator('h1').textContent())?.trim()).toBe(h1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await expectNoAxeViolations(page);
      await screenshot(page, `${shotName(path)}-mobile`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('home shows 24 named client logos, 8 testimonials and the promos', async () => {
    const { page } = await open('/', VIEWPORTS.desktop);
    await expect(page.locator('.logo-grid [role="img"][aria-label]').count()).resolves.toBe(24);
    await expect(page.locator('.testimonial-grid figure').count()).resolves.toBe(8);
    const columns = await page
      .locator('.logo-grid')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
    await expect(page.getByText('NEW', { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByText('FREE ASSESSMENT', { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByText(/about 5 minutes/).count()).resolves.toBe(1);
    await expect(
      page.getByRole('link', { name: 'Work with us' }).first().getAttribute('href'),
    ).resolves.toBe('/contact');
    await expect(
      page.getByRole('link', { name: 'Begin Assessment' }).getAttribute('href'),
    ).resolves.toBe('/assessment/take');
    const podcast = page.getByRole('link', { name: /Listen to Traction Heroes/ });
    await expect(podcast.getAttribute('target')).resolves.toBe('_blank');
    await expect(podcast.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(page.getByText(/every other week/).count()).resolves.toBe(1);
    await page.context().close();
  });

  it('home logos use 3 columns on a small screen', async () => {
    const { page } = await open('/', VIEWPORTS.mobile);
    const columns = await page
      .locator('.logo-grid')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(3);
    await page.context().close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`home Questions? lands on /assessment with the FAQ in view at ${viewport.width}px`, async () => {
      const { page, errors } = await open('/', viewport);
      await page.getByRole('button', { name: 'Questions?' }).click();
      await page.waitForURL(/\/assessment#faq$/);
      await page.locator('h1', { hasText: 'Prioritization Assessments' }).waitFor();
      await page.waitForTimeout(400);
      expect(await faqInView(page)).toBe(true);
      await screenshot(page, `pages-questions-${name}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('home Questions? works from the keyboard', async () => {
    const { page } = await open('/', VIEWPORTS.desktop);
    await page.getByRole('button', { name: 'Questions?' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/assessment#faq$/);
    await page.locator('#faq').waitFor();
    await page.waitForTimeout(400);
    expect(await faqInView(page)).toBe(true);
    // Focus follows to the FAQ, so the keyboard user continues from there.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('faq-heading');
    await page.context().close();
  });

  it('/assessment#faq opened directly scrolls to the FAQ, whose answers open and close', async () => {
    const { page } = await open('/assessment#faq', VIEWPORTS.desktop);
    await page.waitForTimeout(300);
    expect(await faqInView(page)).toBe(true);
    const items = page.locator('#faq details');
    await expect(items.count()).resolves.toBe(5);
    const faqText = await page.locator('#faq').textContent();
    expect(faqText).toContain('15-20 minutes');
    expect(faqText).toContain('3-6 months');
    const first = items.first();
    await first.locator('summary').click();
    await expect(first.getAttribute('open')).resolves.not.toBeNull();
    await first.locator('summary').press('Enter');
    await expect(first.getAttribute('open')).resolves.toBeNull();
    await page.context().close();
  });

  it('an unknown path answers 404 with the not-found page (noindex), whose links work', async () => {
    const page = await newPage(suite.browser, VIEWPORTS.mobile);
    const errors = pageErrors(page);
    const response = await page.goto(`${suite.site.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toMatch(
      /noindex/,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(/\/blog$/);
    await page.getByRole('heading', { level: 1, name: 'The Latest from Peak Partners' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${suite.site.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Clarity in what matters most' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/assessment links to the take page and the contact page', async () => {
    const { page } = await open('/assessment', VIEWPORTS.desktop);
    await expect(
      page.getByRole('link', { name: 'Start Individual Assessment' }).getAttribute('href'),
    ).resolves.toBe('/assessment/take');
    await expect(
      page.getByRole('link', { name: 'Ask about Team Assessment' }).getAttribute('href'),
    ).resolves.toBe('/contact?topic=team-assessment');
    await page.getByRole('link', { name: 'Read the FAQ' }).click();
    await page.waitForURL(/#faq$/);
    await page.waitForTimeout(300);
    expect(await faqInView(page)).toBe(true);
    await page.context().close();
  });

  it('the book page rates endorsements and opens the store in a new tab', async () => {
    const { page } = await open('/the-book', VIEWPORTS.desktop);
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' }).count()).resolves.toBe(2);
    const buy = page.getByRole('link', { name: /Get the Book/ }).first();
    await expect(buy.getAttribute('target')).resolves.toBe('_blank');
    await expect(buy.getAttribute('href')).resolves.toMatch(/^https:\/\/bookshop\.org\//);
    await expect(page.getByRole('heading', { name: "What you'll learn" }).count()).resolves.toBe(1);
    await page.context().close();
  });

  it('the about page shows both partners with external profiles', async () => {
    const { page } = await open('/about', VIEWPORTS.desktop);
    for (const name of ['Elena Marsh', 'David Okoro']) {
      await expect(page.getByRole('heading', { name }).count()).resolves.toBe(1);
      const profile = page.getByRole('link', { name: new RegExp(`${name} on LinkedIn`) });
      await expect(profile.getAttribute('target')).resolves.toBe('_blank');
    }
    const avatarsLoaded = await page
      .locator('.partner-avatar')
      .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0));
    expect(avatarsLoaded).toBe(true);
    await page.context().close();
  });

  it('the podcast page links to three platforms and the show website', async () => {
    const { page } = await open('/podcast', VIEWPORTS.desktop);
    for (const name of ['Apple Podcasts', 'Spotify', 'YouTube', 'Show website']) {
      const link = page.getByRole('link', { name: new RegExp(name) });
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
    }
    await page.context().close();
  });

  it('the policy pages carry their required statements', async () => {
    const { page } = await open('/terms', VIEWPORTS.desktop);
    const terms = await page.locator('main').textContent();
    expect(terms).toContain('December 2024');
    expect(terms).toContain('30 days');
    await page.goto(`${suite.site.url}/privacy`);
    const privacy = await page.locator('main').textContent();
    expect(privacy).toContain('under 13');
    expect(privacy).toContain('exclude_from_analytics');
    await page.context().close();
  });

  it('the partner hub links to the four service pages and to contact', async () => {
    const { page } = await open('/peak-partners', VIEWPORTS.desktop);
    for (const slug of ['strategy', 'planning', 'delivery', 'executive-coaching']) {
      await expect(page.locator(`main a[href="/peak-partners/${slug}"]`).count()).resolves.toBe(1);
    }
    await expect(page.locator('main a[href="/contact"]').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Planning' }).click();
    await page.waitForURL(/\/peak-partners\/planning$/);
    await page.locator('h1', { hasText: /^Planning$/ }).waitFor();
    await page.context().close();
  });

  for (const slug of ['strategy', 'planning', 'delivery', 'executive-coaching']) {
    it(`/peak-partners/${slug} has its list, four blocks and both buttons`, async () => {
      const { page } = await open(`/peak-partners/${slug}`, VIEWPORTS.desktop);
      await expect(page.locator('.service-outcomes li').count()).resolves.toBeGreaterThan(2);
      await expect(page.locator('.service-blocks > li').count()).resolves.toBe(4);
      await expect(
        page.getByRole('link', { name: 'View All Services' }).getAttribute('href'),
      ).resolves.toBe('/peak-partners');
      await expect(
        page.getByRole('link', { name: 'Contact us' }).getAttribute('href'),
      ).resolves.toBe('/contact');
      await page.context().close();
    });
  }

  it('/peak-partners/prioritization shows a heading only', async () => {
    const { page } = await open('/peak-partners/prioritization', VIEWPORTS.desktop);
    await expect(page.locator('main h2').count()).resolves.toBe(0);
    await expect(page.locator('main a').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('an unknown partner service shows the not-found content', async () => {
    const { page, errors } = await open('/peak-partners/constructor', VIEWPORTS.desktop);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
    await expect(page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).resolves.toBe(
      '/',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('each excellence page has two case studies linking to contact', async () => {
    const page = await newPage(suite.browser, VIEWPORTS.desktop);
    const titles = new Set<string>();
    for (const path of [
      '/peak-strategies',
      '/peak-plans',
      '/peak-execution',
      '/peak-executive-coaching',
    ]) {
      await page.goto(`${suite.site.url}${path}`);
      await expect(page.locator('.case-study').count()).resolves.toBe(2);
      await expect(page.locator('.case-study a[href="/contact"]').count()).resolves.toBe(2);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(4);
    await page.context().close();
  });

  it('the not-found page links onward and Go Back returns to the previous page', async () => {
    const { page } = await open('/about', VIEWPORTS.desktop);
    await page.goto(`${suite.site.url}/this/does/not/exist`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved.").count(),
    ).resolves.toBe(1);
    for (const href of ['/', '/about', '/services', '/assessment', '/blog', '/contact']) {
      await expect(page.locator(`main a[href="${href}"]`).count()).resolves.toBeGreaterThan(0);
    }
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${suite.site.url}/about`);
    await page.locator('h1', { hasText: 'About Peak Partners' }).waitFor();
    await page.context().close();
  });

  it('Go Home on the not-found page returns to the home page', async () => {
    const { page } = await open('/missing', VIEWPORTS.desktop);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${suite.site.url}/`);
    await page.locator('h1', { hasText: 'Clarity in what matters most' }).waitFor();
    await page.context().close();
  });
});
