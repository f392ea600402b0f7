// The only script of a page hydrated as islands: React hydrates each island in place, with the
// browser's own navigation, and analytics start as they do under the router. Each island's
// component is parts/<name>.tsx, loaded on demand so a page fetches only the islands it has.
import { type ComponentType, StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadAnalytics } from '../lib/analytics';
import { captureFunnelSource } from '../lib/funnel-source';
import { documentNavigation, NavigationProvider } from '../lib/navigation';
import { rememberSiteSettings } from '../lib/site-settings-now';
import { applySiteSettings, fetchSiteSettings } from '../lib/site-settings-refresh';

type Part = { default: ComponentType<Record<string, unknown>> };
const PARTS = import.meta.glob<Part>('./parts/*.tsx');

const navigation = documentNavigation(window.location.pathname);

async function hydrate(element: HTMLElement): Promise<void> {
  const load = PARTS[`./parts/${element.dataset.island}.tsx`];
  if (!load) throw new Error(`No island is named ${element.dataset.island}`);
  const { default: Component } = await load();
  // The props the island was rendered with, as JSON in the script element after it (island.tsx).
  const json = element.nextElementSibling?.matches('script[data-island-props]')
    ? element.nextElementSibling.textContent
    : null;
  const props = json ? JSON.parse(json) : {};
  // As a transition, hydration yields to the browser every few milliseconds instead of running as
  // one long task (React Router's own entry hydrates the same way).
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <NavigationProvider value={navigation}>
          <Component {...props} />
        </NavigationProvider>
      </StrictMode>,
    );
  });
}

// The page's settings as they are now: the header island renders them (through the store, whether
// it has hydrated yet or not); the footer and podcast links, which React does not run here, get
// them put in place.
void fetchSiteSettings().then((settings) => {
  if (!settings) return;
  rememberSiteSettings(settings);
  applySiteSettings(document, settings);
});

// The visit's first touch, before anything can navigate away (lib/funnel-source.ts).
captureFunnelSource();

// Each island stands alone: one that fails to load leaves the others (and analytics) working.
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
for (const result of await Promise.allSettled(islands.map(hydrate)))
  if (result.status === 'rejected') console.error(result.reason);
loadAnalytics();
