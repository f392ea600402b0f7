// The home page's JavaScript budget, on the production build.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOME_JS_BUDGET_KB, homePageJs, homePageScripts, WEB_CLIENT_DIR } from '../src/home-js';
import { REPO_ROOT } from '../src/site';

describe('the home page JavaScript budget', () => {
  it('finds every script the page references', () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js"/><script type="module" src="/assets/b.js"></script><link rel="modulepreload" href="/assets/a.js"/>';
    expect(homePageScripts(html)).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it(`stays under ${HOME_JS_BUDGET_KB} KB gzip`, () => {
    expect(existsSync(join(WEB_CLIENT_DIR, 'index.html')), 'build apps/web first').toBe(true);
    const { scripts, gzipKb } = homePageJs();
    console.log(
      `home page JavaScript: ${scripts} scripts, ${gzipKb} KB gzip (budget ${HOME_JS_BUDGET_KB})`,
    );
    // For the figures table at the end of `npm test`.
    const figures = join(REPO_ROOT, 'artifacts', 'figures');
    mkdirSync(figures, { recursive: true });
    const pass = gzipKb < HOME_JS_BUDGET_KB;
    writeFileSync(
      join(figures, 'home-js.json'),
      JSON.stringify({ scripts, gzipKb, budgetKb: HOME_JS_BUDGET_KB, pass }),
    );
    expect(scripts).toBeGreaterThan(3);
    expect(gzipKb).toBeLessThan(HOME_JS_BUDGET_KB);
  });
});
