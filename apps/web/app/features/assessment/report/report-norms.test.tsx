// The report with the norms: the total's place among the people who saved results here in the
// summary, "Higher than X%" beside each family's and capability's score where the analysis draws
// it (no new drawing of the scores), the sentence below the minimum instead, and the live quality
// figures in About This Assessment. Without norms (loading, a failure) none of it shows.

import { contentEntries, reportTexts } from '@peak/content';
import type { NormsResponse } from '@peak/contracts';
import { addToNorms, CAPABILITIES, emptyNorms, FAMILIES, percentileBelow } from '@peak/scoring';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouterNavigation } from '../../../lib/router-navigation';
import { reportOf } from '../model';
import { reportTextsFrom } from '../report-texts';
import { savedReportFor } from '../test-report';
import { AssessmentReport } from './assessment-report';
import { QUALITY_TITLE } from './sections/about';

const texts = reportTextsFrom(contentEntries(reportTexts));
const results = savedReportFor((i) => (i % 5) + 1);
const report = reportOf(results);

/** The norms of `people` readers (reader k answers 1 + ((k + question) mod 5)), as the API answers. */
function testNorms(people: number, extra: Partial<NormsResponse> = {}): NormsResponse {
  let norms = emptyNorms();
  for (let k = 0; k < people; k++)
    norms = addToNorms(
      norms,
      savedReportFor((i) => 1 + ((k + i) % 5)),
    );
  return {
    n: people,
    minimum: 10,
    since: '2026-03-04T09:00:00.000Z',
    until: '2026-11-20T09:00:00.000Z',
    norms,
    quality: { results: people, alpha: null, retest: null },
    ...extra,
  };
}

const render = (
  norms: Parameters<typeof AssessmentReport>[0]['norms'],
  voice?: Parameters<typeof AssessmentReport>[0]['voice'],
) =>
  renderToString(
    <MemoryRouter>
      <RouterNavigation>
        <AssessmentReport
          results={results}
          story={{ status: 'none' }}
          texts={texts}
          framework={{ status: 'ready', text: '' }}
          norms={norms}
          voice={voice}
        />
      </RouterNavigation>
    </MemoryRouter>,
  );
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'");
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, ''));
const places = (html: string) =>
  [...html.matchAll(/data-testid="norm-place">(.*?)<span class="visually-hidden">/g)].map((m) =>
    decode(m[1] ?? ''),
  );

describe('the report with norms', () => {
  const norms = testNorms(40);
  const out = render(norms);

  it('places the total in the summary, with how many and since when', () => {
    const expected = percentileBelow(
      norms.norms?.total ?? { n: 0, counts: {} },
      report.overall.score,
    );
    const summary = /data-testid="summary-norms">(.*?)<\/p>/.exec(out)?.[1];
    expect(decode(summary ?? '')).toBe(
      `Higher than ${expected.percent}% of the 40 people who saved results here since March 2026.`,
    );
    // Near the total: right after it in the summary.
    expect(out.indexOf('data-testid="summary-norms"')).toBeGreaterThan(
      out.indexOf('data-testid="summary-total"'),
    );
    expect(out.indexOf('data-testid="summary-norms"')).toBeLessThan(
      out.indexOf('class="summary-archetype"'),
    );
  });

  it('writes "Higher than X%" beside each family and capability score of the analysis', () => {
    const shown = places(out);
    expect(shown).toHaveLength(FAMILIES.length + CAPABILITIES.length);
    for (const text of shown) expect(text).toMatch(/^Higher than \d{1,3}%$/);
    // Each family's first, then its capabilities, in the analysis's order.
    const first = FAMILIES[0];
    const family = report.families.find((f) => f.family === first?.name);
    const h = norms.norms?.families[first?.name as never];
    expect(shown[0]).toBe(
      `Higher than ${percentileBelow(h as never, family?.score ?? 0).percent}%`,
    );
    // Only in the analysis: the glance chart and the overall results draw no percentile.
    const analysis = out.slice(out.indexOf('id="capability-analysis"'));
    expect(places(analysis)).toHaveLength(shown.length);
    // Read in full by a screen reader.
    expect(out).toContain(
      '<span class="visually-hidden"> of the people who saved results here</span>',
    );
  });

  it('heads the live quality in About This Assessment (its figures load when shown)', () => {
    const about = out.slice(out.indexOf('id="about-this-assessment"'));
    expect(about).toContain(`<h3>${QUALITY_TITLE}</h3>`);
  });
});

describe('the report below the minimum', () => {
  const out = render(testNorms(3, { norms: null, minimum: 200, n: 3 }));

  it('says once when the comparison appears, and places no score', () => {
    expect(textOf(out)).toContain(
      'How you compare with others appears once 200 people have saved results here (3 so far).',
    );
    expect(out.match(/How you compare with others/g)).toHaveLength(1);
    expect(places(out)).toEqual([]);
    expect(out).not.toContain('Higher than');
  });

  it('tells the reader of a shared report nothing of a comparison to come', () => {
    const shared = render(testNorms(3, { norms: null, minimum: 200, n: 3 }), {
      audience: 'shared',
    });
    expect(shared).not.toContain('How you compare');
    expect(textOf(render(testNorms(12), { audience: 'shared' }))).toMatch(/Higher than \d+% of/);
  });
});

describe('the report without norms', () => {
  it('shows no percentile, no sentence and no quality figures', () => {
    const out = render(null);
    expect(out).not.toContain('data-testid="summary-norms"');
    expect(out).not.toContain('Higher than');
    expect(out).not.toContain(QUALITY_TITLE);
  });
});
