// Test helpers for the sharing feature: an API stand-in that records each call and answers from a
// table of "METHOD /path" -> [status, body], and a page rendered in a router.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { RouterNavigation } from '../../lib/router-navigation';

export type Sent = { route: string; body: unknown };
export type Answers = Record<string, [status: number, body?: unknown]>;

/** Replaces fetch; a call without an answer (nor a '*' one) fails the test. */
export function fakeApi(answers: Answers): Sent[] {
  const sent: Sent[] = [];
  const answer = async (input: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}`;
    sent.push({ route, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const found = answers[route] ?? answers['*'];
    if (!found) throw new Error(`no answer for ${route}`);
    const [status, body] = found;
    return body === undefined ? new Response(null, { status }) : Response.json(body, { status });
  };
  vi.stubGlobal('fetch', vi.fn(answer));
  return sent;
}

export async function render(container: HTMLElement, page: ReactNode): Promise<Root> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <MemoryRouter>
        <RouterNavigation>{page}</RouterNavigation>
      </MemoryRouter>,
    ),
  );
  return root;
}

/** The buttons and links named `name`, by their text or their aria-label. */
export const named = (scope: ParentNode, name: string) =>
  Array.from(scope.querySelectorAll<HTMLElement>('button, a')).filter((element) =>
    [element.getAttribute('aria-label'), element.textContent?.trim()].includes(name),
  );
