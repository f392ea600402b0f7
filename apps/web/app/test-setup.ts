// Every unit test renders with the seeded site settings, as a page renders with the build's.
import settings from '@peak/content/data/site-settings.json';
import { rememberSiteSettings } from './lib/site-settings-now';

rememberSiteSettings(settings);

// jsdom has no sendBeacon: there, the funnel's batches (lib/funnel.ts) go to a beacon that keeps
// nothing, never to the fetch a test stubs for its own requests.
if (typeof navigator !== 'undefined' && !('sendBeacon' in navigator))
  Object.defineProperty(navigator, 'sendBeacon', {
    value: () => true,
    configurable: true,
    writable: true,
  });

// jsdom lays nothing out, so it has no scrollIntoView: a dialog's focus kept in view
// (components/ui/keep-focus-in-view.ts) scrolls nothing there.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView)
  Element.prototype.scrollIntoView = () => {};
