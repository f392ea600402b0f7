import { contentEntries, questions, reportTexts, rules } from '@peak/content';
import { CAPABILITIES, invalidResult, isScoredQuestion, scoreAssessment } from '@peak/scoring';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportResults, StoryState } from '../model';
import { type FrameworkText, type ReportTexts, reportTextsFrom } from '../report-texts';
import { STORY_NONE_TEXT, STORY_UNAVAILABLE_TEXT, STORY_WAITING_TEXT } from '../story/use-story';
import { AssessmentReport, type AssessmentReportProps } from './assessment-report';

const SECTION_HEADINGS = [
  'How to Read This Report',
  'Your Overall Results',
  'Prioritization Capabilities',
  'Score Ranges',
  'Your Scores at a Glance',
  'Your Prioritization Story',
  'Capability Analysis',
  'Self vs. System',
  'Sense & Align vs. Activate & Execute',
  'Your Signature Combinations',
  'Next Steps',
  'About This Assessment',
];

const scored = questions.filter(isScoredQuestion);

/** Answers giving each capability the score `scoreOf(capability)` (3-15, three answers summed). */
function answersFor(scoreOf: (capability: string) => number | null) {
  return scored.flatMap((q) => {
    const score = scoreOf(q.capability);
    if (score === null) return [];
    const index = scored.filter((o) => o.capability === q.capability).indexOf(q);
    // Spread the sum over the three answers: e.g. 8 -> 3, 3, 2.
    const doing = Math.floor(score / 3) + (index < score % 3 ? 1 : 0);
    return [{ questionId: q.questionId, doing }];
  });
}

const score = (scoreOf: (capability: string) => number | null): ReportResults =>
  scoreAssessment(answersFor(scoreOf), { questions, rules });

const allFours = score(() => 12);
// Capability k of the fixed family order scores 3 + k: every score differs, the first few are low.
const graded = score((c) => 3 + CAPABILITIES.findIndex((x) => x.name === c));

const fullTexts = (): ReportTexts => reportTextsFrom(contentEntries(reportTexts));
const framework: FrameworkText = { status: 'ready', text: reportTexts.modelOverview };

function render(props: Partial<AssessmentReportProps> = {}) {
  return renderToString(
    <MemoryRouter>
      <AssessmentReport
        results={allFours}
        story={{ status: 'none' }}
        texts={fullTexts()}
        framework={framework}
        {...props}
      />
    </MemoryRouter>,
  );
}

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, ''));

const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, 'g'))].map((m) =>
    textOf(m[1] ?? ''),
  );

describe('AssessmentReport', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('renders one h1 and every section heading, in order', () => {
    const html = render();
    expect(headings(html, 1)).toEqual(['Your Prioritization Report']);
    expect(headings(html, 2)).toEqual(SECTION_HEADINGS);
  });

  it('never skips a heading level', () => {
    const levels = [...render({ results: graded }).matchAll(/<h([1-6])[\s>]/g)].map((m) =>
      Number(m[1]),
    );
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
    }
  });

  it('labels every section by its heading', () => {
    const html = render();
    const labelled = [...html.matchAll(/<section[^>]*aria-labelledby="([^"]+)"/g)].map((m) => m[1]);
    expect(labelled).toHaveLength(SECTION_HEADINGS.length);
    for (const id of labelled) expect(html).toContain(`<h2 id="${id}">`);
  });

  it('shows the total and the maturity band', () => {
    const html = render();
    expect(html).toMatch(/data-testid="report-total"[^>]*>144</);
    expect(html).toMatch(/data-testid="report-maturity"[^>]*>Proficient</);
    const low = render({ results: graded });
    expect(low).toMatch(new RegExp(`data-testid="report-total"[^>]*>${graded.rawOverallScore}<`));
    expect(low).toMatch(new RegExp(`data-testid="report-maturity"[^>]*>${graded.maturityLevel}<`));
  });

  it('orders the capability chart and its table by score, highest first', () => {
    const html = render({ results: graded });
    const expected = [...CAPABILITIES].reverse().map((c) => c.name);
    const chart = [...html.matchAll(/data-capability="([^"]+)"/g)].map((m) => decode(m[1] ?? ''));
    expect(chart).toEqual(expected);
    const table = html.slice(html.indexOf('data-testid="capability-table"'));
    const rows = [...table.matchAll(/<th scope="row">(.*?)<\/th>/g)].map((m) => textOf(m[1] ?? ''));
    expect(rows).toEqual(expected);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Capability scores, highest first: /);
  });

  it('writes fractional scores with one decimal', () => {
    // Two answers of 4 and 3 average 3.5: a score of 10.5.
    const tool = scored.filter((q) => q.capability === 'Tool Fluency').map((q) => q.questionId);
    const answers = answersFor(() => 12)
      .filter((a) => a.questionId !== tool[2])
      .map((a) => (a.questionId === tool[1] ? { ...a, doing: 3 } : a));
    const results = scoreAssessment(answers, { questions, rules });
    expect(results.capabilityScores.find((c) => c.capability === 'Tool Fluency')?.score).toBe(10.5);
    expect(textOf(render({ results }))).toContain('Tool Fluency10.5 / 15');
  });

  it.each<[StoryState, string]>([
    [{ status: 'waiting' }, STORY_WAITING_TEXT],
    [{ status: 'failed', message: 'x' }, STORY_UNAVAILABLE_TEXT],
    [{ status: 'none' }, STORY_NONE_TEXT],
  ])('shows the story state %j', (story, text) => {
    const html = decode(render({ story }));
    expect(html).toContain(text);
    if (story.status === 'waiting') {
      expect(html).toMatch(/role="status" aria-live="polite"><span class="spinner"/);
    }
  });

  it('splits a ready story into paragraphs and notes its label', () => {
    const html = render({
      story: {
        status: 'ready',
        story: 'First part.\n\nSecond part.',
        label: 'Composed without AI.',
      },
    });
    expect(html).toContain('<p>First part.</p><p>Second part.</p>');
    expect(html).toContain('<p class="report-note">Composed without AI.</p>');
    expect(html).not.toContain(STORY_WAITING_TEXT);
  });

  it("shows the family and capability texts chosen by score, and One Action to Try when it's low", () => {
    const texts = fullTexts();
    const html = decode(render({ results: graded, texts }));
    // Clarity of Focus scores 3: low text and its action; Tool Fluency scores 14: high text.
    expect(html).toContain(texts.capabilities['Clarity of Focus']?.low);
    expect(html).toContain(texts.capabilities['Clarity of Focus']?.action);
    expect(html).toContain(texts.capabilities['Tool Fluency']?.high);
    expect(html).not.toContain(texts.capabilities['Tool Fluency']?.action);
    // Scores 3..6 (the first four capabilities) show the action box.
    expect(html.match(/<h5>One Action to Try<\/h5>/g)).toHaveLength(4);
    expect(render()).not.toContain('<h5>One Action to Try</h5>');
  });

  it('shows the fallback when a family overview is missing', () => {
    const texts = fullTexts();
    const family = texts.families['Relational Navigation'];
    if (family) delete family.overview;
    const html = render({ texts });
    expect(html).toContain('[Family overview missing]');
    expect(html.match(/\[Family overview missing\]/g)).toHaveLength(1);
    expect(render()).not.toContain('[Family overview missing]');
  });

  it('notes gently when the answers came very fast', () => {
    const timing = { averageMs: 1234, timedAnswers: 36, lowEffort: true };
    const html = decode(render({ results: { ...allFours, answerTiming: timing } }));
    expect(html).toContain(
      'You moved through the questions quickly (about 1.2 seconds each on average).',
    );
    const calm = { ...timing, averageMs: 9000, lowEffort: false };
    expect(render({ results: { ...allFours, answerTiming: calm } })).not.toContain(
      'low-effort-note',
    );
  });

  it('renders the scores while the texts and framework load', () => {
    const html = render({ texts: null, framework: { status: 'loading' } });
    expect(html).toContain('Loading report texts...');
    expect(html).toContain('Loading framework content...');
    expect(html).toMatch(/data-testid="report-total"[^>]*>144</);
    expect(headings(html, 2)).toEqual(SECTION_HEADINGS);
    expect(html).not.toContain('[Family overview missing]');
  });

  it('says when the framework text is unavailable', () => {
    expect(render({ framework: { status: 'unavailable' } })).toContain(
      'Framework content not available.',
    );
  });

  it('loads its own texts when none are given (loading on the server)', () => {
    const html = renderToString(
      <MemoryRouter>
        <AssessmentReport results={allFours} story={{ status: 'none' }} />
      </MemoryRouter>,
    );
    expect(html).toContain('Loading report texts...');
    expect(html).toContain('Loading framework content...');
  });

  it('shows invalid data in an alert and still renders', () => {
    const html = render({ results: invalidResult() });
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain('Error: Invalid response data');
    expect(headings(html, 2)).toEqual(SECTION_HEADINGS);
  });

  it('says when a capability was not measured', () => {
    const results = score((c) => (c === 'Tool Fluency' ? null : 12));
    expect(results.missingCapabilities).toEqual(['Tool Fluency']);
    const html = textOf(render({ results }));
    expect(html).toContain('Not measured: no answers were recorded for this capability.');
  });

  it('shows the patterns and the archetype, or why there is none', () => {
    const html = decode(render());
    expect(html).toContain('Notable Patterns');
    expect(html).toContain('The Balanced Prioritizer');
    const low = decode(render({ results: score(() => 6) }));
    expect(low).toMatch(/class="badge pattern-(strength|growth)"/);
    expect(low).toContain('Signature archetypes are identified from a total score of 100 upward');
  });

  it('links the free review to the contact page, or to the configured form in a new tab', () => {
    expect(render()).toMatch(/<a[^>]*href="\/contact"[^>]*>Book a free 15-minute review</);
    vi.stubEnv('VITE_REVIEW_FORM_URL', 'https://forms.example/review');
    const html = render();
    expect(html).toMatch(
      /<a target="_blank" rel="noopener noreferrer"[^>]*href="https:\/\/forms.example\/review">Book a free 15-minute review/,
    );
  });

  it('places the actions under the title and the footer at the very end', () => {
    const html = render({
      subtitle: 'Saved on 21 November 2026 at 10:04',
      actions: <button type="button">Back to Profile</button>,
      footer: <button type="button">Save Results to My Account</button>,
    });
    expect(html.indexOf('Saved on 21 November 2026')).toBeGreaterThan(html.indexOf('<h1'));
    expect(html.indexOf('Back to Profile')).toBeLessThan(html.indexOf('How to Read This Report'));
    expect(html.indexOf('Save Results to My Account')).toBeGreaterThan(
      html.indexOf('About This Assessment'),
    );
  });
});
