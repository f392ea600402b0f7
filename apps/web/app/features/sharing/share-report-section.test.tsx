// @vitest-environment jsdom
// The share section under a saved report: a link made for the chosen days, naming the owner by
// their first name only when they tick the box, shown once in a read-only field with Copy and the
// focus; the working links, each revoked after a confirmation
// (focus back on the list's heading); and Email me this report, which asks the API to mail the
// report (the API makes its PDF; the page sends none) and says where it went, that it waits while
// the site has no mail server, or why it was refused. A link made counts in the funnel's
// shared step; one refused does not.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ShareReportSection, { CREATE_LINK, EMAIL_ME, SHARE_TITLE } from './share-report-section';
import { type Answers, fakeApi, named, render, type Sent } from './test-kit';

// The funnel's steps as the section reports them (lib/funnel.ts sends them).
const funnel = vi.hoisted(() => ({ reportStep: vi.fn() }));
vi.mock('../../lib/funnel', () => funnel);

const TOKEN = 'b'.repeat(43);
const LINKS = '/api/assessments/r1/share-links';
const OLD_LINK = {
  id: 'l0',
  createdAt: '2026-11-01T09:00:00.000Z',
  expiresAt: '2099-12-01T09:00:00.000Z',
  firstName: null,
};
const NEW_LINK = {
  id: 'l1',
  token: TOKEN,
  url: `http://localhost:3000/r/${TOKEN}`,
  createdAt: '2026-11-26T09:00:00.000Z',
  expiresAt: '2026-12-03T09:00:00.000Z',
  firstName: null,
};

let root: Root | undefined;
let container: HTMLElement;
let sent: Sent[];
let answers: Answers;

beforeEach(() => {
  funnel.reportStep.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  container = document.createElement('div');
  document.body.append(container);
  answers = {
    [`GET ${LINKS}`]: [200, { docs: [OLD_LINK] }],
    [`POST ${LINKS}`]: [201, NEW_LINK],
    [`DELETE ${LINKS}/l0`]: [204],
    'POST /api/assessments/r1/email': [202, { queued: true, delivery: 'smtp' }],
  };
  sent = fakeApi(answers);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const text = () => container.textContent?.replace(/\s+/g, ' ') ?? '';

async function show(firstName = 'Ada') {
  root = await render(
    container,
    <ShareReportSection resultId="r1" email="ada@example.com" firstName={firstName} />,
  );
  await vi.waitFor(() => expect(text()).toContain('Created November 1, 2026'));
}

describe('the share section', () => {
  it('has its heading, the choice of days (30 by default) and the working links', async () => {
    await show();
    expect(container.querySelector('h2')?.textContent).toBe(SHARE_TITLE);
    const select = container.querySelector('select');
    expect(container.querySelector(`label[for="${select?.id}"]`)?.textContent).toBe(
      'The link works for',
    );
    expect(select?.value).toBe('30');
    expect([...(select?.options ?? [])].map((o) => o.textContent)).toEqual([
      '7 days',
      '30 days',
      '90 days',
      '1 year',
    ]);
    expect(text()).toContain('Created November 1, 2026, works until December 1, 2099');
    expect(
      named(container, 'Revoke the link created November 1, 2026, working until December 1, 2099'),
    ).toHaveLength(1);
  });

  it('makes a link for the days chosen, shown once with Copy, and lists it', async () => {
    await show();
    const select = container.querySelector('select') as HTMLSelectElement;
    await act(async () => {
      select.value = '7';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => named(container, CREATE_LINK)[0]?.click());
    await vi.waitFor(() => expect(container.querySelector('.share-new-link')).not.toBeNull());
    expect(sent.find((s) => s.route === `POST ${LINKS}`)?.body).toEqual({
      days: 7,
      showFirstName: false,
    });
    const input = container.querySelector<HTMLInputElement>('.share-new-link input');
    expect(input?.readOnly).toBe(true);
    expect(input?.value).toBe(`${window.location.origin}/r/${TOKEN}`);
    expect(container.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe(
      'Your new share link',
    );
    expect(text()).toContain('Shown only once: copy it now.');
    expect(text()).toContain('until December 3, 2026');
    expect(named(container, 'Copy link')).toHaveLength(1);
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    expect(container.querySelectorAll('.share-link-list li')).toHaveLength(2);
  });

  it('shows the first name only when the owner ticks the box, and says so in the list', async () => {
    answers[`POST ${LINKS}`] = [201, { ...NEW_LINK, firstName: 'Ada' }];
    await show();
    const box = container.querySelector<HTMLInputElement>('.share-check input');
    expect(box?.checked).toBe(false);
    expect(box?.closest('label')?.textContent?.trim()).toBe(
      'Show my first name (Ada) on the shared page',
    );
    await act(async () => box?.click());
    await act(async () => named(container, CREATE_LINK)[0]?.click());
    await vi.waitFor(() => expect(container.querySelector('.share-new-link')).not.toBeNull());
    expect(sent.find((s) => s.route === `POST ${LINKS}`)?.body).toEqual({
      days: 30,
      showFirstName: true,
    });
    expect(text()).toContain('works until December 3, 2026, shows your first name, Ada');
  });

  it('offers no name to show when the account has none', async () => {
    await show('');
    expect(container.querySelector('.share-check')).toBeNull();
    await act(async () => named(container, CREATE_LINK)[0]?.click());
    await vi.waitFor(() => expect(container.querySelector('.share-new-link')).not.toBeNull());
    expect(sent.find((s) => s.route === `POST ${LINKS}`)?.body).toEqual({
      days: 30,
      showFirstName: false,
    });
  });

  it('says why a link was not made', async () => {
    answers[`POST ${LINKS}`] = [409, { success: false, error: 'Revoke one to make another.' }];
    await show();
    await act(async () => named(container, CREATE_LINK)[0]?.click());
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(
        'Revoke one to make another.',
      ),
    );
    expect(funnel.reportStep).not.toHaveBeenCalled();
  });

  it("counts a link made in the funnel's shared step", async () => {
    await show();
    expect(funnel.reportStep).not.toHaveBeenCalled();
    await act(async () => named(container, CREATE_LINK)[0]?.click());
    await vi.waitFor(() => expect(container.querySelector('.share-new-link')).not.toBeNull());
    expect(funnel.reportStep.mock.calls).toEqual([[{ step: 'shared' }]]);
  });

  it('revokes a link after a confirmation, and gives the focus to the list’s heading', async () => {
    await show();
    const revoke = named(
      container,
      'Revoke the link created November 1, 2026, working until December 1, 2099',
    )[0];
    await act(async () => revoke?.click());
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain('Revoke this share link?');
    expect(dialog?.textContent).toContain('Anyone who opens it is told that you revoked it');
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(sent.some((s) => s.route.startsWith('DELETE'))).toBe(false);
    await act(async () => named(document.body, 'Revoke link')[0]?.click());
    await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    expect(sent.find((s) => s.route.startsWith('DELETE'))).toEqual({
      route: `DELETE ${LINKS}/l0`,
      body: {},
    });
    expect(text()).toContain('No working links.');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Working links'));
  });
});

describe('Email me this report', () => {
  it('asks for the mail without a PDF of its own and says where it went', async () => {
    await show();
    expect(text()).toContain('ada@example.com, the address of your account');
    await act(async () => named(container, EMAIL_ME)[0]?.click());
    await vi.waitFor(() =>
      expect(container.querySelector('.share-sent')?.textContent).toBe(
        'Sent to ada@example.com. It may take a minute to arrive.',
      ),
    );
    expect(sent.find((s) => s.route === 'POST /api/assessments/r1/email')?.body).toEqual({});
    expect(container.querySelector('.share-sent')?.getAttribute('role')).toBe('status');
  });

  it('says the mail waits, not that it was sent, when the site has no mail server', async () => {
    answers['POST /api/assessments/r1/email'] = [202, { queued: true, delivery: 'outbox' }];
    await show();
    await act(async () => named(container, EMAIL_ME)[0]?.click());
    await vi.waitFor(() =>
      expect(container.querySelector('.share-sent')?.textContent).toBe(
        'This site has no mail server set up yet, so your email to ada@example.com is waiting to be sent.',
      ),
    );
    expect(text()).not.toContain('Sent to');
    expect(container.querySelector('.share-sent')?.classList.contains('share-waiting')).toBe(true);
    expect(container.querySelector('.share-email [role="alert"]')).toBeNull();
  });

  it('says why it was not sent', async () => {
    answers['POST /api/assessments/r1/email'] = [
      429,
      { success: false, error: 'You have asked for 5 report emails in the last hour.' },
    ];
    await show();
    await act(async () => named(container, EMAIL_ME)[0]?.click());
    await vi.waitFor(() =>
      expect(container.querySelector('.share-email [role="alert"]')?.textContent).toBe(
        'You have asked for 5 report emails in the last hour.',
      ),
    );
    expect(text()).not.toContain('Sent to');
  });
});
