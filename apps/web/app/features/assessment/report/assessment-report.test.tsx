import { contentEntries, questions, reportTexts, rules } from '@peak/content';
import bundledSettings from '@peak/content/data/site-settings.json';
import {
  BAND_LABELS,
  CAPABILITIES,
  FAMILIES,
  invalidResult,
  isScoredQuestion,
  type RoleId,
  scoreAssessment,
} from '@peak/scoring';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterNavigation } from '../../../lib/router-navigation';
import { SiteSettingsProvider } from '../../../lib/site-settings';
import { type ReportResults, reportOf, type StoryState } from '../model';
import { type FrameworkText, type ReportTexts, reportTextsFrom } from '../report-texts';
import { STORY_NONE_TEXT, STORY_UNAVAILABLE_TEXT, STORY_WAITING_TEXT } from '../story/use-story';
import { AssessmentReport, type AssessmentReportProps } from './assessment-report';
import { afterFirstSentence, firstSentence } from './format';

const SECTION_HEADINGS = [
  'Your Results in Brief',
  'Contents',
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

interface Answer {
  questionId: string;
  doing: number | null;
}

/**
 * Answers giving each capability the score `scoreOf(capability)` (3-15, three answers summed); the
 * questions in `notApplicable` are answered "This does not happen in my role" (null).
 */
function answersFor(
  scoreOf: (capability: string) => number | null,
  notApplicable: readonly string[] = [],
): Answer[] {
  return scored.flatMap((q): Answer[] => {
    const score = scoreOf(q.capability);
    if (score === null) return [];
    if (notApplicable.includes(q.questionId)) return [{ questionId: q.questionId, doing: null }];
    const index = scored.filter((o) => o.capability === q.capability).indexOf(q);
    // Spread the sum over the three answers: e.g. 8 -> 3, 3, 2.
    const doing = Math.floor(score / 3) + (index < score % 3 ? 1 : 0);
    return [{ questionId: q.questionId, doing }];
  });
}

interface Answering {
  role?: RoleId;
  durationsMs?: number[];
  notApplicable?: string[];
}

const score = (
  scoreOf: (capability: string) => number | null,
  answering: Answering = {},
): ReportResults =>
  scoreAssessment(answersFor(scoreOf, answering.notApplicable), {
    questions,
    rules,
    context: answering.role ? { role: answering.role } : undefined,
    durationsMs: answering.durationsMs,
  });

const allFours = score(() => 12);
// Capability k of the fixed family order scores 3 + k: every score differs, the first few are low.
// Clarity of Focus 3 ... Cultural Reinforcement 10, Tradeoff Intelligence 11 ... Tool Fluency 14.
const graded = score((c) => 3 + CAPABILITIES.findIndex((x) => x.name === c));

const fullTexts = (): ReportTexts => reportTextsFrom(contentEntries(reportTexts));
const framework: FrameworkText = { status: 'ready', text: reportTexts.modelOverview };

function render(props: Partial<AssessmentReportProps> = {}) {
  return renderToString(
    <MemoryRouter>
      <RouterNavigation>
        <AssessmentReport
          results={allFours}
          story={{ status: 'none' }}
          texts={fullTexts()}
          framework={framework}
          {...props}
        />
      </RouterNavigation>
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

/** The HTML of the element carrying `attribute="value"`, through its matching closing tag. */
function element(html: string, attribute: string, value: string): string {
  const at = html.indexOf(`${attribute}="${value}"`);
  if (at < 0) throw new Error(`no element with ${attribute}=${value}`);
  const start = html.lastIndexOf('<', at);
  const tag = /^<([a-z0-9]+)/.exec(html.slice(start))?.[1] ?? '';
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, html.indexOf('>', m.index) + 1);
  }
  throw new Error(`unclosed ${tag}`);
}

const capabilityArticle = (html: string, name: string) =>
  element(html, 'data-capability-detail', name);

/** The HTML under the h2 `title`, up to the next h2. */
function section(html: string, title: string): string {
  const at = html.indexOf(`>${title}</h2>`);
  if (at < 0) throw new Error(`no section ${title}`);
  const next = html.indexOf('<h2', at);
  return html.slice(at, next < 0 ? undefined : next);
}

/** The text a sighted reader sees: without the "out of 15" spoken to screen readers. */
const visible = (html: string) =>
  textOf(html.replace(/<!-- -->/g, '').replace(/<span class="visually-hidden">[^<]*<\/span>/g, ''));

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
    // Every heading but the table of contents' (a nav) labels a section.
    expect(labelled).toHaveLength(SECTION_HEADINGS.length - 1);
    for (const id of labelled) expect(html).toContain(`<h2 id="${id}">`);
  });

  it('shows the total and the maturity band', () => {
    const html = render();
    expect(html).toMatch(/data-testid="report-total"[^>]*>144</);
    expect(html).toMatch(/data-testid="report-maturity"[^>]*><span class="[^"]*band-proficient"/);
    expect(html).toMatch(/data-testid="summary-total"><strong>144</);
    const low = render({ results: graded });
    expect(low).toMatch(new RegExp(`data-testid="report-total"[^>]*>${graded.rawOverallScore}<`));
    expect(textOf(section(low, 'Your Overall Results'))).toContain(
      `Maturity level${graded.maturityLevel}`,
    );
  });

  it("groups the radar and its table by family, in the families' order and colours", () => {
    const html = decode(render({ results: graded }));
    const expected = FAMILIES.flatMap((f) => f.capabilities);
    const table = html.slice(html.indexOf('data-testid="capability-table"'));
    const rows = [...table.matchAll(/<th scope="row">(.*?)<\/th>/g)].map((m) => textOf(m[1] ?? ''));
    expect(rows).toEqual(expected);
    const radar =
      /<svg[^>]*aria-label="Radar of the 12 capabilities grouped by family: ([^"]*)"/.exec(html);
    const label = radar?.[1] ?? '';
    const positions = expected.map((name) => label.indexOf(`${name} `));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const f of FAMILIES) expect(html).toContain(`fill="${f.colour}"`);
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

  it("shows a ready story's first paragraph, the rest one tap away, and notes its label", () => {
    const html = render({
      story: {
        status: 'ready',
        story: 'First part.\n\nSecond part.',
        label: 'Composed without AI.',
      },
    });
    expect(html).toContain(
      '<p>First part.</p><details class="read-more"><summary>Read the whole story</summary><p>Second part.</p></details>',
    );
    expect(html).toContain('<p class="report-note">Composed without AI.</p>');
    expect(html).not.toContain(STORY_WAITING_TEXT);
  });

  it('shows for every capability and family the text written for its band, under its badge', () => {
    const texts = fullTexts();
    const html = decode(render({ results: graded, texts }));
    const report = reportOf(graded);
    for (const c of report.capabilities) {
      const article = capabilityArticle(html, c.capability);
      const t = texts.capabilities[c.capability];
      const written = t?.bands[c.band] ?? '';
      expect(written).not.toBe('');
      const badge = article.search(new RegExp(`band-${c.band.toLowerCase()}"[^>]*>${c.band}<`));
      expect(badge).toBeGreaterThan(0);
      // One sentence under the badge; the rest one tap away, under Read more.
      const shown = firstSentence(written);
      expect(article.indexOf(`<p class="band-text">${shown}</p>`)).toBeGreaterThan(badge);
      const more = article.slice(article.indexOf('<details class="read-more">'));
      expect(textOf(more)).toContain(afterFirstSentence(written).slice(0, 40));
      for (const other of BAND_LABELS.filter((b) => b !== c.band)) {
        expect(article).not.toContain(t?.bands[other]);
      }
    }
    for (const f of report.families) {
      expect(html).toContain(firstSentence(texts.families[f.family]?.bands[f.band]));
    }
    // Tradeoff Intelligence scores 11: the Proficient badge above the Proficient text.
    const tradeoff = capabilityArticle(html, 'Tradeoff Intelligence');
    expect(visible(tradeoff)).toContain('11 / 15 Proficient');
    expect(tradeoff).toContain(
      firstSentence(texts.capabilities['Tradeoff Intelligence']?.bands.Proficient),
    );
    expect(tradeoff).not.toContain('on the edge of');
  });

  it('says "on the edge of" the next band within one point of it', () => {
    const html = decode(render({ results: graded }));
    // Cultural Reinforcement scores 10: Developing, on the edge of Proficient.
    expect(visible(capabilityArticle(html, 'Cultural Reinforcement'))).toContain(
      '10 / 15 Developing (on the edge of Proficient)',
    );
    expect(textOf(capabilityArticle(html, 'Clarity of Focus'))).not.toContain('on the edge of');

    // All tens and two elevens: a total of 122, within a point of Proficient (from 122.4).
    const near = score((c) => (c === 'Clarity of Focus' || c === 'Tool Fluency' ? 11 : 10));
    expect(reportOf(near).overall).toMatchObject({
      score: 122,
      band: 'Developing',
      edge: 'Proficient',
    });
    const nearHtml = decode(render({ results: near }));
    expect(textOf(section(nearHtml, 'Your Overall Results'))).toContain(
      'Maturity levelDeveloping(on the edge of Proficient)',
    );
    // Families at 30 are Developing, on the edge of Proficient (from 30.6).
    const analysis = visible(section(nearHtml, 'Capability Analysis'));
    expect(analysis).toContain('Motivational Activation');
    expect(analysis).toContain('31 / 45 Proficient');
    expect(analysis).toContain('30 / 45 Developing (on the edge of Proficient)');
    // All elevens: Proficient, more than a point from Expert (12.6) and from 122.4 ... 151.2.
    const elevens = render({ results: score(() => 11) });
    expect(elevens).not.toContain('class="band-edge"');
    expect(elevens).not.toContain('class="overall-edge"');
  });

  it("adds the overall level's paragraph to Your Overall Results", () => {
    const texts = fullTexts();
    const overall = decode(section(render({ results: graded, texts }), 'Your Overall Results'));
    // Its first sentence, and the rest under Read more.
    const words = (text: string) => textOf(text).replace(/\s+/g, '');
    expect(words(overall)).toContain(words(afterFirstSentence(texts.overall.Developing)));
    expect(overall).toContain(
      `<p class="lead-sentence">${firstSentence(texts.overall.Developing)}</p>`,
    );
    expect(overall).not.toContain(firstSentence(texts.overall.Proficient));
    expect(decode(render({ texts }))).toContain(firstSentence(texts.overall.Proficient));
  });

  it('shows each practice once: in the plan, with the capability pointing to its step', () => {
    const texts = fullTexts();
    const html = decode(render({ results: graded, texts }));
    const report = reportOf(graded);
    expect(textOf(section(html, 'Your Overall Results'))).toContain(
      'and 2 more at Starting or Emerging',
    );
    const steps = [report.plan.start, ...report.plan.next].filter((s) => s !== null);
    expect(steps.length).toBeGreaterThan(0);
    for (const [i, step] of steps.entries()) {
      const article = textOf(capabilityArticle(html, step.capability));
      expect(article).toContain(`In your plan: ${i === 0 ? 'Start here' : `step ${i + 1}`}`);
      const practice = texts.capabilities[step.capability]?.action ?? '-';
      expect(article).not.toContain(practice);
      // Once in Next Steps (Start here also leads the summary, by name and practice).
      expect(textOf(section(html, 'Next Steps')).split(practice).length - 1).toBe(1);
    }
    expect(capabilityArticle(html, 'Tool Fluency')).not.toContain('In your plan');
  });

  it("words One Action to Try for the reader's role, and names the role at the top", () => {
    const texts = fullTexts();
    const rhythm = texts.capabilities['Rhythm & Ritual'];
    const low = (c: string) => (c === 'Rhythm & Ritual' ? 4 : 12);
    const manager = decode(render({ results: score(low, { role: 'manager' }), texts }));
    expect(rhythm?.actionByRole.manager).toBeTruthy();
    expect(textOf(section(manager, 'Next Steps'))).toContain(rhythm?.actionByRole.manager);
    expect(manager).not.toContain(rhythm?.action);
    expect(textOf(manager)).toContain('Answered as: Team lead or manager');
    expect(manager.indexOf('Answered as:')).toBeLessThan(
      manager.indexOf('How to Read This Report'),
    );

    const anyone = decode(render({ results: score(low), texts }));
    expect(textOf(section(anyone, 'Next Steps'))).toContain(rhythm?.action);
    expect(anyone).not.toContain('Answered as:');
  });

  it('notes a capability scored from fewer answers because a question did not apply', () => {
    const results = score(() => 12, { notApplicable: ['rr_v2_3'] });
    expect(reportOf(results).reducedAnswers).toEqual([
      { capability: 'Rhythm & Ritual', answered: 2 },
    ]);
    const html = decode(render({ results }));
    expect(textOf(capabilityArticle(html, 'Rhythm & Ritual'))).toContain(
      'Based on 2 of 3 answers: one question did not apply to your role.',
    );
    expect(html.match(/Based on \d of 3 answers/g)).toHaveLength(1);
  });

  it('lists the strengths best first and the growth areas lowest first', () => {
    const overall = visible(section(render({ results: graded }), 'Your Overall Results'));
    const strengths = overall.slice(
      overall.indexOf('Your Strengths'),
      overall.indexOf('Your Growth Areas'),
    );
    // Names and bands only: the scores are drawn at a glance and in the analysis.
    expect(strengths).toMatch(
      /Tool FluencyExpert.*Process DisciplineExpert.*Rhythm & RitualProficient/,
    );
    const growth = overall.slice(overall.indexOf('Your Growth Areas'));
    expect(growth).toMatch(
      /Clarity of FocusStarting.*Avoidance & ActivationStarting.*Outcome ReflectionStarting/,
    );
    const all6 = textOf(section(render({ results: score(() => 6) }), 'Your Overall Results'));
    expect(all6).toContain('None of your capabilities is at Proficient or Expert yet.');
  });

  it('gives both verdicts from the report and states the threshold for balanced', () => {
    const texts = fullTexts();
    const html = decode(render({ results: graded, texts }));
    const report = reportOf(graded);
    for (const [title, comparison, verdicts] of [
      ['Self vs. System', report.selfVsSystem, texts.selfVsSystem],
      ['Sense & Align vs. Activate & Execute', report.senseVsActivate, texts.senseVsActivate],
    ] as const) {
      const part = section(html, title);
      expect(part).toContain(`Verdict: <strong>${comparison.verdict}</strong>`);
      expect(comparison.textKey).toMatch(
        new RegExp(`^${comparison.verdict}/(${comparison.level}|slight)$`),
      );
      expect(part).toContain(firstSentence(verdicts[comparison.textKey]));
      expect(textOf(part).replace(/\s+/g, '')).toContain(
        afterFirstSentence(verdicts[comparison.textKey]).replace(/\s+/g, ''),
      );
      expect(textOf(part)).toContain(
        `${comparison.sizeSentence} A difference of 5 points or less is called balanced.`,
      );
    }
    expect(textOf(section(decode(render()), 'Self vs. System'))).toContain('Verdict: Balanced');
  });

  it('shows each pattern as a card: label, why, more, a question and its capabilities, and no action', () => {
    const html = decode(render({ results: graded }));
    const report = reportOf(graded);
    expect(report.patterns.length).toBeGreaterThan(0);
    for (const p of report.patterns) {
      const card = element(html, 'data-rule', p.ruleId);
      expect(card).toContain(`<h4>${p.name}</h4>`);
      expect(card).toContain(`>${p.label}</span>`);
      expect(card).toContain(`<p class="lead-sentence">${firstSentence(p.narrative)}</p>`);
      expect(textOf(card).replace(/\s+/g, '')).toContain(
        afterFirstSentence(p.narrative).replace(/\s+/g, ''),
      );
      expect(textOf(card)).toContain(`Why it matters: ${p.why}`);
      expect(card).toMatch(/<details class="pattern-more"><summary>Read more/);
      expect(card).toContain(p.expandedNarrative);
      // The plan is the one place for actions: a card repeats none.
      for (const action of p.actions) expect(card).not.toContain(action);
      expect(textOf(card)).toContain(`Ask yourself: ${p.reflection}`);
      expect(card).not.toContain('Triggered by');
    }
    // The headline is a Growth Area that works on the low capabilities; a Strength card builds on
    // the high ones.
    const [headline] = report.patterns;
    if (!headline) throw new Error('no pattern shown');
    const card = textOf(element(html, 'data-rule', headline.ruleId));
    expect(card).toContain('Growth Area');
    expect(card).toContain(`Work on:${headline.workOn.join(', ')}`);
    expect(headline.workOn).toContain('Clarity of Focus');
    const strength = report.patterns.find((p) => p.label === 'Strength');
    if (!strength) throw new Error('no Strength card shown');
    expect(textOf(element(html, 'data-rule', strength.ruleId))).toContain(
      `Builds on:${strength.buildsOn.join(', ')}`,
    );
    // A Strength card builds on strengths only, never on what the plan asks to work on.
    for (const name of strength.buildsOn)
      expect(
        report.strengths.length > 0 &&
          report.capabilities.find((c) => c.capability === name)?.standing,
      ).toBe('strength');
  });

  it('shows the archetype with its label, or the note on why there is none', () => {
    const html = decode(render());
    const report = reportOf(allFours);
    const archetype = report.archetype;
    if (!archetype) throw new Error('no archetype at 144');
    const card = element(html, 'data-rule', archetype.ruleId);
    expect(card).toContain(`<h4>${archetype.name}</h4>`);
    expect(textOf(card)).toContain(archetype.label);
    expect(card).toContain(archetype.narrative);
    expect(textOf(card)).toContain(`Ask yourself: ${archetype.reflection}`);
    expect(html).not.toContain('data-testid="archetype-note"');

    const low = score(() => 6);
    expect(low.rawOverallScore).toBeLessThan(100);
    const note = reportOf(low).archetypeNote ?? '';
    expect(note).toContain('appears once your total reaches 100; yours is 72 today');
    expect(decode(render({ results: low }))).toContain(
      `<p class="muted" data-testid="archetype-note">${note}</p>`,
    );
  });

  it('starts Next Steps with the plan: Start here with week two, its sign and why, then at most two more steps', () => {
    const texts = fullTexts();
    const html = decode(render({ results: graded, texts }));
    const part = section(html, 'Next Steps');
    const report = reportOf(graded);
    const start = report.plan.start;
    if (!start) throw new Error('no plan');
    const t = texts.capabilities[start.capability];
    const first = textOf(element(part, 'data-testid', 'first-action'));
    expect(first).toContain(`Start here: ${start.capability}`);
    expect(first).toContain(`This week: ${t?.action}`);
    expect(first).toContain(`Week two: ${t?.weekTwo}`);
    if (t?.signal) expect(first).toContain(`How you will know: ${t.signal}`);
    expect(first).toContain(`Why here: ${start.because}`);
    const steps = [...part.matchAll(/<li>(.*?)<\/li>/g)].map((m) => textOf(m[1] ?? ''));
    expect(steps).toHaveLength(report.plan.next.length);
    expect(report.plan.next.length).toBeLessThanOrEqual(2);
    for (const [i, step] of report.plan.next.entries())
      expect(steps[i]).toContain(
        `${step.capability}: ${texts.capabilities[step.capability]?.action}`,
      );
    expect(part.indexOf(texts.nextStepsClosing ?? '-')).toBeGreaterThan(part.indexOf('</ol>'));

    const none = {
      ...allFours,
      report: { ...reportOf(allFours), plan: { start: null, next: [], retakeAfterDays: 90 } },
    };
    const closingOnly = section(decode(render({ results: none, texts })), 'Next Steps');
    expect(closingOnly).not.toContain('<ol');
    expect(closingOnly).toContain(texts.nextStepsClosing);
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

  it('notes gently when the answers look hurried, with its reasons', () => {
    const hurried = score((c) => 3 + CAPABILITIES.findIndex((x) => x.name === c), {
      durationsMs: scored.map(() => 900),
    });
    const effort = reportOf(hurried).effort;
    expect(effort?.lowEffort).toBe(true);
    const html = decode(render({ results: hurried }));
    const note = textOf(element(html, 'data-testid', 'low-effort-note'));
    expect(note).toContain('Some answers may not reflect your usual habits:');
    expect(note).toContain(
      'Many answers came faster than reading time: half of them took less than a second.',
    );
    expect(note).toContain(
      'The report is still yours; retaking it when you have a quiet quarter hour may give a clearer picture.',
    );
    expect(html.indexOf('low-effort-note')).toBeLessThan(html.indexOf('How to Read This Report'));

    // Every answer on the same option is flagged too; calm, varied answers are not.
    const same = reportOf(allFours).effort?.reasons.find((r) => r.code === 'same-option');
    expect(same?.message).toMatch(/^3\d of your 36 answers chose the same option in the list\.$/);
    expect(textOf(render())).toContain(same?.message);
    const calm = score((c) => 3 + CAPABILITIES.findIndex((x) => x.name === c), {
      durationsMs: scored.map(() => 9000),
    });
    expect(render({ results: calm })).not.toContain('low-effort-note');
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

  it("links the free review to the contact page, or to the settings' booking link in a new tab", () => {
    expect(render()).toMatch(/<a[^>]*href="\/contact"[^>]*>Book a free 15-minute review</);
    const settings = { ...bundledSettings, reviewBookingUrl: 'https://forms.example/review' };
    const html = renderToString(
      <SiteSettingsProvider initial={settings}>
        <MemoryRouter>
          <RouterNavigation>
            <AssessmentReport results={allFours} story={{ status: 'none' }} texts={fullTexts()} />
          </RouterNavigation>
        </MemoryRouter>
      </SiteSettingsProvider>,
    );
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

// A shared report is read by someone else: the page's own words speak about the person (by the
// first name the link carries, or neutrally), never to the reader as its owner, and its next
// steps invite the reader to their own assessment instead of a review of "your report".
describe('AssessmentReport in the shared voice', () => {
  const shared = (firstName?: string) =>
    decode(
      render({
        results: graded,
        story: { status: 'ready', story: 'First paragraph.\n\nSecond paragraph.' },
        voice: { audience: 'shared', firstName },
      }),
    );
  /**
   * What the page says in its own words: headings, labels and links, less the engine's names of
   * patterns (written to "you", like all its texts: the shared page says so at the top).
   */
  const patternNames = new Set(reportOf(graded).patterns.map((p) => p.name));
  const ownWords = (html: string) =>
    [
      ...headings(html, 1),
      ...headings(html, 2),
      ...headings(html, 3),
      ...[...html.matchAll(/<(?:dt|strong|h5|a)[^>]*>([^<]*)</g)].map((m) => m[1] ?? ''),
    ].filter((words) => !patternNames.has(words));

  it('names the person in the title, the summary and the story, and neutral headings elsewhere', () => {
    const html = shared('Ada');
    expect(headings(html, 1)).toEqual(["Ada's Prioritization Report"]);
    expect(headings(html, 2)).toEqual([
      "Ada's Results in Brief",
      'Contents',
      'How to Read This Report',
      'Overall Results',
      'Prioritization Capabilities',
      'Score Ranges',
      'Scores at a Glance',
      "Ada's Prioritization Story",
      'Capability Analysis',
      'Self vs. System',
      'Sense & Align vs. Activate & Execute',
      'Signature Combinations',
      'Next Steps',
      'About This Assessment',
    ]);
    expect(headings(html, 3)).toContain('Strengths');
    expect(headings(html, 3)).toContain('Growth Areas');
    expect(headings(html, 3)).toContain('The four families, out of 45');
    expect(textOf(html)).toContain("Written for Ada from Ada's answers.");
    expect(textOf(html)).toContain('The steps the report suggests to Ada.');
  });

  it('speaks neutrally without a name, and never says "your" in its own words', () => {
    for (const html of [shared(), shared('Ada')]) {
      // The invitation alone speaks to the reader, about the reader's own assessment.
      const invite = element(html, 'data-testid', 'take-your-own');
      expect(textOf(invite)).toContain('How do you prioritize?');
      for (const words of ownWords(html.replace(invite, '')))
        expect(words).not.toMatch(/\byour\b|\byou\b/i);
      expect(textOf(html)).not.toContain('Your profile');
    }
    const html = shared();
    expect(headings(html, 1)).toEqual(['This Prioritization Report']);
    expect(headings(html, 2)[0]).toBe('Results in Brief');
    expect(headings(html, 2)).toContain('Their Prioritization Story');
    expect(textOf(html)).toContain(
      'Written for the person who took the assessment, from their answers.',
    );
  });

  it('keeps the owner’s anchors, so the contents and the summary’s links still land', () => {
    const html = shared('Ada');
    for (const id of ['your-overall-results', 'your-signature-combinations', 'next-steps'])
      expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(/<a href="#your-overall-results">Overall Results<\/a>/);
    expect(html).toMatch(/<a href="#next-steps">See Next Steps<\/a>/);
  });

  it('names the first step without the owner’s instructions in the summary', () => {
    const html = shared('Ada');
    const summary = section(html, "Ada's Results in Brief");
    expect(textOf(summary)).toContain("Ada's first step");
    expect(textOf(summary)).not.toContain('Your plan');
    const report = reportOf(graded);
    expect(textOf(summary)).not.toContain(fullTexts().capabilities['Clarity of Focus']?.action);
    expect(report.plan.start).not.toBeNull();
  });

  it('invites the reader to take the assessment, and offers no review, retake note or save', () => {
    const texts = fullTexts();
    const html = shared('Ada');
    const steps = section(html, 'Next Steps');
    expect(steps).toMatch(/<a[^>]*href="\/assessment\/take"[^>]*>Take the assessment yourself</);
    expect(textOf(steps)).toContain("Ada's first step: Clarity of Focus");
    expect(html).not.toContain('Book a free 15-minute review');
    expect(steps).not.toContain(texts.nextStepsClosing);
    expect(textOf(html)).not.toMatch(/Save Results|Sign in to Save/);
  });

  it('says a story was not saved rather than promising one', () => {
    const html = decode(
      render({ results: graded, story: { status: 'none' }, voice: { audience: 'shared' } }),
    );
    const story = section(html, 'Their Prioritization Story');
    expect(textOf(story)).toContain('No story was saved with this report.');
    expect(story).not.toContain(STORY_NONE_TEXT);
    expect(story).not.toContain('Written for');
  });

  it('words the careless-answering note about the person', () => {
    const hurried = score(() => 9, { durationsMs: scored.map(() => 500) });
    const html = decode(
      render({ results: hurried, voice: { audience: 'shared', firstName: 'Ada' } }),
    );
    const note = textOf(element(html, 'data-testid', 'low-effort-note'));
    expect(note).toContain("Some answers may not reflect Ada's usual habits:");
    expect(note).toContain('The scores are shown as they were given.');
    expect(note).not.toContain('The report is still yours');
  });
});
