// The blog in a real browser: the list, its filter, layouts and paging, the keyboard-only search
// overlay, one article of each body kind, the hostile HTML post, and the missing-article page.

import {
  expectNoAxeViolations,
  newPage,
  pageErrors,
  VIEWPORTS,
  waitForHydration,
} from '@peak/testkit/browser';
import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useSiteAndBrowser } from '../src';

const HOSTILE = 'saying-no-without-burning-bridges';
const RICH_TEXT = 'the-degap-method';
const BLOCKS = 'how-a-400-person-fintech-cut-active-initiatives';
const INTERVIEW = 'coo-interview-operating-cadence';

/** Resolves once React has hydrated the pre-rendered page, so clicks and keys reach it. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__react'));
  });
}

/** Opens a page and records what must never happen there: scripts' dialogs and page errors. */
async function open(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
) {
  const page = await newPage(browser, viewport);
  const dialogs: string[] = [];
  const errors = pageErrors(page);
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /alert|xss|script/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  await page.goto(url);
  await hydrated(page);
  return { page, dialogs, errors };
}

/** Scrolls through the page so lazy images load before a full-page screenshot. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

const cardTitles = (page: Page) => page.locator('.blog-all .post-card-title').allTextContents();

/** Answers /api/posts list requests through `change`, leaving every other request alone. */
async function rewritePosts(
  page: Page,
  change: (
    url: URL,
    body: Record<string, unknown>,
  ) => Record<string, unknown> | number | Promise<Record<string, unknown>>,
) {
  await page.route('**/api/posts?**', async (route: Route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    const next = await change(url, body);
    if (typeof next === 'number') {
      await route.fulfill({ status: next, json: { errors: [{ message: 'Unavailable' }] } });
    } else {
      await route.fulfill({ response, json: next });
    }
  });
}

const FRESH_POST = {
  id: 'post-fresh',
  title: 'A Note Published After the Build',
  slug: 'a-note-published-after-the-build',
  excerpt: 'This article reached the content service after the site was built.',
  content: 'A <em>fresh</em> article body.',
  status: 'published',
  tags: [],
};

describe('blog', () => {
  const suite = useSiteAndBrowser();

  it('lists the featured and latest articles with their details, and passes axe', async () => {
    const { page, errors } = await open(suite.browser, `${suite.site.url}/blog`);
    await expect(page.locator('h1').allTextContents()).resolves.toEqual([
      'The Latest from Peak Partners',
    ]);
    const featured = page.getByRole('region', { name: 'Featured Articles' });
    await expect(featured.locator('article').count()).resolves.toBe(3);

    await expect(page.locator('.blog-all article.post-card').count()).resolves.toBe(12);
    const titles = await cardTitles(page);
    // Newest first, as Payload answers sort=-publishedDate: the post without a date of its own first.
    expect(titles[0]).toMatch(/^Attention Residue/);
    expect(titles[1]).toBe('Five Questions to Ask Before You Say Yes');
    expect(titles.at(-1)).toMatch(/^The DEGAP Method/);

    // A card for a post without author, category label or date of publication of its own.
    const residue = page.locator('.blog-all article', { hasText: 'Attention Residue' });
    await expect(residue.locator('.category-badge').textContent()).resolves.toBe('research');
    await expect(residue.locator('.post-card-author').textContent()).resolves.toBe(
      'By the Peak Partners team',
    );
    await expect(residue.locator('.post-card-meta').textContent()).resolves.toBe(
      'December 15, 2025 · 6 min read',
    );
    const fiveQuestions = page.locator('.blog-all article', {
      hasText: 'Five Questions to Ask Before You Say Yes',
    });
    await expect(fiveQuestions.locator('.post-card-meta').textContent()).resolves.toContain(
      '5 min read',
    );
    await expect(
      page
        .locator('.blog-all article', { hasText: 'From 41' })
        .locator('.category-badge')
        .textContent(),
    ).resolves.toBe('Case Study');

    const readMore = page.getByRole('link', {
      name: 'Read More: Saying No Without Burning Bridges',
    });
    await expect(readMore.first().getAttribute('href')).resolves.toBe(`/blog/${HOSTILE}`);

    // Twelve published posts and twelve per load: nothing more to load.
    await expect(page.getByRole('button', { name: 'Load more' }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`screenshots the list and an article at ${viewport.width}px`, async () => {
      const { page } = await open(suite.browser, `${suite.site.url}/blog`, viewport);
      await loadLazyImages(page);
      await screenshot(page, `blog-${name}`);
      await page.goto(`${suite.site.url}/blog/${BLOCKS}`);
      await hydrated(page);
      await loadLazyImages(page);
      await screenshot(page, `blog-article-${name}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await page.context().close();
    });
  }

  it('filters by category, refetching, and clears the filter', async () => {
    const { page } = await open(suite.browser, `${suite.site.url}/blog`);
    const leadership = page.getByRole('button', { name: 'Leadership (3)' });
    const categoryRequest = page.waitForRequest((request) =>
      decodeURIComponent(request.url()).includes('[category][equals]=leadership'),
    );
    await leadership.click();
    await categoryRequest;
    await expect(leadership.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByRole('heading', { name: 'Leadership Articles' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.blog-all article').length === 3);
    const badges = await page.locator('.blog-all .category-badge').allTextContents();
    expect(badges).toEqual(['Leadership', 'Leadership', 'Leadership']);

    await page.getByRole('button', { name: 'Clear filter' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.blog-all article').length === 12);
    await expect(
      page.getByRole('button', { name: /^All/ }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await expect(page.getByRole('button', { name: 'Clear filter' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('switches between grid and list, grid first', async () => {
    const { page } = await open(suite.browser, `${suite.site.url}/blog`);
    const grid = page.getByRole('button', { name: 'Grid', exact: true });
    const list = page.getByRole('button', { name: 'List', exact: true });
    await expect(grid.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(list.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(page.locator('.blog-all .post-list-grid').count()).resolves.toBe(1);
    await list.click();
    await expect(list.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(grid.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(page.locator('.blog-all .post-list-list').count()).resolves.toBe(1);
    await page.context().close();
  });

  it('shows a post published after the build, with the card defaults, and opens it', async () => {
    const page = await newPage(suite.browser);
    await rewritePosts(page, async (url, body) => {
      const query = decodeURIComponent(url.search);
      if (!query.includes('[status][equals]=published')) return body;
      // The slug lookup answers slowly, so the article's loading state can be seen.
      if (query.includes('limit=100')) await new Promise((resolve) => setTimeout(resolve, 800));
      return { ...body, docs: [FRESH_POST, ...(body.docs as unknown[])] };
    });
    await page.goto(`${suite.site.url}/blog`);
    const card = page.locator('.blog-all article', { hasText: FRESH_POST.title });
    await card.waitFor();
    await expect(card.locator('.category-badge').textContent()).resolves.toBe('General');
    await expect(card.locator('.post-card-author').textContent()).resolves.toBe(
      'By the Peak Partners team',
    );
    await expect(card.locator('.post-card-meta').textContent()).resolves.toBe(
      'No date · 5 min read',
    );
    await card.getByRole('link', { name: `Read More: ${FRESH_POST.title}` }).click();
    await page.waitForURL(`**/blog/${FRESH_POST.slug}`);
    await page.getByRole('status').filter({ hasText: 'Loading article...' }).waitFor();
    await page.getByRole('heading', { level: 1, name: FRESH_POST.title }).waitFor();
    await expect(page.getByText('Loading article...').count()).resolves.toBe(0);
    await expect(page.locator('.article-body em').textContent()).resolves.toBe('fresh');
    await expect(page.title()).resolves.toBe(`${FRESH_POST.title} | Peak Partners`);

    // Opened directly, the page is not pre-rendered: the fallback page loads it in the suite.browser.
    await page.goto(`${suite.site.url}/blog/${FRESH_POST.slug}`);
    await page.getByRole('heading', { level: 1, name: FRESH_POST.title }).waitFor();
    await page.context().close();
  });

  it('loads twelve more with Load more when there are more pages', async () => {
    const page = await newPage(suite.browser);
    await rewritePosts(page, (url, body) => {
      const query = decodeURIComponent(url.search);
      if (!query.includes('sort=-publishedDate')) return body;
      if (query.includes('page=2')) {
        const extra = Array.from({ length: 12 }, (_, index) => ({
          ...FRESH_POST,
          id: `older-${index}`,
          slug: `older-note-${index}`,
          title: `Older Note ${index + 1}`,
          publishedDate: '2024-01-01T12:00:00.000Z',
        }));
        return { ...body, docs: extra, page: 2, totalDocs: 25, totalPages: 3, hasNextPage: true };
      }
      if (query.includes('page=3')) {
        return {
          ...body,
          docs: [{ ...FRESH_POST, id: 'oldest', slug: 'oldest-note', title: 'Oldest Note' }],
          page: 3,
          totalDocs: 25,
          totalPages: 3,
          hasNextPage: false,
        };
      }
      return { ...body, totalDocs: 25, totalPages: 3, hasNextPage: true, nextPage: 2 };
    });
    await page.goto(`${suite.site.url}/blog`);
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await loadMore.waitFor();
    await expect(page.locator('.blog-all article').count()).resolves.toBe(12);
    await loadMore.click();
    await page.waitForFunction(() => document.querySelectorAll('.blog-all article').length === 24);
    // The focus moves to the first article just loaded.
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).resolves.toBe('Read More: Older Note 1');
    await loadMore.click();
    await page.waitForFunction(() => document.querySelectorAll('.blog-all article').length === 25);
    await expect(loadMore.count()).resolves.toBe(0);
    await expect(cardTitles(page).then((titles) => titles.at(-1))).resolves.toBe('Oldest Note');
    await page.context().close();
  });

  it('shows the empty and error states of a category', async () => {
    const page = await newPage(suite.browser);
    let failing = false;
    await rewritePosts(page, (url, body) => {
      const query = decodeURIComponent(url.search);
      if (!query.includes('[category][equals]')) return body;
      if (failing) return 503;
      return { ...body, docs: [], totalDocs: 0, totalPages: 0, hasNextPage: false };
    });
    await page.goto(`${suite.site.url}/blog`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Interview (1)' }).click();
    await page.getByRole('heading', { name: 'No articles found' }).waitFor();
    await expect(page.locator('.list-message p').textContent()).resolves.toContain(
      'There are no articles in the Interview category yet.',
    );

    failing = true;
    await page.getByRole('button', { name: 'Strategy (2)' }).click();
    await page.getByRole('heading', { name: 'Error Loading Content' }).waitFor();
    await expect(page.locator('.list-error').textContent()).resolves.toContain(
      'Failed to load content',
    );
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await reload;
    await page.context().close();
  });

  it('searches from the keyboard alone: open, type, pick a result, Escape', async () => {
    const { page, errors } = await open(suite.browser, `${suite.site.url}/blog`);
    const focusedPlaceholder = () =>
      page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.placeholder ?? '');

    // Tab from the top of the page to the search box; focusing it opens the overlay. No Tab after
    // that: one pressed while the overlay mounts would move focus on inside it.
    let presses = 0;
    while ((await focusedPlaceholder()) !== 'Search articles...' && presses < 40) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    const dialog = page.getByRole('dialog', { name: 'Search articles' });
    await dialog.waitFor();
    // The overlay's code loads on first open; focus moves into its field once it has mounted.
    await page.waitForFunction(
      () =>
        (document.activeElement as HTMLInputElement | null)?.closest('[role="dialog"]') &&
        (document.activeElement as HTMLInputElement).placeholder === 'Search articles...',
      undefined,
      { timeout: 5000 },
    );
    await expect(focusedPlaceholder()).resolves.toBe('Search articles...');
    await expect(dialog.getByText('Start typing to search articles...').count()).resolves.toBe(1);
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe(
      'hidden',
    );
    await expectNoAxeViolations(page);

    await page.keyboard.type('   ');
    await page.waitForTimeout(400);
    await expect(dialog.getByText('Start typing to search articles...').count()).resolves.toBe(1);

    await page.keyboard.press('Control+A');
    await page.keyboard.type('zzqq');
    await dialog.getByText('No articles found for "zzqq"').waitFor();

    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace');
    await page.keyboard.type('priorit');
    await dialog.locator('.search-skeleton li').first().waitFor();
    await expect(dialog.locator('.search-skeleton li').count()).resolves.toBe(3);
    await dialog.locator('.search-result').first().waitFor();
    const results = await dialog.locator('.search-result-title').allTextContents();
    expect(results.length).toBeGreaterThan(1);
    expect(results.every((title) => /priorit/i.test(title))).toBe(true);
    await expectNoAxeViolations(page);

    // Arrow down to the first result, Tab to the second, Enter to open it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    const chosen = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(chosen).toMatch(/^\/blog\//);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${chosen}`);
    await page.locator('article h1').waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    // Back on the list, Escape closes the overlay and the focus returns to the search box.
    // Back loads the list's document again: wait for its islands before focusing the search box.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'The Latest from Peak Partners' }).waitFor();
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Search articles' }).focus();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    // The overlay gives focus back as it unmounts, a moment after it leaves the DOM.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('placeholder') === 'Search articles...',
      null,
      { timeout: 5000 },
    );
    await expect(focusedPlaceholder()).resolves.toBe('Search articles...');
    await expect(
      page.evaluate(() => document.activeElement?.classList.contains('search-box')),
    ).resolves.toBe(true);
    await page.waitForTimeout(200);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('renders a rich-text article with its marks, lists, links, image and meta', async () => {
    const { page, errors } = await open(suite.browser, `${suite.site.url}/blog/${RICH_TEXT}`);
    const body = page.locator('.article-body');
    await expect(page.locator('h1').allTextContents()).resolves.toEqual([
      'The DEGAP Method: Five Steps to Priorities That Actually Hold',
    ]);
    await expect(page.locator('.category-badge').first().textContent()).resolves.toBe('Strategy');
    await expect(body.locator('h2').first().textContent()).resolves.toBe(
      'The five steps at a glance',
    );
    await expect(body.locator('ol').first().locator('li').count()).resolves.toBe(5);
    await expect(body.locator('ol').first().locator('strong').allTextContents()).resolves.toEqual([
      'Decide',
      'Engage',
      'Gather',
      'Arrange',
      'Prioritize',
    ]);
    await expect(body.locator('em').count()).resolves.toBeGreaterThan(0);
    await expect(body.locator('u', { hasText: 'not' }).count()).resolves.toBe(1);
    await expect(body.locator('strong > em, em > strong').first().textContent()).resolves.toBe(
      'cost of delay',
    );
    await expect(body.locator('figure img').first().getAttribute('alt')).resolves.toMatch(
      /DEGAP steps/,
    );
    await expect(body.locator('figure figcaption').first().textContent()).resolves.toBe(
      'Each DEGAP step produces an output the next one depends on.',
    );
    const external = body.locator('a[target="_blank"]').first();
    await expect(external.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(
      body.getByRole('link', { name: 'our guide to cost of delay' }).getAttribute('href'),
    ).resolves.toBe('/blog/cost-of-delay-the-number-your-roadmap-is-missing');
    await expect(page.locator('.byline-authors').textContent()).resolves.toBe(
      'By Elena Marsh and David Okoro',
    );
    await expect(page.getByRole('heading', { name: 'About the Authors' }).count()).resolves.toBe(1);
    for (const name of [
      'Copy link',
      'Share on LinkedIn (opens in a new tab)',
      'Share on X (opens in a new tab)',
    ]) {
      await expect(page.getByRole('button', { name }).count()).resolves.toBe(1);
    }

    // Per-article meta, including the JSON-LD Article data.
    await expect(page.locator('meta[property="og:type"]').getAttribute('content')).resolves.toBe(
      'article',
    );
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(
      new RegExp(`/blog/${RICH_TEXT}$`),
    );
    await expect(
      page.locator('meta[property="og:image"]').getAttribute('content'),
    ).resolves.toMatch(/degap-steps\.svg$/);
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'The DEGAP Method: Five Steps to Priorities That Actually Hold',
      datePublished: '2025-09-08T13:00:00.000Z',
      author: [{ name: 'Elena Marsh' }, { name: 'David Okoro' }],
      publisher: { '@type': 'Organization', name: 'Peak Partners' },
    });
    expect(data.dateModified).toBeTruthy();
    expect(data.description).toBeTruthy();
    expect(data.image).toEqual([expect.stringMatching(/degap-steps\.svg$/)]);

    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('renders a block-list article: tables, charts, images, calls to action; skips the unknown', async () => {
    const { page, errors } = await open(suite.browser, `${suite.site.url}/blog/${BLOCKS}`);
    const body = page.locator('.article-body');
    await expect(page.locator('.category-badge').first().textContent()).resolves.toBe('Case Study');
    await expect(page.locator('.byline-authors').textContent()).resolves.toBe(
      'By Elena Marsh, David Okoro, and Priya Raman',
    );
    await expect(body.locator('table').count()).resolves.toBe(2);
    await expect(body.locator('.block-inline-chart figcaption').textContent()).resolves.toContain(
      'Initiatives launched per quarter',
    );
    const frame = body.locator('.block-chart iframe');
    await expect(frame.getAttribute('sandbox')).resolves.toBe('allow-scripts allow-popups');
    await expect(frame.getAttribute('title')).resolves.toBeTruthy();
    await expect(body.locator('.image-size-m.image-align-left img').count()).resolves.toBe(1);
    await expect(body.locator('.inline-size-medium img').count()).resolves.toBe(1);
    await expect(body.locator('hr.divider-dotted').count()).resolves.toBe(1);
    // The image block without a url and the unknown poll block render nothing.
    await expect(body.getByText('leadership team planning wall').count()).resolves.toBe(0);
    await expect(body.getByText('How many initiatives').count()).resolves.toBe(0);
    await expect(
      body.getByRole('link', { name: 'Start the assessment' }).getAttribute('href'),
    ).resolves.toBe('/assessment/take');
    await expect(page.locator('.author-card').count()).resolves.toBe(3);
    await expect(
      page
        .getByRole('link', { name: 'LinkedIn profile of Priya Raman (opens in a new tab)' })
        .count(),
    ).resolves.toBe(1);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('renders the interview blocks: series, process, embeds and quotes', async () => {
    const { page, errors } = await open(suite.browser, `${suite.site.url}/blog/${INTERVIEW}`);
    const body = page.locator('.article-body');
    await expect(body.locator('.series-intro').textContent()).resolves.toContain(
      'Traction Heroes: Operator Conversations',
    );
    await expect(body.locator('.block-process li').count()).resolves.toBe(5);
    await expect(body.locator('.block-figure svg').count()).resolves.toBe(1);
    const embed = body.locator('.chart-embed iframe');
    await expect(embed.getAttribute('sandbox')).resolves.toBe('allow-scripts allow-popups');
    await expect(embed.getAttribute('title')).resolves.toBe(
      'Company priorities on track, by month',
    );
    await expect(body.locator('.block-inline-quote').count()).resolves.toBe(4);
    await expect(body.locator('.block-inline-quote.tone-warn').count()).resolves.toBe(1);
    await expect(body.locator('.series-outro a').count()).resolves.toBe(2);
    await expect(page.getByRole('heading', { name: 'About the Author' }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('renders the hostile HTML post without running or keeping any of its scripts', async () => {
    const { page, dialogs, errors } = await open(
      suite.browser,
      `${suite.site.url}/blog/${HOSTILE}`,
    );
    await page.waitForLoadState('networkidle');
    const body = page.locator('.article-body');
    await expect(body.locator('h2').first().textContent()).resolves.toBe(
      'Why "no" feels so expensive',
    );
    await expect(body.locator('table').count()).resolves.toBe(1);
    await expect(
      body.getByRole('link', { name: 'the DEGAP method' }).getAttribute('href'),
    ).resolves.toBe('/blog/the-degap-method');

    const report = await page.evaluate(() => {
      const article = document.querySelector('.article-body') as HTMLElement;
      const all = Array.from(document.querySelectorAll('*'));
      return {
        scripts: article.querySelectorAll('script').length,
        forbidden: article.querySelectorAll('style, iframe, object, embed, form, input').length,
        handlers: all.flatMap((element) =>
          Array.from(element.attributes)
            .filter((attribute) => attribute.name.toLowerCase().startsWith('on'))
            .map((attribute) => `${element.tagName}[${attribute.name}]`),
        ),
        badLinks: Array.from(document.querySelectorAll('[href], [src]'))
          .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
          .filter((url) => /^\s*(javascript|vbscript|data:(?!image\/))/i.test(url)),
        framesOutsideCharts: Array.from(document.querySelectorAll('iframe')).filter(
          (frame) => !frame.closest('.block-chart'),
        ).length,
        bodyVisible: getComputedStyle(document.body).display !== 'none',
        placeholders: article.querySelectorAll('img[data-placeholder="true"]').length,
      };
    });
    expect(report).toEqual({
      scripts: 0,
      forbidden: 0,
      handlers: [],
      badLinks: [],
      framesOutsideCharts: 0,
      bodyVisible: true,
      placeholders: 1,
    });
    expect(dialogs).toEqual([]);
    await expectNoAxeViolations(page);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows Article Not Found for an unknown slug', async () => {
    const { page } = await open(suite.browser, `${suite.site.url}/blog/no-such-article-here`);
    await page.getByRole('heading', { level: 1, name: 'Article Not Found' }).waitFor();
    await expect(
      page.getByText("The article you're looking for doesn't exist").count(),
    ).resolves.toBe(1);
    await expect(
      page.getByRole('link', { name: 'Back to Blog' }).getAttribute('href'),
    ).resolves.toBe('/blog');
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('renders the built-in samples on the demonstration pages', async () => {
    for (const [path, title] of [
      ['/blog-test', 'The DEGAP Method: Five Steps to Clear Priorities'],
      ['/blog-demo', 'Three Questions That Shorten Any Priority Debate'],
    ]) {
      const { page, errors } = await open(suite.browser, `${suite.site.url}${path}`);
      await expect(page.locator('h1').allTextContents()).resolves.toEqual([title]);
      await expect(page.locator('.article-body li').count()).resolves.toBeGreaterThan(2);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
