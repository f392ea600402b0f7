// First-party counts of the assessment's funnel: reportStep queues a step, and the queue goes to
// POST /api/events in batches (sendBeacon, or a keepalive fetch when the beacon is refused) when
// the page is hidden, when a batch is full, and after a few idle seconds. The API counts daily
// totals only. Nothing is sent, and nothing queued, for a browser that opted out
// (exclude_from_analytics), under Do Not Track or Global Privacy Control, or for staff. No cookie
// is set and no identifier sent; the only thing kept is the visit's first touch (funnel-source.ts).
import { EVENTS_PER_BATCH, type EventsRequest, type FunnelEvent } from '@peak/contracts';
import { funnelRefused, readFunnelSource } from './funnel-source';

export const EVENTS_ADDRESS = '/api/events';
/** The idle time after the latest step before the queue is sent. */
export const FUNNEL_IDLE_MS = 4000;

let queue: FunnelEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
let staff = false;

/**
 * Whether the signed-in person is staff, as the site learns it (the staff inbox answers only to
 * staff); a session's end sets it back. Staff's visits are not counted.
 */
export function setFunnelStaff(isStaff: boolean): void {
  staff = isStaff;
  if (isStaff) queue = [];
}

/** Whether this browser's steps go uncounted: it asks not to be (funnel-source.ts), or is staff's. */
export const funnelExcluded = (): boolean => staff || funnelRefused();

function send(body: EventsRequest): void {
  const json = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(EVENTS_ADDRESS, new Blob([json], { type: 'application/json' })))
      return;
  } catch {
    // A beacon refused outright: the fetch below carries it.
  }
  if (typeof fetch !== 'function') return;
  void fetch(EVENTS_ADDRESS, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    credentials: 'omit',
    body: json,
  }).catch(() => undefined);
}

/** Sends what is queued, a batch at a time, each with the visit's first touch. */
export function flushFunnel(): void {
  clearTimeout(timer);
  timer = undefined;
  const events = queue;
  queue = [];
  if (events.length === 0 || funnelExcluded()) return;
  const source = readFunnelSource();
  const withSource = source && Object.keys(source).length > 0 ? { source } : {};
  for (let at = 0; at < events.length; at += EVENTS_PER_BATCH)
    send({ events: events.slice(at, at + EVENTS_PER_BATCH), ...withSource });
}

function listen() {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushFunnel();
  });
  window.addEventListener('pagehide', flushFunnel);
}

/** Queues one step of the funnel; it is sent with the next batch. */
export function reportStep(event: FunnelEvent): void {
  if (funnelExcluded()) return;
  listen();
  queue.push(event);
  clearTimeout(timer);
  if (queue.length >= EVENTS_PER_BATCH) flushFunnel();
  else timer = setTimeout(flushFunnel, FUNNEL_IDLE_MS);
}
