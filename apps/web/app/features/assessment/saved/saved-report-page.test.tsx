import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouterNavigation } from '../../../lib/router-navigation';
import { AuthContext, type AuthState } from '../../auth';
import { savedReportFor } from '../test-report';
import { SavedReportPage, SavedReportView } from './saved-report-page';
import { LOAD_FAILED, UNAUTHORIZED } from './saved-state';

const html = (node: ReactNode) =>
  renderToString(
    <MemoryRouter>
      <RouterNavigation>{node}</RouterNavigation>
    </MemoryRouter>,
  );
const h1s = (markup: string) =>
  [...markup.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]?.replace(/<[^>]+>/g, ''));
const backToProfile = /<a[^>]*href="\/profile"[^>]*>Back to Profile<\/a>/;

describe('SavedReportView', () => {
  it('announces loading', () => {
    const out = html(<SavedReportView state={{ status: 'loading' }} />);
    expect(out).toMatch(/role="status"[^>]*>Loading results\.\.\./);
    expect(h1s(out)).toHaveLength(1);
  });

  it('says when nothing was found', () => {
    const out = html(<SavedReportView state={{ status: 'not-found' }} />);
    expect(h1s(out)).toEqual(['No Results Found']);
    expect(out).toContain('The requested assessment results could not be found.');
    expect(out).toMatch(backToProfile);
  });

  it('shows the error title with the specific text', () => {
    for (const message of [UNAUTHORIZED, LOAD_FAILED]) {
      const out = html(<SavedReportView state={{ status: 'error', message }} />);
      expect(h1s(out)).toEqual(['Error Loading Results']);
      expect(out).toContain(message);
      expect(out).toMatch(backToProfile);
    }
  });

  it('shows the saved report with its date, story and the way back', () => {
    const report = savedReportFor(() => 4, { story: 'A story worth keeping.' });
    const out = html(<SavedReportView state={{ status: 'shown', report }} />);
    expect(h1s(out)).toEqual(['Your Prioritization Report']);
    expect(out).toMatch(/Saved on \w+ \d+, 2026 at \d+:\d\d [AP]M/);
    expect(out).toContain('A story worth keeping.');
    expect(out).toMatch(backToProfile);
  });

  it('offers Download PDF beside Back to Profile, disabled while the file is prepared', () => {
    const report = savedReportFor(() => 4);
    const view = (preparing: boolean) =>
      html(
        <SavedReportView
          state={{ status: 'shown', report }}
          download={{ preparing, onDownload: () => {} }}
        />,
      );
    const ready = view(false);
    // Both in the report's row of actions, Back to Profile first.
    expect(ready).toMatch(
      /class="button-row report-actions"><a[^>]*href="\/profile"[^>]*>Back to Profile<\/a><button[^>]*>Download PDF<\/button>/,
    );
    expect(ready).not.toMatch(/<button[^>]*disabled=""[^>]*>Download PDF/);
    expect(view(true)).toMatch(/<button[^>]*disabled=""[^>]*>Preparing PDF\.\.\.<\/button>/);
    // Not on the states without a report.
    const missing = html(
      <SavedReportView
        state={{ status: 'not-found' }}
        download={{ preparing: false, onDownload: () => {} }}
      />,
    );
    expect(missing).not.toContain('Download PDF');
  });
});

describe('SavedReportPage', () => {
  const auth = (status: AuthState['status']): AuthState => ({
    status,
    user:
      status === 'signed-in'
        ? { id: 'user-1', email: 'a@x.org', firstName: 'Ada', lastName: 'L', emailVerified: true }
        : null,
    openSignIn: () => {},
    openSignUp: () => {},
    signOut: async () => {},
  });
  const page = (status: AuthState['status']) =>
    html(
      <AuthContext.Provider value={auth(status)}>
        <SavedReportPage id="r1" />
      </AuthContext.Provider>,
    );

  it('asks a signed-out visitor to sign in', () => {
    const out = page('signed-out');
    expect(h1s(out)).toEqual(['Assessment Results']);
    expect(out).toContain('Sign in to see your results');
  });

  it('starts loading for a signed-in user', () => {
    expect(page('signed-in')).toContain('Loading results...');
  });
});
