// @vitest-environment jsdom
// The profile's Your data section: shown to a signed-in person only; Download my data saves the
// server's file under its name; Delete my account opens a dialog whose button stays disabled until
// the account's address is typed (any case), then deletes, leaves the mark for the home page and
// signs out. A refusal is shown in the dialog, which stays open.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterNavigation } from '../../lib/router-navigation';
import { AuthContext, type AuthState } from '../auth';
import { fileNameOf } from './api';
import { rememberAccountDeleted, takeAccountDeleted } from './deleted-mark';
import { YourData } from './your-data';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Tester',
  emailVerified: true,
};
const auth = (overrides: Partial<AuthState> = {}): AuthState => ({
  status: 'signed-in',
  user,
  openSignIn: () => {},
  openSignUp: () => {},
  signOut: async () => {},
  ...overrides,
});

let root: Root | undefined;
let container: HTMLElement;

async function render(state: AuthState) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <MemoryRouter>
        <RouterNavigation>
          <AuthContext.Provider value={state}>
            <YourData />
          </AuthContext.Provider>
        </RouterNavigation>
      </MemoryRouter>,
    ),
  );
}

const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.textContent?.trim() === name,
  );

/** Types into a controlled input as the browser would. */
async function type(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function openDialog() {
  await act(async () => button('Delete my account')?.click());
  await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')).not.toBeNull());
  return document.querySelector('[role="alertdialog"]') as HTMLElement;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  sessionStorage.clear();
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

describe('Your data', () => {
  it('is not shown signed out', async () => {
    await render(auth({ status: 'signed-out', user: null }));
    expect(container.textContent).toBe('');
  });

  it('downloads the data file under the name the server gives it', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('{"format":"peak-partners-account-data"}', {
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename="peak-partners-data-2026-11-26.json"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await render(auth());
    expect(container.querySelector('h2')?.textContent).toBe('Your data');
    await act(async () => button('Download my data')?.click());
    await vi.waitFor(() => expect(saved).toEqual(['peak-partners-data-2026-11-26.json']));
    expect(fetch).toHaveBeenCalledWith('/api/account/data', expect.anything());
    expect(container.textContent).toContain('Your data has been downloaded.');
    click.mockRestore();
  });

  it('says why a download failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, error: 'Too many requests.' }, 429)),
    );
    await render(auth());
    await act(async () => button('Download my data')?.click());
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe('Too many requests.'),
    );
  });

  it('deletes only once the address is typed, then signs out with the mark for home', async () => {
    const fetch = vi.fn(async (_path: string, _init?: RequestInit) => json({ deleted: true }));
    vi.stubGlobal('fetch', fetch);
    const signOut = vi.fn(async () => {});
    await render(auth({ signOut }));
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('We keep the messages you sent us');
    const input = dialog.querySelector('input') as HTMLInputElement;
    const remove = () => [...dialog.querySelectorAll('button')].at(-1) as HTMLButtonElement;
    expect(remove().textContent).toBe('Delete my account');
    expect(remove().disabled).toBe(true);
    await type(input, 'ada@example.co');
    expect(remove().disabled).toBe(true);
    // An email field drops the spaces around what is typed; the case does not matter.
    await type(input, ' ADA@example.com');
    expect(remove().disabled).toBe(false);
    await act(async () => remove().click());
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/account');
    expect(init).toMatchObject({
      method: 'DELETE',
      body: JSON.stringify({ email: 'ADA@example.com' }),
    });
    expect(takeAccountDeleted()).toBe(true);
  });

  it('keeps the dialog open with the server’s reason when the deletion is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ success: false, error: 'Type your email address to confirm.' }, 400),
      ),
    );
    const signOut = vi.fn(async () => {});
    await render(auth({ signOut }));
    const dialog = await openDialog();
    await type(dialog.querySelector('input') as HTMLInputElement, 'ada@example.com');
    await act(async () => ([...dialog.querySelectorAll('button')].at(-1) as HTMLElement).click());
    await vi.waitFor(() =>
      expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
        'Type your email address to confirm.',
      ),
    );
    expect(signOut).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alertdialog"]')).not.toBeNull();
  });
});

describe('the file name and the home page mark', () => {
  it('names the file as the server does, or after today', () => {
    expect(fileNameOf('attachment; filename="peak-partners-data-2026-01-02.json"')).toBe(
      'peak-partners-data-2026-01-02.json',
    );
    expect(fileNameOf(null, new Date('2026-03-04T10:00:00Z'))).toBe(
      'peak-partners-data-2026-03-04.json',
    );
  });

  it('reads the mark once, and only while it is fresh', () => {
    rememberAccountDeleted(1_000);
    expect(takeAccountDeleted(2_000)).toBe(true);
    expect(takeAccountDeleted(2_000)).toBe(false);
    rememberAccountDeleted(1_000);
    expect(takeAccountDeleted(1_000 + 61_000)).toBe(false);
  });
});
