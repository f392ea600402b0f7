// @vitest-environment jsdom
// The local-account dialogs: the password rule is the sign-up password's description from the
// start (the error joins it after a failed submit), and closing gives focus back to what opened
// the dialog, or near where it was when signing in replaced it.
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DialogMode } from './auth-context';
import AuthDialog, { PASSWORD_RULE } from './auth-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;
let show: (open: boolean) => void = () => {};
let signedIn: (yes: boolean) => void = () => {};

/** A page with its own Sign In button, or a Dashboard link once signed in, and the dialog. */
function Page({ mode }: { mode: DialogMode }) {
  const [open, setOpen] = useState(false);
  const [user, setUser] = useState(false);
  show = setOpen;
  signedIn = setUser;
  return (
    <>
      <div className="auth-area">
        {user ? <a href="/dashboard">Dashboard</a> : <button type="button">Sign In</button>}
      </div>
      {open ? (
        <AuthDialog
          mode={mode}
          onModeChange={() => {}}
          onClose={() => setOpen(false)}
          onSignedIn={() => {}}
        />
      ) : null}
    </>
  );
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  document.body.innerHTML = '';
});

const byLabel = (label: string) => {
  const forId = [...document.querySelectorAll('label')]
    .find((l) => l.textContent === label)
    ?.getAttribute('for');
  return document.getElementById(forId ?? '') as HTMLInputElement;
};
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
/** Radix gives focus back a task after the dialog unmounts. */
const afterFocusReturns = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function openFrom(mode: DialogMode) {
  act(() => root?.render(<Page mode={mode} />));
  const opener = container.querySelector('button') as HTMLButtonElement;
  act(() => opener.focus());
  act(() => show(true));
  return opener;
}

describe('the sign-up password', () => {
  it('is described by the 10-character rule from the start, then by the error too', async () => {
    openFrom('sign-up');
    const password = byLabel('Password');
    expect(descriptionOf(password)).toEqual([PASSWORD_RULE]);
    expect(PASSWORD_RULE).toMatch(/^At least 10 characters/);
    expect(password.hasAttribute('aria-invalid')).toBe(false);

    const form = document.querySelector('form') as HTMLFormElement;
    await act(async () => form.requestSubmit());
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(password)).toEqual([
      'Password must be at least 10 characters.',
      PASSWORD_RULE,
    ]);
  });

  it('has no rule to show when signing in', () => {
    openFrom('sign-in');
    expect(byLabel('Password').hasAttribute('aria-describedby')).toBe(false);
    expect(document.body.textContent).not.toContain(PASSWORD_RULE);
  });
});

describe('closing the dialog', () => {
  it('with Escape gives focus back to the button that opened it', async () => {
    const opener = openFrom('sign-in');
    await afterFocusReturns();
    expect(document.querySelector('[role="dialog"]')?.contains(document.activeElement)).toBe(true);
    act(() => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
      );
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await afterFocusReturns();
    expect(document.activeElement).toBe(opener);
  });

  it('with its close button gives focus back to the opener', async () => {
    const opener = openFrom('sign-up');
    const close = document.querySelector('button[aria-label="Close"]') as HTMLButtonElement;
    act(() => close.click());
    await afterFocusReturns();
    expect(document.activeElement).toBe(opener);
  });

  it('once signed in, when the opener is gone, focuses what took its place', async () => {
    openFrom('sign-in');
    act(() => {
      signedIn(true);
      show(false);
    });
    await afterFocusReturns();
    expect(document.activeElement).toBe(container.querySelector('a[href="/dashboard"]'));
  });
});
