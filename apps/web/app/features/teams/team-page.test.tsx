// @vitest-environment jsdom
// /teams/:id: members by name, role and status in words, never a score. The owner has the
// invitation controls (create a link shown once with Copy, Revoke, remove a member after a
// confirmation); a member has none of them, and chooses which result counts and can leave. The
// report, first on the page, says why it is hidden and how many more complete results it needs;
// once ready, it offers its PDF, whose code loads on the click.
import type { TeamDetail } from '@peak/contracts';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CREATE_LINK } from './invitations';
import { DOWNLOAD_TEAM_PDF, TEAM_PDF_FAILED } from './report/team-pdf-button';
import { TeamPage } from './team-page';
import {
  byName,
  type Call,
  HISTORY,
  renderPage,
  signedIn,
  stubApi,
  testTeam,
  testTeamReport,
  WAITING,
} from './test-kit';

// The download module, imported on the click: the PDF itself is tested in report/team-pdf.test.ts.
const downloadTeamPdf = vi.hoisted(() => vi.fn(async (..._args: unknown[]) => {}));
vi.mock('./report/team-pdf-download', () => ({ downloadTeamPdf }));

const TOKEN = 'b'.repeat(43);
const PATH = '/teams/team-1';

let root: Root | undefined;
let container: HTMLElement;
let calls: Call[];

function stub(
  role: 'owner' | 'member',
  report: unknown = WAITING,
  me: Partial<NonNullable<TeamDetail['me']>> = {},
) {
  let removed = false;
  const team = () => {
    const base = testTeam(role);
    const detail = { ...base, me: base.me && { ...base.me, ...me } };
    if (!removed) return detail;
    const people = detail.people.filter((p) => p.id !== 'm3');
    return { ...detail, people, members: people.length };
  };
  calls = stubApi({
    'GET /api/teams/team-1': () => Response.json(team()),
    'GET /api/teams/team-1/report': () => Response.json(report),
    'GET /api/assessment-results': () => Response.json(HISTORY),
    'POST /api/teams/team-1/invitations': () =>
      Response.json(
        {
          id: 'inv-2',
          createdAt: '2026-11-25T09:00:00.000Z',
          expiresAt: '2026-12-09T09:00:00.000Z',
          maxUses: 20,
          uses: 0,
          revoked: false,
          token: TOKEN,
        },
        { status: 201 },
      ),
    'DELETE /api/teams/team-1/members/m3': () => {
      removed = true;
      return new Response(null, { status: 204 });
    },
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
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
});

const text = () => document.body.textContent?.replace(/\s+/g, ' ') ?? '';

async function render() {
  root = await renderPage(container, <TeamPage id="team-1" />, { auth: signedIn(), path: PATH });
  await vi.waitFor(() =>
    expect(container.querySelector('h1')?.textContent).toBe('Leadership Team'),
  );
  await vi.waitFor(() => expect(text()).not.toContain('Loading'));
}

describe('the members list', () => {
  it('shows names, roles and statuses in words, and no score', async () => {
    stub('member');
    await render();
    const members = [...container.querySelectorAll('.team-member')].map((li) =>
      li.textContent?.replace(/\s+/g, ' '),
    );
    expect(members).toEqual([
      'Olive OwnerOwnerResult counts',
      'Bea Member (you)MemberResult counts',
      'Cy MemberMemberNo result yet',
    ]);
    const list = container.querySelector('.team-members')?.textContent ?? '';
    expect(list).not.toMatch(/\d/);
  });
});

describe('the owner', () => {
  it('sees the invitation controls, Revoke for a working link and Remove for members', async () => {
    stub('owner');
    await render();
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toContain(
      'Invite people',
    );
    expect(byName(container, CREATE_LINK)).toHaveLength(1);
    expect(byName(container, 'Revoke the link created November 1, 2026')).toHaveLength(1);
    expect(text()).toContain('Revoked: created October 1, 2026');
    expect(byName(container, 'Remove Bea Member')).toHaveLength(1);
    expect(byName(container, 'Remove Cy Member')).toHaveLength(1);
    expect(byName(container, 'Remove Olive Owner')).toHaveLength(0);
    expect(byName(container, 'Delete the team')).toHaveLength(1);
    expect(byName(container, 'Close the team')).toHaveLength(1);
    expect(byName(container, 'Leave the team')).toHaveLength(0);
  });

  it('creates a link, shown once in a read-only field with a Copy button', async () => {
    stub('owner');
    await render();
    await act(async () => byName(container, CREATE_LINK)[0]?.click());
    await vi.waitFor(() => expect(container.querySelector('.team-new-link')).not.toBeNull());
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/teams/team-1/invitations',
      body: { expiresInDays: 14, maxUses: 20 },
    });
    const input = container.querySelector<HTMLInputElement>('.team-new-link input');
    expect(input?.readOnly).toBe(true);
    expect(input?.value).toBe(`${window.location.origin}/teams/join/${TOKEN}`);
    expect(container.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe(
      'Your new invitation link',
    );
    expect(text()).toContain('works until December 9, 2026, for up to 20 people');
    expect(byName(container, 'Copy link')).toHaveLength(1);
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('removes a member after a confirmation that says what it does', async () => {
    stub('owner');
    await render();
    const remove = byName(container, 'Remove Cy Member')[0];
    await act(async () => remove?.click());
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain(
      'every version of the team report that holds it is hidden at once',
    );
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await act(async () => byName(document.body, 'Remove member')[0]?.click());
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')).toEqual({
        method: 'DELETE',
        path: '/api/teams/team-1/members/m3',
        body: {},
      }),
    );
    await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    // The row and its button are gone: focus comes back to the members list's heading.
    await vi.waitFor(() => expect(byName(container, 'Remove Cy Member')).toHaveLength(0));
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Members'));
  });
});

describe('a member', () => {
  it('has no invitation controls and cannot remove anyone', async () => {
    stub('member');
    await render();
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).not.toContain(
      'Invite people',
    );
    expect(byName(container, CREATE_LINK)).toHaveLength(0);
    expect(container.querySelectorAll('.team-links, .team-new-link')).toHaveLength(0);
    expect(byName(container, 'Remove Cy Member')).toHaveLength(0);
    expect(byName(container, 'Delete the team')).toHaveLength(0);
  });

  it('chooses which result counts, and can leave', async () => {
    stub('member');
    await render();
    await vi.waitFor(() =>
      expect(container.querySelectorAll('input[type="radio"]')).toHaveLength(3),
    );
    expect(container.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value).toBe(
      'r2',
    );
    expect(byName(container, 'Leave the team')).toHaveLength(1);
    expect(text()).toContain('every version of the team report that holds it is hidden at once');
  });

  it('lists only the results that can count, and says why the others are not listed', async () => {
    stub('member', undefined, { cannotCount: ['r1'] });
    await render();
    await vi.waitFor(() =>
      expect(container.querySelectorAll('input[type="radio"]')).toHaveLength(2),
    );
    expect(text()).toContain(
      'One of your saved results leaves some capabilities unanswered, so it is not listed',
    );
  });
});

describe('the report on the team page', () => {
  it("comes first, above the members and the owner's actions", async () => {
    stub('owner');
    await render();
    const headings = [...container.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings[0]).toBe('Team report');
    expect(headings.indexOf('Manage the team')).toBeGreaterThan(0);
  });

  it('says why it is hidden and how many more complete results it needs, and nothing else', async () => {
    stub('member');
    await render();
    const report = container.querySelector('.team-report-section');
    expect(report?.textContent).toContain('3 more complete results needed');
    expect(report?.querySelectorAll('[role="img"], h3, table')).toHaveLength(0);
  });

  it('shows the report once it is ready', async () => {
    stub('member', testTeamReport());
    await render();
    const report = container.querySelector('.team-report-section');
    expect(report?.textContent).toContain('Based on 7 people (n = 7)');
    expect(report?.querySelectorAll('[role="img"]')).toHaveLength(17);
  });

  it('offers the PDF once the report is ready, and not before', async () => {
    stub('member');
    await render();
    expect(byName(container, DOWNLOAD_TEAM_PDF)).toHaveLength(0);
    act(() => root?.unmount());
    stub('member', testTeamReport());
    await render();
    expect(byName(container, DOWNLOAD_TEAM_PDF)).toHaveLength(1);
  });

  it("downloads it with the team's name and organisation, never its members", async () => {
    downloadTeamPdf.mockClear();
    const state = testTeamReport();
    stub('member', state);
    await render();
    await act(async () => byName(container, DOWNLOAD_TEAM_PDF)[0]?.click());
    await vi.waitFor(() => expect(downloadTeamPdf).toHaveBeenCalledTimes(1));
    expect(downloadTeamPdf.mock.calls[0]).toEqual([
      { name: 'Leadership Team', organisation: 'Acme' },
      state,
    ]);
  });

  it('says so when the PDF cannot be made', async () => {
    downloadTeamPdf.mockRejectedValueOnce(new Error('no PDF engine'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    stub('member', testTeamReport());
    await render();
    await act(async () => byName(container, DOWNLOAD_TEAM_PDF)[0]?.click());
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(TEAM_PDF_FAILED));
    expect(byName(container, DOWNLOAD_TEAM_PDF)[0]?.hasAttribute('disabled')).toBe(false);
  });
});
