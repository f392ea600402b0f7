import type { PdfBlock } from '@peak/report-pdf';
import { blockText } from '@peak/report-pdf';
import { loadPdfEngine } from '@peak/report-pdf/engine';
import { LETTER, PAGE_BOTTOM, PAGE_MARGIN, pdfText } from '@peak/report-pdf/pdfkit';
import { EFFORT_NOTE_TITLE, START_HERE } from '@peak/report-pdf/report';
import {
  allText,
  type Drawn,
  drawnPdf,
  extractText,
  pageCountOf,
  span,
  structureOf,
  type Tagged,
} from '@peak/report-pdf/test-kit';
import { BAND_LABELS, FAMILIES } from '@peak/scoring';
import { beforeAll, describe, expect, it } from 'vitest';
import { bandSwatch, familySwatch } from '../../../lib/palette';
import { BRAND_NAME } from '../../../lib/pdf/brand';
import { reportOf } from '../model';
import { effortNoteText, listWithMore } from '../report/format';
import { savedReportFor, testReportTexts } from '../test-report';
import { buildReportPdf, PDF_TITLE, PDF_TITLE_UNNAMED, pdfContent, SECTION } from './pdf';

const reportTexts = testReportTexts();
const textOf = (blocks: readonly PdfBlock[]) => blocks.flatMap(blockText);
const headings = (blocks: readonly PdfBlock[]) =>
  blocks.flatMap((b) => (b.kind === 'heading' ? [b.text] : []));
/** The blocks after the heading `title`, up to the next heading. */
const under = (blocks: readonly PdfBlock[], title: string) => {
  const start = blocks.findIndex((b) => b.kind === 'heading' && b.text === title);
  if (start < 0) return [];
  const end = blocks.findIndex((b, i) => i > start && b.kind === 'heading');
  return blocks.slice(start + 1, end < 0 ? undefined : end);
};
const ofKind = <K extends PdfBlock['kind']>(blocks: readonly PdfBlock[], kind: K) =>
  blocks.filter((b): b is Extract<PdfBlock, { kind: K }> => b.kind === kind);
const hurried = { durationsMs: Array(36).fill(700) };
const longStory = Array.from(
  { length: 12 },
  (_, i) =>
    `Paragraph ${i + 1}. ${'You protect focus time and say no to work that does not fit. '.repeat(8)}`,
).join('\n\n');

// Answers 1-5 in turn, as a manager: every band appears and the report names the role.
const saved = savedReportFor(
  (i) => (i % 5) + 1,
  { story: 'First paragraph.\n\nSecond one.' },
  { role: 'manager' },
);
const report = reportOf(saved);
const blocks = pdfContent(saved, { timeZone: 'UTC', texts: reportTexts });
const all = textOf(blocks);

describe('pdfContent: the order', () => {
  it('reads cover, summary, chart, story, strengths, next steps, patterns, archetype, detail, balance, numbers', () => {
    expect(blocks[0]?.kind).toBe('cover');
    expect(blocks[1]).toEqual({ kind: 'heading', text: SECTION.summary });
    expect(headings(blocks)).toEqual([
      SECTION.summary,
      SECTION.chart,
      SECTION.story,
      SECTION.standing,
      SECTION.nextSteps,
      SECTION.patterns,
      SECTION.archetype,
      SECTION.detail,
      SECTION.balance,
      SECTION.numbers,
    ]);
    // The chart starts a page of its own, right after the summary.
    const chartAt = blocks.findIndex((b) => b.kind === 'chart');
    expect(under(blocks, SECTION.chart).some((b) => b.kind === 'chart')).toBe(true);
    expect(blocks.findIndex((b) => b.kind === 'page-break')).toBeLessThan(chartAt);
    expect(ofKind(blocks, 'chart')).toHaveLength(1);
  });

  it('places the careless-answering note calmly after the summary, never first', () => {
    const withNote = pdfContent(
      savedReportFor((i) => (i % 5) + 1, {}, hurried),
      {
        texts: reportTexts,
      },
    );
    const note = effortNoteText(reportOf(savedReportFor((i) => (i % 5) + 1, {}, hurried)).effort);
    expect(note).toBeTruthy();
    const withText = withNote.filter((b) => blockText(b).length > 0);
    const at = withText.findIndex((b) => b.kind === 'box' && b.title === EFFORT_NOTE_TITLE);
    expect(at).toBeGreaterThan(1);
    expect(textOf(withText.slice(0, 2)).some((t) => t.includes('may not reflect'))).toBe(false);
    // After everything else of the summary (the first action included), before the chart.
    const summary = under(withNote, SECTION.summary).filter((b) => b.kind !== 'page-break');
    expect(summary.at(-1)).toEqual({
      kind: 'box',
      tone: 'note',
      title: EFFORT_NOTE_TITLE,
      lines: [{ text: note }],
    });
    expect(summary.findIndex((b) => b.kind === 'box' && b.tone === 'action')).toBeLessThan(
      summary.length - 1,
    );
    expect(all.some((t) => t.includes('may not reflect'))).toBe(false);
  });
});

describe('pdfContent: the cover', () => {
  it('names the brand, the title, the person, the completion date, the total and its band', () => {
    expect(blocks[0]).toEqual({
      kind: 'cover',
      brand: BRAND_NAME,
      title: PDF_TITLE,
      name: 'Ada Lovelace',
      date: 'Completed November 21, 2026',
      role: 'Answered as: Team lead or manager',
      score: `${report.overall.score} / 180`,
      badge: expect.objectContaining({
        text: report.overall.band,
        fill: bandSwatch(report.overall.band).base,
      }),
      note: report.overall.edge ? `on the edge of ${report.overall.edge}` : null,
    });
    expect(BRAND_NAME).toBe('Peak Partners');
    expect(PDF_TITLE).toBe('Your Prioritization Report');
  });

  it('says "Prioritization Report" without a name when there is none', () => {
    const { userName: _none, ...results } = saved;
    const [cover] = pdfContent({ ...results, userName: '  ' });
    expect(cover).toMatchObject({ kind: 'cover', title: PDF_TITLE_UNNAMED, name: null });
    const [unnamed] = pdfContent(results);
    expect(unnamed).toMatchObject({ title: 'Prioritization Report', name: null });
  });
});

describe('pdfContent: the summary', () => {
  const summary = under(blocks, SECTION.summary);
  const lead = (name: string) => ofKind(summary, 'text').find((b) => b.lead === `${name}: `)?.text;

  it('gives the total of 180 and its band, and the four families', () => {
    expect(summary[0]).toMatchObject({
      kind: 'score',
      label: 'Total score',
      score: `${report.overall.score} / 180`,
      badge: { text: report.overall.band },
      large: true,
    });
    const families = ofKind(summary, 'score').slice(1);
    expect(families.map((f) => [f.label, f.score, f.badge.text, f.swatch])).toEqual(
      report.families.map((f) => [
        f.family,
        `${f.score} / 45`,
        f.band,
        familySwatch(f.family).base,
      ]),
    );
  });

  it('names the strengths and growth areas with how many more', () => {
    expect(lead('Strengths')).toBe(
      report.strengths.length
        ? `${listWithMore(report.strengths, report.moreStrengths)}.`
        : 'None of your capabilities is at Proficient or Expert yet.',
    );
    expect(lead('Growth areas')).toBe(
      `${listWithMore(report.growthAreas, report.moreGrowthAreas)}.`,
    );
    const low = reportOf(savedReportFor(() => 2));
    expect(low.moreGrowthAreas).toBeGreaterThan(0);
    const lowSummary = under(pdfContent(savedReportFor(() => 2)), SECTION.summary);
    expect(textOf(lowSummary)).toContain(
      `Growth areas: ${low.growthAreas.join(', ').replace(/, ([^,]*)$/, ' and $1')}, and ${low.moreGrowthAreas} more.`,
    );
  });

  it('gives the headline with its label and narrative', () => {
    const headline = [...report.patterns, report.archetype].find(
      (card) => card?.ruleId === report.headline,
    );
    if (!headline) throw new Error('no headline');
    expect(lead('Headline pattern')).toBe(
      `${headline.name} (${headline.label}). ${headline.narrative.replace(/\s+/g, ' ').trim()}`,
    );
  });

  it('gives Start here worded for the role, its week two, its sign and why', () => {
    const first = report.plan.start;
    if (!first) throw new Error('no plan');
    const t = reportTexts.capabilities[first.capability];
    expect(t?.weekTwo).toBeTruthy();
    const lines = [
      { lead: 'This week: ', text: t?.actionByRole.manager ?? t?.action },
      { lead: 'Week two: ', text: t?.weekTwo },
      ...(t?.signal ? [{ lead: 'How you will know: ', text: t.signal }] : []),
      { lead: 'Why here: ', text: first.because },
    ];
    expect(ofKind(summary, 'box').find((b) => b.tone === 'action')).toEqual({
      kind: 'box',
      tone: 'action',
      title: `${START_HERE}: ${first.capability}`,
      lines,
    });
  });

  it('stretches a strong habit when nothing is a growth area', () => {
    const high = savedReportFor(() => 5);
    const first = reportOf(high).plan.start;
    if (first?.tier !== 'stretch') throw new Error('no stretch step');
    const t = reportTexts.capabilities[first.capability];
    const box = ofKind(
      under(pdfContent(high, { texts: reportTexts }), SECTION.summary),
      'box',
    ).find((b) => b.tone === 'action');
    expect(box).toMatchObject({ title: `${START_HERE}: ${first.capability}` });
    expect(JSON.stringify(box)).toContain(JSON.stringify(t?.stretch ?? 'missing').slice(1, -1));
  });

  it('lists the strengths and growth areas with score and band, then Next Steps', () => {
    const part = under(blocks, SECTION.standing);
    const scores = ofKind(part, 'score').map((s) => s.label);
    expect(scores).toEqual([...report.strengths, ...report.growthAreas]);
    const steps = under(blocks, SECTION.nextSteps);
    expect(steps[0]).toMatchObject({ kind: 'box', tone: 'action' });
    const items = ofKind(steps, 'item');
    expect(items.map((i) => i.marker)).toEqual(report.plan.next.map((_, i) => `${i + 2}.`));
    for (const [i, step] of report.plan.next.entries()) {
      const line = blockText(items[i] as PdfBlock)[0];
      expect(line).toMatch(new RegExp(`^${step.capability}: When `));
    }
    expect(steps.at(-1)).toEqual({ kind: 'text', text: reportTexts.nextStepsClosing });
  });

  it('shows each pattern and the archetype as a card: name, label, narrative, why, capabilities, no action', () => {
    expect(report.patterns.length).toBeGreaterThan(0);
    for (const p of report.patterns) {
      const at = blocks.findIndex((b) => b.kind === 'subheading' && b.text === p.name);
      expect(at).toBeGreaterThan(0);
      expect(blocks[at + 1]).toEqual({
        kind: 'badge',
        badge: expect.objectContaining({ text: p.label }),
      });
      const end = blocks.findIndex((b, i) => i > at + 1 && b.kind !== 'text' && b.kind !== 'item');
      const card = textOf(blocks.slice(at + 2, end));
      expect(card[0]).toBe(p.narrative.replace(/\s+/g, ' ').trim());
      expect(card).toContain(`Why it matters: ${p.why}`);
      for (const action of p.actions) expect(card).not.toContain(action);
      expect(card).toContain(`Ask yourself: ${p.reflection}`);
      if (p.workOn.length) expect(card).toContain(`Work on: ${p.workOn.join(', ')}`);
      if (p.buildsOn.length) expect(card).toContain(`Builds on: ${p.buildsOn.join(', ')}`);
    }
    const high = savedReportFor(() => 5);
    const { archetype } = reportOf(high);
    const part = under(pdfContent(high), SECTION.archetype);
    expect(part[0]).toMatchObject({ kind: 'subheading', text: archetype?.name });
    expect(part[1]).toMatchObject({ kind: 'badge', badge: { text: archetype?.label } });
  });

  it('gives every family and capability its score, band badge (colour and name) and band text', () => {
    const detail = under(blocks, SECTION.detail);
    for (const f of report.families) {
      const at = detail.findIndex((b) => b.kind === 'subheading' && b.text === f.family);
      expect(detail[at]).toMatchObject({ level: 1, accent: familySwatch(f.family).base });
      const score = detail.slice(at).find((b) => b.kind === 'score');
      expect(score).toMatchObject({
        score: `${f.score} / 45`,
        badge: { text: f.band, fill: bandSwatch(f.band).base, ink: bandSwatch(f.band).onBase },
      });
      expect(textOf(detail.slice(at))).toContain(reportTexts.families[f.family]?.bands[f.band]);
    }
    for (const c of report.capabilities) {
      const at = detail.findIndex((b) => b.kind === 'subheading' && b.text === c.capability);
      expect(detail[at]).toMatchObject({ level: 2 });
      const next = detail.slice(at + 1);
      const score = next.find((b) => b.kind === 'score');
      expect(score).toMatchObject({
        score: `${c.score} / 15`,
        badge: { text: c.band, fill: bandSwatch(c.band).base },
        ...(c.edge ? { note: `on the edge of ${c.edge}` } : {}),
      });
      const band = reportTexts.capabilities[c.capability]?.bands[c.band];
      expect(band).toBeTruthy();
      expect(textOf(next.slice(0, 5))).toContain(band);
    }
    expect(all.some((t) => t.includes('on the edge of'))).toBe(true);
  });

  it('notes a capability scored from fewer answers', () => {
    // Two answers of 3: a mean of 3, a score of 9 (Developing), from 2 of 3 answers.
    const reduced = savedReportFor((_, q) => (q.questionId === 'rr_v2_3' ? null : 3));
    expect(textOf(pdfContent(reduced))).toContain(
      'Based on 2 of 3 answers: one question did not apply to your role.',
    );
  });

  it('gives both balance verdicts', () => {
    const part = textOf(under(blocks, SECTION.balance));
    const { selfVsSystem: self } = report;
    expect(part).toContain(`Self ${self.left} / 90, System ${self.right} / 90.`);
    expect(part).toContain(self.sizeSentence);
    expect(part).toContain(`Verdict: ${self.verdict}`);
    expect(part).toContain(`Verdict: ${report.senseVsActivate.verdict}`);
  });

  it('ends with what the numbers mean: ranges, the balanced threshold, how to read, about', () => {
    const part = under(blocks, SECTION.numbers);
    expect(ofKind(part, 'range').map((r) => r.badge.text)).toEqual([...BAND_LABELS]);
    const ranges = ofKind(part, 'range');
    expect(ranges[0]?.text).toMatch(/^Capability 3.5, family 9.16, total 36.64\. /);
    expect(ranges[0]?.text).toContain(reportTexts.scoreRanges.Starting);
    const text = textOf(part);
    expect(text).toContain('Balanced: A difference of 5 points or less is called balanced.');
    for (const line of reportTexts.howToRead) expect(text).toContain(line);
    expect(text.join(' ')).toContain((reportTexts.about ?? '').split('\n')[0]);
    expect(headings(blocks).at(-1)).toBe(SECTION.numbers);
  });

  it('builds without the report texts: scores and findings, no text-only parts', () => {
    const bare = pdfContent(saved);
    expect(ofKind(bare, 'box')).toEqual([]);
    expect(ofKind(bare, 'score').length).toBe(ofKind(blocks, 'score').length);
    expect(textOf(under(bare, SECTION.numbers))).not.toContain('How to read this report');
  });

  it('reads a report saved before the report object existed', () => {
    const { report: _dropped, ...older } = saved;
    expect(pdfContent(older, { timeZone: 'UTC', texts: reportTexts })).toEqual(blocks);
  });
});

describe('pdfText', () => {
  it('keeps typographic punctuation (the font is embedded) and drops what it cannot print', () => {
    expect(pdfText('It\u2019s \u201cfine\u201d \u2014 ok\u2026')).toBe(
      'It\u2019s \u201cfine\u201d \u2014 ok\u2026',
    );
    expect(pdfText('caf\u00e9 \u{1F680}x')).toBe('caf\u00e9 x');
    expect(pdfText('a\tb\u202fc')).toBe('a b c');
  });
});

describe('buildReportPdf', () => {
  // The largest report: every text, a long story, the effort note and a role.
  const largest = savedReportFor(
    (i) => ((i * 7) % 5) + 1,
    { story: longStory },
    {
      role: 'manager',
      ...hurried,
    },
  );
  const largestReport = reportOf(largest);
  let bytes: Uint8Array = new Uint8Array();
  let text = '';
  let pages = 0;
  let tagged: Tagged;
  beforeAll(async () => {
    bytes = buildReportPdf(await loadPdfEngine(), largest, { timeZone: 'UTC', texts: reportTexts });
    text = await allText(bytes);
    pages = await pageCountOf(bytes);
    tagged = await structureOf(bytes);
  });

  it('makes a real PDF under 1 MB', () => {
    expect(bytes.byteLength).toBeLessThan(1_000_000);
    expect(bytes.byteLength).toBeGreaterThan(10_000);
    expect(effortNoteText(largestReport.effort)).toBeTruthy();
  });

  it('keeps its text selectable: the cover, the scores, the first action and the story read back', () => {
    expect(text).toContain('Peak Partners');
    expect(text).toContain('Your Prioritization Report');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain(`${largestReport.overall.score} / 180`);
    const first = largestReport.plan.start;
    if (!first) throw new Error('no plan');
    const t = reportTexts.capabilities[first.capability];
    expect(text).toContain(`${START_HERE}: ${first.capability}`);
    expect(text).toContain(pdfText(`Week two: ${t?.weekTwo}`));
    expect(text).toContain(pdfText(t?.actionByRole.manager ?? t?.action ?? 'missing'));
    expect(text).toContain(`Paragraph 12. ${'You protect focus time'}`);
    expect(pages).toBeGreaterThan(6);
  });

  it('numbers the pages in footers that carry the brand', async () => {
    const strings = await extractText(bytes);
    for (let page = 2; page <= pages; page += 1) {
      expect(strings).toContain(`Page ${page} of ${pages}`);
    }
    expect(strings).not.toContain(`Page 1 of ${pages}`);
    expect(strings.filter((s) => s === 'Peak Partners')).toHaveLength(pages);
  });

  it('names the document after the report and its reader, in its language', () => {
    expect(tagged.title).toBe('Your Prioritization Report: Ada Lovelace');
    expect(tagged.lang).toBe('en-US');
    expect(tagged.displayTitle).toBe(true);
  });

  it('is tagged in the order of the report: the H1, then its sections as H2s', () => {
    expect(tagged.marked).toBe(true);
    const headings = tagged.elements.filter((e) => /^H\d$/.test(e.role));
    expect(headings[0]).toMatchObject({ role: 'H1', text: 'Your Prioritization Report' });
    const sections = headings.filter((h) => h.role === 'H2').map((h) => h.text);
    expect(sections.indexOf(SECTION.summary)).toBe(0);
    expect(sections.indexOf(SECTION.chart)).toBeGreaterThan(0);
    const chart = tagged.elements.find((e) => e.role === 'Figure');
    expect(chart?.alt).toContain(`Total ${largestReport.overall.score} / 180`);
  });
});

describe('layoutPdf', () => {
  // A name long enough to wrap on the cover and to be cut in the footer.
  const userName = 'Maximiliana Bartholomew-Fitzgerald von Hohenzollern-Sigmaringen der Dritte';
  const largest = savedReportFor((i) => ((i * 7) % 5) + 1, { story: longStory, userName }, hurried);
  const content = pdfContent(largest, { texts: reportTexts });
  const [width, height] = LETTER;
  let drawn: Drawn[] = [];
  let pages = 0;
  let texts: Drawn[] = [];
  beforeAll(async () => {
    const info = { title: PDF_TITLE, subject: 'A report', brand: BRAND_NAME };
    ({ drawn, pageCount: pages } = await drawnPdf(content, info));
    texts = drawn.filter((d) => d.what === 'text');
  });

  it('keeps every line of text inside the margins', () => {
    for (const d of texts) {
      const [left, right] = span(d);
      expect(left, d.text).toBeGreaterThanOrEqual(PAGE_MARGIN - 0.01);
      expect(right, d.text).toBeLessThanOrEqual(width - PAGE_MARGIN + 0.01);
      expect(d.y, d.text).toBeGreaterThan(PAGE_MARGIN);
      expect(d.y, d.text).toBeLessThanOrEqual(height - 36);
    }
  });

  it('wraps a long name on the cover and cuts it in the footer', () => {
    const cover = texts.filter((d) => d.page === 1).map((d) => d.text);
    expect(cover).toContain('Maximiliana Bartholomew-Fitzgerald von');
    expect(cover).toContain('Hohenzollern-Sigmaringen der Dritte');
    const footer = texts.find((d) => d.page === 2 && d.text?.includes('Report for'));
    expect(footer?.text).toMatch(/^ {2}\u00b7 {2}Prioritization Report for Maximiliana .*\u2026$/);
  });

  it('never runs text or shading into the footer', () => {
    const footerLine = height - 36;
    for (const d of texts.filter((t) => t.page > 1 && t.y !== footerLine)) {
      expect(d.y, d.text).toBeLessThanOrEqual(height - PAGE_BOTTOM);
    }
    for (const d of drawn.filter((r) => r.what === 'rect' && r.page > 1)) {
      expect(d.y + d.height).toBeLessThanOrEqual(height - PAGE_BOTTOM + 0.01);
    }
  });

  it('leaves no page without its content', () => {
    for (let page = 1; page <= pages; page += 1) {
      const body = texts.filter((d) => d.page === page && d.y < height - 40);
      expect(body.length, `page ${page}`).toBeGreaterThan(2);
    }
  });

  it("draws the family bars in the palette's colours, on the chart's page", () => {
    const chartPage = texts.find((d) => d.text === 'Total')?.page;
    expect(chartPage).toBe(3);
    // A bar: wider than the 8-point colour square before the family's name.
    const bars = new Set(
      drawn
        .filter((d) => d.what === 'rect' && d.page === chartPage && d.width > 8 && d.height <= 14)
        .map((d) => d.fill),
    );
    for (const family of FAMILIES) expect(bars).toContain(familySwatch(family.name).base);
  });

  it('starts the summary on page 2 and the chart on page 3, after the cover', () => {
    expect(texts.find((d) => d.text === SECTION.summary)?.page).toBe(2);
    expect(texts.find((d) => d.text === SECTION.chart)?.page).toBe(3);
    expect(texts.filter((d) => d.page === 1).map((d) => d.text)).toContain(PDF_TITLE);
  });
});
