// @vitest-environment jsdom
// A check-in link records its answer once as the page opens (no sign-in), says what comes next,
// and takes a note; choosing again changes the answer. An unknown link says so.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckInPage, NOT_FOUND_TEXT } from './check-in-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TOKEN = 'Zq9SecretTokenValue_0123456789abcdefghijklm';
const view = (answer: string | null, note: string | null = null) => ({
  n: 1,
  of: 4,
  capability: 'Clarity of Focus',
  ifThen: 'When I open my laptop on Monday, I will name the one outcome that matters most.',
  signal: 'I can say my one outcome by Monday noon.',
  answer,
  note,
  next: { kind: 'check-in', at: '2026-10-31T16:00:00.000Z', timeZone: 'America/Los_Angeles' },
});

let root: Root | undefined;
let container: HTMLElement;
let posts: Array<{ answer: string; note?: string }>;
let found: boolean;

beforeEach(() => {
  posts = [];
  found = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (new URL(input, 'http://localhost').pathname !== `/api/plans/check-ins/${TOKEN}`)
        throw new Error(`unexpected request ${input}`);
      if (!found) return Response.json({ error: 'Not Found' }, { status: 404 });
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posts.push(body);
        return Response.json(view(body.answer, body.note ?? null));
      }
      return Response.json(view(null));
    }),
  );
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

async function open(answer: string | null) {
  root = createRoot(container);
  await act(async () => root?.render(<CheckInPage token={TOKEN} answer={answer} />));
}

const status = () => container.querySelector('.check-in-recorded')?.textContent ?? '';
const button = (label: string) =>
  [...container.querySelectorAll('button')].find(
    (b) => b.textContent === label,
  ) as HTMLButtonElement;

describe('a check-in link', () => {
  it('records the answer it carries once, and says what comes next', async () => {
    await open('partly');
    await vi.waitFor(() => expect(status()).toBe('Recorded: Partly. Thank you.'));
    expect(posts).toEqual([{ answer: 'partly' }]);
    expect(container.textContent).toContain(
      'Your next check-in comes on Saturday, October 31 at 9:00 AM.',
    );
    expect(button('Partly').getAttribute('aria-pressed')).toBe('true');
  });

  it('changes the answer when another is chosen, and saves a note with it', async () => {
    await open('not-this-week');
    await vi.waitFor(() => expect(status()).toContain('Not this week'));
    await act(async () => button('Done').click());
    await vi.waitFor(() => expect(status()).toBe('Recorded: Done. Thank you.'));
    const note = container.querySelector('textarea') as HTMLTextAreaElement;
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setValue?.call(note, 'Blocked Monday 9-10 for it.');
      note.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => button('Save note').click());
    await vi.waitFor(() => expect(status()).toContain('Your note is saved.'));
    expect(posts).toEqual([
      { answer: 'not-this-week' },
      { answer: 'done' },
      { answer: 'done', note: 'Blocked Monday 9-10 for it.' },
    ]);
  });

  it('asks the question when opened without an answer, recording nothing', async () => {
    await open(null);
    await vi.waitFor(() =>
      expect(container.querySelector('h2')?.textContent).toBe('Did you do it this week?'),
    );
    expect(posts).toEqual([]);
    expect(status()).toBe('');
  });

  it('says an unknown link is not valid', async () => {
    found = false;
    await open('done');
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(NOT_FOUND_TEXT),
    );
  });
});
