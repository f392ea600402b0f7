import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouterNavigation } from '../../../lib/router-navigation';
import { AuthContext, type AuthState } from '../../auth';
import type { HistoryEntry } from '../model';
import { AccountSummary } from './account-summary';
import { HistorySection } from './history-section';
import { Profile } from './profile-page';

const html = (node: ReactNode) =>
  renderToString(
    <MemoryRouter>
      <RouterNavigation>{node}</RouterNavigation>
    </MemoryRouter>,
  );
/** The text a reader gets, tags removed and entities decoded. */
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

const entry: HistoryEntry = {
  id: 'r1',
  assessmentName: 'Peak Partners Prioritization Self-Assessment',
  timestamp: '2026-11-21T10:04:00.000Z',
  overallScore: 3.456,
  rawOverallScore: 126,
  maturityLevel: 'Proficient',
};
const none = new Set<string>();
const noop = () => {};

describe('HistorySection', () => {
  it('announces loading', () => {
    const out = html(
      <HistorySection history={{ status: 'loading' }} preparing={none} onDownload={noop} />,
    );
    expect(out).toContain('role="status"');
    expect(out).toContain('Loading your assessments...');
    expect(out).toContain('Take New Assessment');
  });

  it('shows the empty state with both links to the take page, asking for a new assessment', () => {
    const out = html(
      <HistorySection
        history={{ status: 'ready', entries: [], total: 0 }}
        preparing={none}
        onDownload={noop}
      />,
    );
    expect(out).toContain('No assessments yet');
    // `?new`: a report kept in the browser and saved to the account does not come back first.
    expect(out).toMatch(/href="\/assessment\/take\?new"[^>]*>Take Assessment</);
    expect(out).toMatch(/href="\/assessment\/take\?new"[^>]*>Take New Assessment</);
    expect(out).not.toContain('<ul');
  });

  it('lists each entry with its date, scores and actions', () => {
    const out = html(
      <HistorySection
        history={{ status: 'ready', entries: [entry], total: 1 }}
        preparing={none}
        onDownload={noop}
      />,
    );
    const read = text(out);
    expect(out).toContain('<h2 id="history-heading">Assessment History</h2>');
    expect(out).toMatch(/<li class="card history-item">/);
    expect(read).toContain('Peak Partners Prioritization Self-Assessment');
    expect(read).toContain('3.5/5');
    expect(read).toContain('126/180');
    expect(read).toContain('Proficient');
    expect(out).toContain('href="/assessment/results/r1"');
    expect(read).toMatch(/View Results for the assessment of \w+ \d+, 2026 at \d+:\d\d [AP]M/);
    expect(read).toMatch(/Download PDF for the assessment of/);
    expect(out).not.toContain('disabled');
  });

  it('disables the entry preparing its PDF', () => {
    const out = html(
      <HistorySection
        history={{ status: 'ready', entries: [entry], total: 1 }}
        preparing={new Set(['r1'])}
        onDownload={noop}
      />,
    );
    expect(out).toMatch(/<button[^>]*disabled=""[^>]*>Preparing PDF\.\.\./);
    expect(out).not.toContain('>Download PDF');
  });
});

describe('AccountSummary', () => {
  const user = {
    id: 'u1',
    email: 'ada@example.org',
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailVerified: true,
  };

  it('shows the name, the email and the count', () => {
    const read = text(html(<AccountSummary user={user} savedCount={3} />));
    expect(read).toContain('Ada Lovelace');
    expect(read).toContain('ada@example.org');
    expect(read).toContain('Saved assessments: 3');
  });

  it('leaves the count out until it is known', () => {
    expect(text(html(<AccountSummary user={user} />))).not.toContain('Saved assessments');
  });
});

describe('Profile', () => {
  const auth = (status: AuthState['status'], signedIn: boolean): AuthState => ({
    status,
    user: signedIn
      ? { id: 'u1', email: 'a@x.org', firstName: 'Ada', lastName: 'L', emailVerified: true }
      : null,
    openSignIn: noop,
    openSignUp: noop,
    signOut: async () => {},
  });
  const page = (state: AuthState) =>
    html(
      <AuthContext.Provider value={state}>
        <Profile />
      </AuthContext.Provider>,
    );

  it('asks a signed-out visitor to sign in', () => {
    const out = page(auth('signed-out', false));
    expect(out).toContain('Sign in to see your profile');
    expect(out).toContain('Sign In');
    expect(out).not.toContain('Assessment History');
  });

  it('waits quietly while sign-in is checked', () => {
    expect(page(auth('loading', false))).toContain('Checking your sign-in...');
  });

  it('shows the account and the loading history to a signed-in user', () => {
    const out = page(auth('signed-in', true));
    expect(out).toContain('Ada L');
    expect(out).toContain('Assessment History');
    expect(out).toContain('Loading your assessments...');
  });
});
