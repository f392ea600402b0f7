import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../lib/http';
import { RouterNavigation } from '../../../lib/router-navigation';
import { AuthContext, type AuthState } from '../../auth';
import {
  compareDates,
  differenceText,
  methodText,
  moveLines,
  REAL_CHANGE,
  SECTION_TITLES,
  WITHIN_NOISE,
} from './compare-format';
import { CompareResultsPage } from './compare-page';
import {
  CHOOSE_TEXT,
  COMPARE_FAILED,
  COMPARE_TITLE,
  ERROR_TITLE,
  fetchComparison,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  SESSION_ENDED,
} from './compare-state';
import { CompareView, DOWNLOAD_COMPARISON, PREPARING_COMPARISON } from './compare-view';
import { testComparison } from './test-comparison';

const html = (node: ReactNode) =>
  renderToString(
    <MemoryRouter>
      <RouterNavigation>{node}</RouterNavigation>
    </MemoryRouter>,
  );
const decode = (markup: string) =>
  markup
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
const text = (markup: string) => decode(markup.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
const h1s = (markup: string) =>
  [...markup.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => text(m[1] ?? '').trim());
const backToProfile = /<a[^>]*href="\/profile"[^>]*>Back to Profile<\/a>/;

const data = testComparison();
const shown = (preparing = false) =>
  html(
    <CompareView
      state={{ status: 'shown', data }}
      timeZone="UTC"
      download={{ preparing, onDownload: () => {} }}
    />,
  );

/** The rows of the table captioned `caption`: each row's cells as text. */
function tableRows(markup: string, caption: string): string[][] {
  const tables = [...markup.matchAll(/<table[^>]*>([\s\S]*?)<\/table>/g)].map((m) => m[1] ?? '');
  const table = tables.find(
    (t) => text(/<caption[^>]*>(.*?)<\/caption>/.exec(t)?.[1] ?? '').trim() === caption,
  );
  if (!table) throw new Error(`no table captioned ${caption}`);
  const body = /<tbody>([\s\S]*)<\/tbody>/.exec(table)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) =>
      text(c[1] ?? '').trim(),
    ),
  );
}

describe('CompareView: the states', () => {
  it('announces loading under the page title', () => {
    const out = html(<CompareView state={{ status: 'loading' }} />);
    expect(h1s(out)).toEqual([COMPARE_TITLE]);
    expect(out).toMatch(/role="status"[^>]*>Loading the comparison\.\.\./);
  });

  it('asks for two results when the address names fewer', () => {
    const out = html(<CompareView state={{ status: 'choose' }} />);
    expect(h1s(out)).toEqual([COMPARE_TITLE]);
    expect(out).toContain(CHOOSE_TEXT);
    expect(out).toMatch(backToProfile);
  });

  it('says when either result is not found', () => {
    const out = html(<CompareView state={{ status: 'not-found' }} />);
    expect(h1s(out)).toEqual([NOT_FOUND_TITLE]);
    expect(out).toContain(NOT_FOUND_TEXT);
    expect(out).toMatch(backToProfile);
    expect(out).not.toContain(DOWNLOAD_COMPARISON);
  });

  it('shows an error with Try again and the way back', () => {
    const out = html(
      <CompareView state={{ status: 'error', message: COMPARE_FAILED }} onRetry={() => {}} />,
    );
    expect(h1s(out)).toEqual([ERROR_TITLE]);
    expect(out).toMatch(/role="alert"[^>]*>Failed to load the comparison/);
    expect(out).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(out).toMatch(backToProfile);
  });
});

describe('CompareView: the comparison', () => {
  const out = shown();
  const read = text(out);

  it('heads the page with both dates, then the way back and the PDF', () => {
    expect(h1s(out)).toEqual([`${COMPARE_TITLE} March 21, 2026 to July 21, 2026`]);
    expect(out).toMatch(
      /class="button-row compare-actions"><a[^>]*href="\/profile"[^>]*>Back to Profile<\/a><button[^>]*>Download comparison PDF<\/button>/,
    );
  });

  it('leads with the sentences: the real change first, in words', () => {
    const headings = [...out.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((m) => text(m[1] ?? '').trim());
    expect(headings).toEqual(Object.values(SECTION_TITLES));
    expect(data.sentences[0]).toBe(
      'Clarity of Focus rose from 9 to 15, more than a retake varies by (about 3.6).',
    );
    const list = /data-testid="compare-sentences"[^>]*>([\s\S]*?)<\/ul>/.exec(out)?.[1] ?? '';
    expect([...list.matchAll(/<li>(.*?)<\/li>/g)].map((m) => decode(m[1] ?? ''))).toEqual(
      data.sentences,
    );
  });

  it('has a table per family with from, to, change and the verdict of each capability', () => {
    expect(tableRows(out, 'Total, out of 180')).toEqual([
      ['Total', '108', '115', '+7 up 7', `${WITHIN_NOISE} a retake varies by ±14.1`],
    ]);
    const motivation = tableRows(
      out,
      'Motivational Activation: the family out of 45, each capability out of 15',
    );
    expect(motivation[0]?.slice(0, 4)).toEqual(['Motivational Activation', '27', '33', '+6 up 6']);
    expect(motivation.find((r) => r[0] === 'Clarity of Focus')).toEqual([
      'Clarity of Focus',
      '9',
      '15',
      '+6 up 6',
      `${REAL_CHANGE} a retake varies by ±3.6`,
    ]);
    const rhythms = tableRows(
      out,
      'Execution Rhythms: the family out of 45, each capability out of 15',
    );
    expect(rhythms.find((r) => r[0] === 'Rhythm & Ritual')).toEqual([
      'Rhythm & Ritual',
      '9',
      '10',
      '+1 up 1',
      `${WITHIN_NOISE} a retake varies by ±3.6`,
    ]);
    // Five tables (the total and four families), each scoped and captioned, in a labelled region.
    expect(out.match(/<table/g)).toHaveLength(5);
    expect(out.match(/<th scope="col">Verdict<\/th>/g)).toHaveLength(5);
    expect(out.match(/<th scope="row">/g)).toHaveLength(1 + 4 + 12);
    expect(
      out.match(/<section class="compare-table-scroll" aria-labelledby="[^"]+" tabindex="0">/g),
    ).toHaveLength(5);
    expect(read.match(new RegExp(REAL_CHANGE, 'g'))?.length).toBeGreaterThanOrEqual(1);
  });

  it('draws both results on one chart, with a text alternative per family', () => {
    const figure = /<figure class="compare-figure">([\s\S]*?)<\/figure>/.exec(out)?.[1] ?? '';
    expect(text(figure)).toContain('Grey, outlined: March 21, 2026');
    expect(text(figure)).toContain("In the family's colour: July 21, 2026");
    const labels = [...figure.matchAll(/<svg[^>]*role="img"[^>]*aria-label="([^"]*)"/g)].map((m) =>
      decode(m[1] ?? ''),
    );
    expect(labels).toHaveLength(4);
    expect(labels[0]).toContain('Clarity of Focus: 9 then 15 out of 15, real change');
    expect(labels[3]).toContain('Rhythm & Ritual: 9 then 10 out of 15, within retake noise');
    // The family's colour for the later bar; the earlier in grey with an outline.
    expect(figure).toContain('fill="#c2410c"');
    expect(figure).toContain('stroke="#64748b"');
  });

  it('says what moved in the report', () => {
    const lines = moveLines(data.comparison.report);
    expect(lines.map((l) => l.label)).toEqual([
      'Archetype',
      'Headline pattern',
      'Strengths',
      'Growth areas',
    ]);
    expect(lines[0]).toEqual({
      label: 'Archetype',
      text: 'The All-Rounder (unchanged)',
      moved: false,
    });
    expect(lines[1]?.text).toBe(
      'Foundations Still Forming, now Reading the Situation Trails Your Other Habits',
    );
    expect(lines[2]).toEqual({ label: 'Strengths', text: 'Now: Clarity of Focus.', moved: true });
    expect(lines[3]?.text).toBe('The same capabilities.');
    for (const line of lines) expect(read).toContain(line.text);
  });

  it('explains how a real change is decided, with the defaults it used', () => {
    const method = methodText(data.comparison);
    expect(method.join(' ')).toContain('reliable change index');
    expect(method.join(' ')).toContain('1.96 × the standard error of the difference');
    expect(method.join(' ')).toContain('about 3.6 points for a capability');
    expect(method.at(-1)).toContain('the documented defaults (alpha 0.70 for a capability');
    expect(method.at(-1)).toContain('once there are 100 complete ones (0 so far)');
    for (const p of method) expect(read).toContain(p);
  });

  it('names estimated figures and their sample when every score was estimated', () => {
    const estimated = {
      ...data.comparison,
      reliabilityN: 240,
      total: data.comparison.total ? { ...data.comparison.total, estimated: true } : null,
      families: data.comparison.families.map((c) => ({ ...c, estimated: true })),
      capabilities: data.comparison.capabilities.map((c) => ({ ...c, estimated: true })),
    };
    expect(methodText(estimated).at(-1)).toContain(
      'Here they are estimated from 240 stored results.',
    );
  });

  it('disables the PDF button while the file is prepared', () => {
    expect(out).not.toMatch(/<button[^>]*disabled=""[^>]*>Download comparison PDF/);
    expect(shown(true)).toMatch(/<button[^>]*disabled=""[^>]*>Preparing PDF\.\.\.<\/button>/);
    expect(shown(true)).toContain(PREPARING_COMPARISON);
  });

  it('writes differences with their sign', () => {
    expect([differenceText(6), differenceText(-2.5), differenceText(0)]).toEqual([
      '+6',
      '-2.5',
      '0',
    ]);
    expect(compareDates(data, 'UTC')).toEqual({ from: 'March 21, 2026', to: 'July 21, 2026' });
  });
});

describe('fetchComparison', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for two different results only', async () => {
    const get = vi.fn();
    expect(await fetchComparison('', 'b', get)).toEqual({ status: 'choose' });
    expect(await fetchComparison('a', 'a', get)).toEqual({ status: 'choose' });
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the answer, or not found when the API has no such pair', async () => {
    expect(await fetchComparison('a', 'b', async () => data)).toEqual({ status: 'shown', data });
    expect(await fetchComparison('a', 'b', async () => null)).toEqual({ status: 'not-found' });
  });

  it('turns failures into the error state', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = (error: unknown) => async () => {
      throw error;
    };
    expect(await fetchComparison('a', 'b', failing(apiError(401, 'no')))).toEqual({
      status: 'error',
      message: SESSION_ENDED,
    });
    expect(await fetchComparison('a', 'b', failing(apiError(500, 'x')))).toEqual({
      status: 'error',
      message: COMPARE_FAILED,
    });
    expect(await fetchComparison('a', 'b', async () => ({ nope: true }) as never)).toEqual({
      status: 'error',
      message: COMPARE_FAILED,
    });
  });
});

describe('CompareResultsPage', () => {
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
        <CompareResultsPage from="a" to="b" />
      </AuthContext.Provider>,
    );

  it('asks a signed-out visitor to sign in', () => {
    const out = page('signed-out');
    expect(h1s(out)).toEqual([COMPARE_TITLE]);
    expect(out).toContain('Sign in to compare your results');
  });

  it('waits for the sign-in check, then loads for a signed-in user', () => {
    expect(page('loading')).toContain('Checking your sign-in...');
    expect(page('signed-in')).toContain('Loading the comparison...');
  });
});
