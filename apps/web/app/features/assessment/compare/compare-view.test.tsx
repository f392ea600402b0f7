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
  FELL,
  levelText,
  methodText,
  moveLines,
  ROSE,
  SECTION_TITLES,
  verdictText,
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
import { compareResultsResponse, soonComparison, testComparison } from './test-comparison';

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
const shown = (preparing = false, shownData = data) =>
  html(
    <CompareView
      state={{ status: 'shown', data: shownData }}
      timeZone="UTC"
      download={{ preparing, onDownload: () => {} }}
    />,
  );

/** The account's groups as the page draws them: each direction, its title and its lines. */
function groupsOf(markup: string) {
  return [
    ...markup.matchAll(
      /<section class="compare-group ([^"]+)"[^>]*data-direction="([^"]+)"[^>]*>([\s\S]*?)<\/section>/g,
    ),
  ].map((m) => ({
    className: m[1],
    direction: m[2],
    title: text(/<h3[^>]*>([\s\S]*?)<\/h3>/.exec(m[3] ?? '')?.[1] ?? '').trim(),
    icon: /<h3[^>]*><svg class="dir-icon"[^>]*aria-hidden="true"/.test(m[3] ?? ''),
    lines: [...(m[3] ?? '').matchAll(/<li>(.*?)<\/li>/g)].map((l) => decode(l[1] ?? '')),
    unchanged: decode(/<p class="compare-unchanged">(.*?)<\/p>/.exec(m[3] ?? '')?.[1] ?? ''),
  }));
}

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

  it('leads with one sentence of what changed most, then the noise in points', () => {
    const headings = [...out.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((m) => text(m[1] ?? '').trim());
    expect(headings).toEqual(Object.values(SECTION_TITLES));
    const lead = /data-testid="compare-lead"[^>]*>(.*?)<\/p>/.exec(out)?.[1] ?? '';
    expect(decode(lead)).toBe(
      'Clarity of Focus rose from 9 to 15, from Developing to Expert; no other score moved by more than a retake of the same person can.',
    );
    expect(decode(lead)).toBe(data.account.lead);
    // The lead before anything else of the section; months apart, no word on timing.
    expect(out.indexOf('compare-lead')).toBeLessThan(out.indexOf('compare-group'));
    expect(out).not.toContain('data-testid="compare-soon"');
    expect(read).toContain(
      'With nothing changed, a retake of the same person can move a capability by up to about 3.6 points, a family by up to about 6.4 and the total by up to about 14.1.',
    );
    for (const jargon of ['varies by', '(about 3.6)', 'SEdiff', 'RCI']) {
      expect(decode(lead)).not.toContain(jargon);
      expect(data.account.noise).not.toContain(jargon);
    }
  });

  it('groups the detail by direction, each with its word and mark, every score once', () => {
    const groups = groupsOf(out);
    expect(groups.map((g) => [g.direction, g.title, g.className, g.icon])).toEqual([
      ['rose', ROSE, 'dir-rose', true],
      ['within-noise', WITHIN_NOISE, 'dir-noise', true],
    ]);
    expect(groups[0]?.lines).toEqual([
      'Clarity of Focus rose from 9 to 15, from Developing to Expert.',
    ]);
    expect(groups[1]?.lines).toEqual([
      'Your total went from 108 to 115.',
      'Motivational Activation went from 27 to 33, from Developing to Proficient.',
      'Execution Rhythms went from 27 to 28.',
      'Rhythm & Ritual went from 9 to 10.',
    ]);
    expect(groups[1]?.unchanged).toMatch(
      /^Stayed the same: Contextual Awareness, .* and Outcome Reflection\.$/,
    );
    const spoken =
      groups.flatMap((g) => g.lines).length +
      (groups[1]?.unchanged.replace(/^Stayed the same: /, '').split(/, | and /).length ?? 0);
    expect(spoken).toBe(1 + 4 + 12);
  });

  it('has a table per family with from, to, change and the verdict of each capability', () => {
    expect(tableRows(out, 'Total, out of 180')).toEqual([
      ['Total', '108', '115', '+7 up 7', `${WITHIN_NOISE} a retake can move it by ±14.1`],
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
      `${ROSE} Developing to Expert a retake can move it by ±3.6`,
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
      `${WITHIN_NOISE} a retake can move it by ±3.6`,
    ]);
    // Five tables (the total and four families), each scoped and captioned, in a labelled region.
    expect(out.match(/<table/g)).toHaveLength(5);
    expect(out.match(/<th scope="col">Verdict<\/th>/g)).toHaveLength(5);
    expect(out.match(/<th scope="row">/g)).toHaveLength(1 + 4 + 12);
    expect(
      out.match(/<section class="compare-table-scroll" aria-labelledby="[^"]+" tabindex="0">/g),
    ).toHaveLength(5);
    // Each verdict carries its direction's class and mark beside its word.
    expect(out).toMatch(
      /<td class="verdict dir-rose"><span class="verdict-label"><svg class="dir-icon"[^>]*aria-hidden="true"[^>]*><path[^>]*fill="#047857"[^>]*><\/path><\/svg>Rose<\/span>/,
    );
    expect(out.match(/<td class="verdict dir-noise">/g)).toHaveLength(16);
  });

  it('draws both results on one chart, with a text alternative per family', () => {
    const figure = /<figure class="compare-figure">([\s\S]*?)<\/figure>/.exec(out)?.[1] ?? '';
    expect(text(figure)).toContain('Grey, outlined: March 21, 2026');
    expect(text(figure)).toContain("In the family's colour: July 21, 2026");
    const labels = [...figure.matchAll(/<svg[^>]*role="img"[^>]*aria-label="([^"]*)"/g)].map((m) =>
      decode(m[1] ?? ''),
    );
    expect(labels).toHaveLength(4);
    expect(labels[0]).toContain('Clarity of Focus: 9 then 15 out of 15, rose');
    expect(labels[3]).toContain('Rhythm & Ritual: 9 then 10 out of 15, within the noise');
    // A rise is written in its word beside an upward mark, in green, not in the family's colour.
    expect(figure).toMatch(
      /<path d="M276 [\d.]+l5 9h-10z" fill="#047857"><\/path><text[^>]*fill="#047857"[^>]*>Rose<\/text>/,
    );
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
    const { headline } = data.comparison.report;
    expect(lines[1]?.text).toBe(
      headline.changed
        ? `${headline.from?.name}, now ${headline.to?.name}`
        : `${headline.to?.name} (unchanged)`,
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

  it('names directions in words and a change of level only where there is one', () => {
    expect(
      ['rose', 'fell', 'within-noise'].map((verdict) => verdictText({ verdict } as never)),
    ).toEqual([ROSE, FELL, WITHIN_NOISE]);
    expect(levelText({ fromBand: 'Emerging', toBand: 'Proficient' })).toBe(
      'Emerging to Proficient',
    );
    expect(levelText({ fromBand: 'Developing', toBand: 'Developing' })).toBeNull();
  });
});

describe('CompareView: two results minutes apart', () => {
  const soon = soonComparison();
  const out = shown(false, soon);

  it('writes both dates with their time, so they differ', () => {
    expect(compareDates(soon, 'UTC')).toEqual({
      from: 'March 21, 2026 at 10:04 AM',
      to: 'March 21, 2026 at 10:24 AM',
    });
    // Within one minute, with the seconds.
    const seconds = {
      from: { ...soon.from, timestamp: '2026-03-21T10:04:05.000Z' },
      to: { ...soon.to, timestamp: '2026-03-21T10:04:41.000Z' },
    };
    expect(compareDates(seconds, 'UTC')).toEqual({
      from: 'March 21, 2026 at 10:04:05 AM',
      to: 'March 21, 2026 at 10:04:41 AM',
    });
    expect(h1s(out)).toEqual([
      `${COMPARE_TITLE} March 21, 2026 at 10:04 AM to March 21, 2026 at 10:24 AM`,
    ]);
  });

  it('leads with the total and its new level, then says a retake so soon shows noise', () => {
    const lead = decode(/data-testid="compare-lead"[^>]*>(.*?)<\/p>/.exec(out)?.[1] ?? '');
    expect(lead).toBe('Your total rose from 108 to 144, from Developing to Proficient.');
    const soonNote = decode(/data-testid="compare-soon"[^>]*>(.*?)<\/p>/.exec(out)?.[1] ?? '');
    expect(soonNote).toBe(
      'These two results were taken 20 minutes apart. A retake so soon shows how much answers vary from one take to the next, not a change in habits.',
    );
    expect(out.indexOf('compare-soon')).toBeGreaterThan(out.indexOf('compare-lead'));
    expect(out.indexOf('compare-soon')).toBeLessThan(out.indexOf('compare-group'));
  });

  it('names the level each score crossed, rising or within the noise', () => {
    const [rose, noise] = groupsOf(out);
    expect(rose?.lines[0]).toBe('Your total rose from 108 to 144, from Developing to Proficient.');
    expect(rose?.lines).toHaveLength(5);
    expect(noise?.lines).toHaveLength(12);
    for (const line of noise?.lines ?? [])
      expect(line).toMatch(/ went from 9 to 12, from Developing to Proficient\.$/);
    expect(tableRows(out, 'Total, out of 180')[0]?.[4]).toBe(
      `${ROSE} Developing to Proficient a retake can move it by ±14.1`,
    );
  });
});

describe('CompareView: a fall', () => {
  const { from, to } = soonComparison();
  const down = compareResultsResponse(to, from);
  const out = shown(false, down);

  it('draws a fall in its own word, mark and ink, apart from a rise', () => {
    const groups = groupsOf(out);
    expect(groups.map((g) => [g.direction, g.title, g.className])).toEqual([
      ['fell', FELL, 'dir-fell'],
      ['within-noise', WITHIN_NOISE, 'dir-noise'],
    ]);
    expect(out).toMatch(
      /<td class="verdict dir-fell"><span class="verdict-label"><svg[^>]*><path[^>]*fill="#b91c1c"/,
    );
    expect(out).not.toContain('dir-rose');
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
