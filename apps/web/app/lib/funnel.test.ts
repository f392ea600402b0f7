// @vitest-environment jsdom
// The funnel's counts leave the browser in batches, as JSON beacons (a keepalive fetch when the
// beacon is refused), carrying the visit's first touch: the referrer's domain and the landing
// address's utm values, recorded once per tab. Nothing is sent for a browser that opted out, under
// Do Not Track or Global Privacy Control, or for staff.
import { EVENTS_PER_BATCH } from '@peak/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUNNEL_SOURCE_KEY } from './kept-in-browser';

type Beacon = ReturnType<typeof vi.fn<(url: string, data: Blob) => boolean>>;
let beacon: Beacon;
let fetched: ReturnType<typeof vi.fn>;

async function freshFunnel() {
  vi.resetModules();
  return { ...(await import('./funnel')), ...(await import('./funnel-source')) };
}

/** The JSON body of the nth beacon sent. */
async function beaconBody(n = 0) {
  const call = beacon.mock.calls[n];
  if (!call) throw new Error(`no beacon ${n}`);
  return JSON.parse(await call[1].text());
}

function setNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  beacon = vi.fn(() => true);
  fetched = vi.fn(async () => new Response(null, { status: 204 }));
  setNavigator('sendBeacon', beacon);
  setNavigator('doNotTrack', null);
  setNavigator('globalPrivacyControl', undefined);
  vi.stubGlobal('fetch', fetched);
});

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the funnel', () => {
  it('sends many steps in one JSON beacon after a few idle seconds', async () => {
    const { reportStep, FUNNEL_IDLE_MS, EVENTS_ADDRESS } = await freshFunnel();
    reportStep({ step: 'started' });
    reportStep({ step: 'question-reached', position: 1, questionId: 'q-1' });
    reportStep({ step: 'question-reached', position: 2, questionId: 'q-2' });
    vi.advanceTimersByTime(FUNNEL_IDLE_MS - 1);
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe(EVENTS_ADDRESS);
    expect(blob.type).toBe('application/json');
    expect(await beaconBody()).toEqual({
      events: [
        { step: 'started' },
        { step: 'question-reached', position: 1, questionId: 'q-1' },
        { step: 'question-reached', position: 2, questionId: 'q-2' },
      ],
    });
    expect(fetched).not.toHaveBeenCalled();
  });

  it('sends a full batch at once, without waiting', async () => {
    const { reportStep } = await freshFunnel();
    for (let position = 1; position <= EVENTS_PER_BATCH; position++)
      reportStep({ step: 'question-reached', position, questionId: `q-${position}` });
    expect(beacon).toHaveBeenCalledTimes(1);
    expect((await beaconBody()).events).toHaveLength(EVENTS_PER_BATCH);
  });

  it('sends what is queued when the page is hidden or left', async () => {
    const { reportStep } = await freshFunnel();
    reportStep({ step: 'intro-viewed' });
    hidePage();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(await beaconBody(0)).toEqual({ events: [{ step: 'intro-viewed' }] });
    reportStep({ step: 'started' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);
    expect(await beaconBody(1)).toEqual({ events: [{ step: 'started' }] });
    // Nothing left: the idle timer sends nothing more.
    vi.runAllTimers();
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('falls back to a keepalive JSON fetch without cookies when the beacon is refused or missing', async () => {
    beacon.mockReturnValue(false);
    const { reportStep, flushFunnel } = await freshFunnel();
    reportStep({ step: 'saved' });
    flushFunnel();
    expect(fetched).toHaveBeenCalledTimes(1);
    const [url, init] = fetched.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/events');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(init.body as string)).toEqual({ events: [{ step: 'saved' }] });

    setNavigator('sendBeacon', undefined);
    reportStep({ step: 'shared' });
    flushFunnel();
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['the browser opted out', () => localStorage.setItem('exclude_from_analytics', 'true')],
    ['Do Not Track is on', () => setNavigator('doNotTrack', '1')],
    ['Global Privacy Control is on', () => setNavigator('globalPrivacyControl', true)],
  ])('sends nothing, and records no source, when %s', async (_label, exclude) => {
    exclude();
    window.history.replaceState(null, '', '/?utm_source=news');
    const { reportStep, flushFunnel, captureFunnelSource } = await freshFunnel();
    captureFunnelSource();
    reportStep({ step: 'assessment-viewed' });
    flushFunnel();
    hidePage();
    vi.runAllTimers();
    expect(beacon).not.toHaveBeenCalled();
    expect(fetched).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(FUNNEL_SOURCE_KEY)).toBeNull();
  });

  it('sends nothing for staff, and counts again once they are gone', async () => {
    const { reportStep, flushFunnel, setFunnelStaff } = await freshFunnel();
    reportStep({ step: 'assessment-viewed' });
    setFunnelStaff(true);
    reportStep({ step: 'intro-viewed' });
    flushFunnel();
    expect(beacon).not.toHaveBeenCalled();
    setFunnelStaff(false);
    reportStep({ step: 'intro-viewed' });
    flushFunnel();
    expect(await beaconBody()).toEqual({ events: [{ step: 'intro-viewed' }] });
  });

  it("records the landing page's source once per tab, the referrer's domain only", async () => {
    window.history.replaceState(
      null,
      '',
      '/blog/the-degap-method?utm_source=Newsletter&utm_medium=email&utm_campaign=spring&ref=x',
    );
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(
      'https://WWW.Example.org/some/path?q=secret#top',
    );
    const first = await freshFunnel();
    first.captureFunnelSource();
    const expected = {
      referrer: 'www.example.org',
      utmSource: 'Newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
    };
    expect(JSON.parse(sessionStorage.getItem(FUNNEL_SOURCE_KEY) ?? 'null')).toEqual(expected);

    // The next page of the visit (a reload of the scripts) keeps the first touch.
    window.history.replaceState(null, '', '/assessment?utm_source=other');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('http://localhost/blog');
    const next = await freshFunnel();
    next.captureFunnelSource();
    next.reportStep({ step: 'assessment-viewed' });
    next.flushFunnel();
    expect(await beaconBody()).toEqual({
      events: [{ step: 'assessment-viewed' }],
      source: expected,
    });
  });

  it('keeps no referrer for this site or none, and sends no empty source', async () => {
    const { sourceOf, captureFunnelSource, reportStep, flushFunnel } = await freshFunnel();
    expect(sourceOf('https://peak.example/assessment', 'https://peak.example/')).toEqual({});
    expect(sourceOf('https://peak.example/assessment', '')).toEqual({});
    expect(sourceOf('https://peak.example/?utm_medium=social', 'not a url')).toEqual({
      utmMedium: 'social',
    });
    captureFunnelSource();
    reportStep({ step: 'assessment-viewed' });
    flushFunnel();
    expect(await beaconBody()).toEqual({ events: [{ step: 'assessment-viewed' }] });
  });
});
