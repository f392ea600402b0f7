// Shared test wiring: an msw server answering on the wire, and request recording.

import { pagedResult } from '@peak/testkit';
import { type HttpResponseResolver, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, type Mock, vi } from 'vitest';

export const BASE = 'http://cms.test';

export const server = setupServer();

export function useServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export interface Seen {
  method: string;
  path: string;
  /** The raw query string, with its leading `?` (or '' when there is none). */
  search: string;
  headers: Headers;
  body: string;
}

/** Answers `method path` with `resolver` and records every request it receives. */
export function answer(
  method: 'get' | 'post',
  url: string,
  resolver: HttpResponseResolver,
): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http[method](url, async (info) => {
      const parsed = new URL(info.request.url);
      seen.push({
        method: info.request.method,
        path: parsed.pathname,
        search: parsed.search,
        headers: info.request.headers,
        body: await info.request.clone().text(),
      });
      return resolver(info);
    }),
  );
  return seen;
}

/** A Payload paged result holding `docs` on one page. */
export const paged = pagedResult;

type LogMethod = (message: string, ...details: unknown[]) => void;

/** A logger that records instead of printing, so expected failures keep the output clean. */
export function quietLogger(): { warn: Mock<LogMethod>; error: Mock<LogMethod> } {
  return { warn: vi.fn<LogMethod>(), error: vi.fn<LogMethod>() };
}
