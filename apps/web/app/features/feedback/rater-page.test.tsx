// @vitest-environment jsdom
// A rater's page, without an account: it says who asks, why, how long and exactly what will and
// will not be seen; the 36 statements are radio groups by family (five answers and "I have not
// seen this", sent as null), with a comment per family and a manager's consent for a manager only.
// Answers are saved a pause after each change and opened again as left; a group link's first save
// makes the address the rater's own link. Sending needs every statement answered (else the alert,
// and the focus on the first one unanswered); withdrawing asks first. Unknown, closed and withdrawn
// links say so.
import {
  FEEDBACK_CLOSED,
  FEEDBACK_INCOMPLETE,
  FEEDBACK_WITHDRAWN,
  type RaterView,
} from '@peak/contracts';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RaterPage, SEND } from './rater-page';
import {
  address,
  byName,
  type Call,
  OWN_TOKEN,
  raterView,
  renderAt,
  stubApi,
  TOKEN,
  text,
  type,
} from './test-kit';
import { KEEP_ADDRESS, NOT_FOUND_TEXT, SHOW_AS_MANAGER, WHY_TEXT, WITHDRAW } from './texts';

let root: Root | undefined;
let container: HTMLElement;
let calls: Call[];

const rate = (token: string) => `/api/feedback/rate/${token}`;

function stub(view: RaterView | Response, { ownToken }: { ownToken?: string } = {}) {
  let given = false;
  calls = stubApi({
    [`GET ${rate(TOKEN)}`]: () => (view instanceof Response ? view : Response.json(view)),
    [`PUT ${rate(TOKEN)}`]: () => {
      // A group link answers the rater's own link on the first save only.
      const token = ownToken && !given ? ownToken : undefined;
      given = true;
      return Response.json({ saved: true, ...(token ? { token } : {}) });
    },
    [`PUT ${rate(OWN_TOKEN)}`]: () => Response.json({ saved: true }),
    [`POST ${rate(TOKEN)}/submit`]: () =>
      Response.json({ submittedAt: '2026-12-04T09:00:00.000Z' }),
    [`DELETE ${rate(TOKEN)}`]: () => Response.json({ withdrawn: true }),
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // jsdom lays nothing out: the dialog's and the page's scrolling into view do nothing here.
  Element.prototype.scrollIntoView = () => {};
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

async function open() {
  root = await renderAt(container, <RaterPage token={TOKEN} />, {
    path: `/feedback/rate/${TOKEN}`,
    pattern: '/feedback/rate/:token',
  });
  await vi.waitFor(() =>
    expect(container.querySelector('h1')?.textContent).not.toBe('Your feedback'),
  );
}

const items = () => [...container.querySelectorAll<HTMLFieldSetElement>('fieldset.feedback-item')];
const radios = (item: HTMLFieldSetElement) => [
  ...item.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
];
const choose = (item: number, option: number) =>
  act(async () => radios(items()[item] as HTMLFieldSetElement)[option]?.click());
const puts = () => calls.filter((c) => c.method === 'PUT');
const status = () => container.querySelector('.feedback-save-state [role="status"]')?.textContent;

describe('the rater’s page', () => {
  it('says who asks, why, how long, and what will and will not be seen', async () => {
    stub(raterView());
    await open();
    expect(container.querySelector('h1')?.textContent).toBe('Feedback for Ada Tester');
    const page = text();
    expect(page).toContain(`Ada Tester asks for your view, ${WHY_TEXT}.`);
    expect(page).toContain('It takes about 10 minutes: 36 statements');
    expect(page).toContain('only once 3 or more of its raters have answered');
    expect(page).toContain('All raters together, only once 4 or more have answered.');
    expect(page).toContain('in random order and never with a name');
    expect(page).toContain('Who answered, or who did not.');
    expect(page).toContain("Any one person's answers.");
    // Not a manager: no consent to be shown as one.
    expect(page).not.toContain(SHOW_AS_MANAGER);
  });

  it('asks the 36 statements by family, each a group of six radios with its legend', async () => {
    stub(raterView());
    await open();
    expect(items()).toHaveLength(36);
    for (const item of items()) {
      expect(item.querySelector('legend')?.textContent).toMatch(/^\d+\. They show /);
      expect(radios(item).map((r) => r.closest('label')?.textContent)).toEqual([
        'Rarely',
        'Sometimes',
        'Often',
        'Usually',
        'Consistently',
        'I have not seen this',
      ]);
    }
    const families = [...container.querySelectorAll('.feedback-family > h2')].map(
      (h) => h.textContent,
    );
    expect(families).toEqual([
      'Motivational Activation',
      'Contextual Awareness',
      'Relational Navigation',
      'Execution Rhythms',
    ]);
    expect(container.querySelectorAll('.feedback-family textarea')).toHaveLength(4);
  });

  it('offers a manager the consent to be shown as the manager, and saves it', async () => {
    stub(raterView({ group: 'manager' }));
    await open();
    const consent = container.querySelector<HTMLInputElement>('.feedback-consent input');
    expect(consent?.labels?.[0]?.textContent).toBe(SHOW_AS_MANAGER);
    await act(async () => consent?.click());
    await vi.waitFor(() => expect(puts()).toHaveLength(1), { timeout: 3000 });
    expect(puts()[0]?.body).toMatchObject({ showAsManager: true });
  });

  it('opens as left: the answers and comments saved before are filled in', async () => {
    stub(
      raterView({
        responses: [
          { questionId: 'o1', doing: 4 },
          { questionId: 'o2', doing: null },
        ],
        comments: { 'Motivational Activation': 'Clear about the week.' },
      }),
    );
    await open();
    expect(radios(items()[0] as HTMLFieldSetElement)[3]?.checked).toBe(true);
    expect(radios(items()[1] as HTMLFieldSetElement)[5]?.checked).toBe(true);
    expect(radios(items()[2] as HTMLFieldSetElement).some((r) => r.checked)).toBe(false);
    expect(container.querySelector('textarea')?.value).toBe('Clear about the week.');
    expect(text()).toContain('2 of 36 statements answered.');
  });

  it('saves a pause after the changes, "I have not seen this" as null, and says Saved', async () => {
    stub(raterView());
    await open();
    await choose(0, 2);
    await choose(1, 5);
    await type(container.querySelector('textarea') as HTMLTextAreaElement, 'Knows the goal.');
    expect(puts()).toHaveLength(0);
    await vi.waitFor(() => expect(status()).toBe('Saved'), { timeout: 3000 });
    expect(puts()).toHaveLength(1);
    expect(puts()[0]).toMatchObject({
      path: rate(TOKEN),
      body: {
        responses: [
          { questionId: 'o1', doing: 3 },
          { questionId: 'o2', doing: null },
        ],
        comments: { 'Motivational Activation': 'Knows the goal.' },
      },
    });
    expect(puts()[0]?.body).not.toHaveProperty('showAsManager');
    expect(
      container.querySelector('.feedback-save-state [role="status"]')?.getAttribute('aria-live'),
    ).toBe('polite');
  });

  it('sends a change not saved yet as the page closes', async () => {
    stub(raterView());
    await open();
    await choose(0, 1);
    expect(puts()).toHaveLength(0);
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    expect(puts()[0]?.body).toMatchObject({ responses: [{ questionId: 'o1', doing: 2 }] });
    const init = vi.mocked(fetch).mock.calls.at(-1)?.[1];
    expect(init?.keepalive).toBe(true);
  });

  it('through a group link, takes the rater’s own link as its address after the first save', async () => {
    stub(raterView(), { ownToken: OWN_TOKEN });
    await open();
    await choose(0, 4);
    await vi.waitFor(() => expect(address(container)).toBe(`/feedback/rate/${OWN_TOKEN}`), {
      timeout: 3000,
    });
    // Said in a live region that was on the page before the note came.
    expect(
      container.querySelector('.feedback-save-state div[role="status"]')?.textContent,
    ).toContain(KEEP_ADDRESS);
    // The page goes on as it was, and saves to the rater's own link from now on.
    expect(radios(items()[0] as HTMLFieldSetElement)[4]?.checked).toBe(true);
    await choose(1, 0);
    await vi.waitFor(() => expect(puts()).toHaveLength(2), { timeout: 3000 });
    expect(puts()[1]?.path).toBe(rate(OWN_TOKEN));
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('will not send until every statement is answered, and moves the focus to the first one left', async () => {
    stub(raterView());
    await open();
    await choose(0, 0);
    await choose(1, 1);
    await act(async () => byName(container, SEND)[0]?.click());
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(FEEDBACK_INCOMPLETE);
    expect(document.activeElement?.closest('fieldset')).toBe(items()[2]);
    expect(calls.some((c) => c.path.endsWith('/submit'))).toBe(false);
  });

  it('sends when all 36 are answered, saving first', async () => {
    stub(
      raterView({
        responses: raterView().items.map((i) => ({ questionId: i.questionId, doing: 3 })),
      }),
    );
    await open();
    await choose(35, 5);
    await act(async () => byName(container, SEND)[0]?.click());
    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Thank you'));
    const sent = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
    expect(sent).toEqual([`PUT ${rate(TOKEN)}`, `POST ${rate(TOKEN)}/submit`]);
    expect(calls.at(-1)?.body).toEqual({});
    expect((puts()[0]?.body as { responses: unknown[] } | undefined)?.responses).toHaveLength(36);
  });

  it('says the server’s refusal to send in an alert', async () => {
    stub(
      raterView({
        responses: raterView().items.map((i) => ({ questionId: i.questionId, doing: 3 })),
      }),
    );
    calls = stubApi({
      [`GET ${rate(TOKEN)}`]: () =>
        Response.json(
          raterView({
            responses: raterView().items.map((i) => ({ questionId: i.questionId, doing: 3 })),
          }),
        ),
      [`POST ${rate(TOKEN)}/submit`]: () =>
        Response.json({ error: FEEDBACK_INCOMPLETE }, { status: 400 }),
    });
    await open();
    await act(async () => byName(container, SEND)[0]?.click());
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(FEEDBACK_INCOMPLETE),
    );
  });

  it('withdraws the answers only after the confirmation', async () => {
    stub(raterView({ responses: [{ questionId: 'o1', doing: 2 }] }));
    await open();
    await act(async () => byName(container, WITHDRAW)[0]?.click());
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain('This cannot be undone');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await act(async () => byName(dialog as Element, WITHDRAW)[0]?.click());
    await vi.waitFor(() => expect(text()).toContain(FEEDBACK_WITHDRAWN));
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ path: rate(TOKEN), body: {} });
    expect(items()).toHaveLength(0);
  });

  it('says an unknown link is not valid', async () => {
    stub(Response.json({ error: 'Not Found' }, { status: 404 }));
    await open();
    expect(text()).toContain(NOT_FOUND_TEXT);
    expect(items()).toHaveLength(0);
  });

  it.each([FEEDBACK_CLOSED, FEEDBACK_WITHDRAWN])(
    'says “%s” when the API answers 410',
    async (message) => {
      stub(Response.json({ error: message }, { status: 410 }));
      await open();
      expect(container.querySelector('[role="status"]')?.textContent).toBe(message);
      expect(items()).toHaveLength(0);
    },
  );

  it('shows a closed 360 without its statements', async () => {
    stub(raterView({ open: false }));
    await open();
    expect(text()).toContain(FEEDBACK_CLOSED);
    expect(items()).toHaveLength(0);
  });
});
