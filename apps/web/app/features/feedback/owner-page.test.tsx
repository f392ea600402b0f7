// @vitest-environment jsdom
// The owner's 360: when it closes, each group's invited and answered in a sentence (the count only
// once enough are invited); inviting by email and revoking; a group link shown once with Copy and
// its announcement; predictions sent per group and family, the API's refusal said once answers
// came; the report's link; and deleting after a confirmation. Signed out, it asks for a sign-in.
import { type FeedbackDetail, PREDICTIONS_LOCKED } from '@peak/contracts';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CREATE_LINK, DELETE_360, FeedbackPage, INVITE, SAVE_PREDICTIONS } from './owner-page';
import {
  address,
  byLabel,
  byName,
  type Call,
  feedbackDetail,
  ID,
  renderAt,
  signedOut,
  stubApi,
  text,
  type,
} from './test-kit';

let root: Root | undefined;
let container: HTMLElement;
let calls: Call[];
const API = `/api/feedback/${ID}`;
const URL_ONCE = 'https://peak.example/feedback/rate/Grp9LinkTokenValue_0123456789abcdefghijklmn';

function stub(detail: FeedbackDetail = feedbackDetail(), { locked = false } = {}) {
  calls = stubApi({
    [`GET ${API}`]: () => Response.json(detail),
    [`POST ${API}/raters`]: ({ body }) => {
      const { email, group } = body as { email: string; group: 'peers' };
      return Response.json(
        feedbackDetail({
          invitations: [
            ...detail.invitations,
            { id: 'inv-2', email, group, createdAt: '2026-12-04T09:00:00.000Z', revoked: false },
          ],
        }),
        { status: 201 },
      );
    },
    [`DELETE ${API}/raters/inv-1`]: () =>
      Response.json(
        feedbackDetail({
          invitations: detail.invitations.map((i) => ({ ...i, revoked: true })),
        }),
      ),
    [`POST ${API}/links`]: () =>
      Response.json(
        {
          id: 'link-1',
          group: 'direct-reports',
          createdAt: '2026-12-04T09:00:00.000Z',
          revoked: false,
          url: URL_ONCE,
        },
        { status: 201 },
      ),
    [`DELETE ${API}/links/link-1`]: () =>
      Response.json(
        feedbackDetail({
          links: [
            {
              id: 'link-1',
              group: 'direct-reports',
              createdAt: '2026-12-04T09:00:00.000Z',
              revoked: true,
            },
          ],
        }),
      ),
    [`POST ${API}/predictions`]: ({ body }) =>
      locked
        ? Response.json({ error: PREDICTIONS_LOCKED }, { status: 409 })
        : Response.json(
            feedbackDetail({
              predictions: (body as Pick<FeedbackDetail, 'predictions'>).predictions,
            }),
          ),
    [`DELETE ${API}`]: () => new Response(null, { status: 204 }),
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
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

async function open(auth?: ReturnType<typeof signedOut>) {
  root = await renderAt(container, <FeedbackPage id={ID} />, {
    path: `/feedback/${ID}`,
    pattern: '/feedback/:id',
    auth,
  });
  if (!auth) await vi.waitFor(() => expect(text()).toContain('Who has answered'));
}

const sent = (method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

describe('the owner’s 360', () => {
  it('says when it closes and, per group, who is invited and how many answered', async () => {
    stub();
    await open();
    const page = text();
    expect(page).toContain('Open for answers until December 17, 2026.');
    expect(page).toContain('2 of your peers have answered; 1 more is needed.');
    expect(page).toContain('3 of your direct reports have answered; their answers are shown');
    expect(page).toContain('Answers are counted once 3 or more are invited.');
    expect(page).toContain('4 people invited.');
    const report = byName(container, 'See the report')[0];
    expect(report?.getAttribute('href')).toBe(`/feedback/${ID}/report`);
  });

  it('invites by email into a group, lists the invitation and revokes it', async () => {
    stub();
    await open();
    await type(byLabel(container, 'Email address'), ' kim@example.com ');
    await type(byLabel(container, 'Their group'), 'direct-reports');
    await act(async () => byName(container, INVITE)[0]?.click());
    await vi.waitFor(() => expect(text()).toContain('Invitation sent to kim@example.com.'));
    expect(sent('POST', `${API}/raters`)[0]?.body).toEqual({
      email: 'kim@example.com',
      group: 'direct-reports',
    });
    expect(text()).toContain('kim@example.com');
    await act(async () =>
      byName(container, 'Revoke the invitation to sam@example.com')[0]?.click(),
    );
    await vi.waitFor(() => expect(text()).toContain('sam@example.com, Peers, invited'));
    await vi.waitFor(() =>
      expect(byName(container, 'Revoke the invitation to sam@example.com')).toHaveLength(0),
    );
    expect(sent('DELETE', `${API}/raters/inv-1`)[0]?.body).toEqual({});
    expect(document.activeElement?.textContent).toBe('Invitations');
  });

  it('says the API’s refusal of an invitation', async () => {
    stub();
    calls = stubApi({
      [`GET ${API}`]: () => Response.json(feedbackDetail()),
      [`POST ${API}/raters`]: () =>
        Response.json({ error: 'Enter a valid email address.' }, { status: 400 }),
    });
    await open();
    await type(byLabel(container, 'Email address'), 'not-an-address');
    await act(async () => byName(container, INVITE)[0]?.click());
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(
        'Enter a valid email address.',
      ),
    );
  });

  it('shows a group link once, copies it with an announcement, and revokes it', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stub();
    await open();
    await type(byLabel(container, 'The group'), 'direct-reports');
    await act(async () =>
      byName(container, CREATE_LINK)
        .find((b) => b.tagName === 'BUTTON')
        ?.click(),
    );
    await vi.waitFor(() => expect(container.querySelector('.feedback-new-link')).not.toBeNull());
    expect(sent('POST', `${API}/links`)[0]?.body).toEqual({ group: 'direct-reports' });
    const field = byLabel<HTMLInputElement>(container, 'The new link for direct reports');
    expect(field.value).toBe(URL_ONCE);
    expect(field.readOnly).toBe(true);
    await act(async () => byName(container, 'Copy link')[0]?.click());
    expect(writeText).toHaveBeenCalledWith(URL_ONCE);
    const copied = container.querySelector('.feedback-new-link [role="status"]');
    expect(copied?.textContent).toBe('Link copied');
    expect(copied?.getAttribute('aria-live')).toBe('polite');
    const revoke = byName(container, 'Revoke the direct reports link created December 4, 2026')[0];
    await act(async () => revoke?.click());
    await vi.waitFor(() => expect(container.querySelector('.feedback-new-link')).toBeNull());
    expect(text()).toContain('Direct reports, created December 4, 2026 (revoked)');
    expect(text()).not.toContain(URL_ONCE);
  });

  it('sends the predictions chosen, one per group and family, before any answer', async () => {
    stub(feedbackDetail({ groups: feedbackDetail().groups.map((g) => ({ ...g, answered: 0 })) }));
    await open();
    await type(byLabel(container, 'How will your peers see you on Motivational Activation?'), '4');
    await type(byLabel(container, 'How will your manager see you on Execution Rhythms?'), '2');
    await act(async () => byName(container, SAVE_PREDICTIONS)[0]?.click());
    await vi.waitFor(() => expect(text()).toContain('Your predictions are saved.'));
    expect(sent('POST', `${API}/predictions`)[0]?.body).toEqual({
      predictions: [
        { group: 'manager', family: 'Execution Rhythms', score: 2 },
        { group: 'peers', family: 'Motivational Activation', score: 4 },
      ],
    });
  });

  it('keeps the predictions as made once answers have arrived', async () => {
    stub(
      feedbackDetail({
        predictions: [{ group: 'peers', family: 'Motivational Activation', score: 4 }],
      }),
    );
    await open();
    const peers = byLabel<HTMLSelectElement>(
      container,
      'How will your peers see you on Motivational Activation?',
    );
    expect(peers.value).toBe('4');
    expect(peers.closest('fieldset')?.disabled).toBe(true);
    expect(text()).toContain('Answers have arrived, so your predictions stay as they were made.');
  });

  it('says the API’s words when predictions are locked by a first answer', async () => {
    stub(
      feedbackDetail({ groups: feedbackDetail().groups.map((g) => ({ ...g, answered: null })) }),
      {
        locked: true,
      },
    );
    await open();
    await type(byLabel(container, 'How will the others see you on Contextual Awareness?'), '3');
    await act(async () => byName(container, SAVE_PREDICTIONS)[0]?.click());
    await vi.waitFor(() =>
      expect(container.querySelector('.feedback-predictions [role="alert"]')?.textContent).toBe(
        PREDICTIONS_LOCKED,
      ),
    );
  });

  it('deletes the 360 only after the confirmation, then goes to the profile', async () => {
    stub();
    await open();
    await act(async () => byName(container, DELETE_360)[0]?.click());
    const dialog = document.querySelector('[role="alertdialog"]') as Element;
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(sent('DELETE', API)).toHaveLength(0);
    await act(async () => byName(dialog, DELETE_360)[0]?.click());
    await vi.waitFor(() => expect(address(container)).toBe('/profile'));
    expect(sent('DELETE', API)[0]?.body).toEqual({});
  });

  it('asks for a sign-in when signed out, calling nothing', async () => {
    stub();
    await open(signedOut());
    expect(text()).toContain('Sign in to see your 360');
    expect(calls).toHaveLength(0);
  });

  it('says when the 360 is not one of mine', async () => {
    calls = stubApi({
      [`GET ${API}`]: () => Response.json({ error: 'Not Found' }, { status: 404 }),
    });
    root = await renderAt(container, <FeedbackPage id={ID} />, {
      path: `/feedback/${ID}`,
      pattern: '/feedback/:id',
    });
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(
        'This 360 does not exist, or it is not yours.',
      ),
    );
  });
});
