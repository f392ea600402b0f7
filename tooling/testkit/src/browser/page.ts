// Pages in Debian's Chromium through playwright-core: the browser, a page in its own context that
// waits for hydration, and the script errors a page raises.
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './chromium';

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), headless: true, args: CHROMIUM_ARGS });
}

/**
 * Waits until React has hydrated the page, when it is one of the site's pages: the whole page on
 * pages the router runs, each island on pages hydrated as islands. A pre-rendered page is
 * complete and its load event fires before its scripts start (they wait for the first paint), so
 * a test that types or clicks at once would act on the HTML before React runs.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // React renders a hydration in slices (the router and the islands hydrate in a transition),
    // claiming each element as it goes; the root is hydrated once its first commit is done.
    type Root = { current: { memoizedState: { isDehydrated?: boolean } | null } };
    const hydrated = (container: object) => {
      const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
      if (!key) return false;
      const fiber = (container as Record<string, { stateNode: Root }>)[key];
      return fiber?.stateNode.current.memoizedState?.isDehydrated === false;
    };
    if ('__reactRouterContext' in window) return hydrated(document);
    return Array.from(document.querySelectorAll('[data-island]')).every(hydrated);
  });
}

/**
 * Raises each content security policy violation as a script error, which `pageErrors` collects:
 * the browser only reports one (to DevTools' issues, which Lighthouse scores) when a script
 * catches what the policy refused, as a library probing for `eval` does.
 */
function reportPolicyViolations() {
  addEventListener('securitypolicyviolation', (event) => {
    setTimeout(() => {
      throw new Error(
        `Content security policy violation: ${event.effectiveDirective} refused ${event.blockedURI}`,
      );
    });
  });
}

/**
 * A page in its own context (clean cookies and storage), as axe-core requires; its `goto` and
 * `reload` return once the page has hydrated. Close its context when done.
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(reportPolicyViolations);
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

/** The messages of the script errors the page raises from now on, as they happen. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
