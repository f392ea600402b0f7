// What the PDF of a report says, as a list of blocks in reading order: a cover, a one-page summary
// (the total and band, the archetype, strengths and growth areas, the headline pattern, the one
// first action), the family chart, the story, the detail and what the numbers mean. Pure, so every
// sentence is unit-tested; laying the blocks out on pages is the PDF engine's job (../engine). The
// browser's Download PDF and the API's emailed report both make it here. What the document says
// follows the engine's report object (`reportOf`), exactly as the page does; the texts written for
// bands and actions come from the report texts passed in, and every colour from the palette.
import {
  BAND_LABELS,
  type Band,
  CAPABILITY_BAND,
  CAPABILITY_MAX,
  type Report,
  type ReportComparison,
  type ReportFinding,
  roleLabel,
} from '@peak/scoring';
import { bandBadge } from '../band-badge';
import type { Badge, BoxLine, ChartZone, PdfBlock } from '../blocks';
import { familySwatch } from '../palette/palette';
import {
  archetypeTitle,
  balancedWithinText,
  bandTable,
  edgeText,
  effortNoteText,
  familyMembers,
  formatDate,
  formatScore,
  listWithMore,
  paragraphs,
  planTexts,
  reducedAnswersNote,
} from './format';
import { type ReportResults, reportOf } from './report-of';
import type { ReportTexts } from './texts';

/** The consultancy's name as the PDFs print it when no site settings name it. */
export const BRAND_NAME = 'Peak Partners';

export const PDF_TITLE = 'Your Prioritization Report';
/** The cover's title when the report has no name to put on it (unsaved results). */
export const PDF_TITLE_UNNAMED = 'Prioritization Report';

/** The section headings, in the order the document reads. */
export const SECTION = {
  summary: 'Summary',
  chart: 'Your Scores at a Glance',
  story: 'Your Prioritization Story',
  standing: 'Strengths and Growth Areas',
  nextSteps: 'Next Steps',
  patterns: 'Notable Patterns',
  archetype: 'Signature Archetype',
  detail: 'Capability Detail',
  balance: 'Balance',
  numbers: 'What the Numbers Mean',
} as const;

export const EFFORT_NOTE_TITLE = 'A note on your answers';
export const START_HERE = 'Start here';
export const NOT_MEASURED = 'Not measured: no answers were recorded for this capability.';

/** A report to print: results (saved or not), whose they are and when they were completed. */
export type PdfReport = ReportResults & {
  userName?: string | null;
  /** ISO time the assessment was completed (or saved). */
  timestamp: string;
};

export interface PdfOptions {
  /** The report texts (band paragraphs, One Action to Try, closing); without them only scores. */
  texts?: ReportTexts | null;
  /** For tests and the server (UTC); the reader's own time zone otherwise. */
  timeZone?: string;
  /** The consultancy's name as the site settings give it (BRAND_NAME without them). */
  brand?: string;
}

/** Strength and Growth Area labels, in the page's colours (green and amber, dark text). */
const LABEL_BADGES: Record<ReportFinding['label'], Omit<Badge, 'text'>> = {
  Strength: { fill: '#d1fae5', ink: '#065f46' },
  'Growth Area': { fill: '#fef3c7', ink: '#92400e' },
};

export const labelBadge = (label: ReportFinding['label']): Badge => ({
  text: label,
  ...LABEL_BADGES[label],
});

const scoreOf = (scored: { score: number; max: number }) =>
  `${formatScore(scored.score)} / ${formatScore(scored.max)}`;

/** "on the edge of Expert" when the engine sets an edge. */
const edgeNote = (edge: Band | null) => edgeText(edge) ?? undefined;

/** Collects blocks; each section below is one small function over it. */
class Writer {
  readonly blocks: PdfBlock[] = [];
  push(block: PdfBlock) {
    this.blocks.push(block);
  }
  heading(text: string) {
    this.push({ kind: 'heading', text });
  }
  subheading(text: string, level: 1 | 2 = 1, accent?: string) {
    this.push(
      accent ? { kind: 'subheading', text, level, accent } : { kind: 'subheading', text, level },
    );
  }
  text(text: string, lead?: string, muted = false, keepWithNext = false) {
    this.push({
      kind: 'text',
      text,
      ...(lead ? { lead } : {}),
      ...(muted ? { muted } : {}),
      ...(keepWithNext ? { keepWithNext } : {}),
    });
  }
  paras(text: string | undefined, muted = false) {
    for (const p of paragraphs(text)) this.text(p.replace(/\s+/g, ' '), undefined, muted);
  }
  item(text: string, marker = '-', lead?: string) {
    this.push(lead ? { kind: 'item', text, marker, lead } : { kind: 'item', text, marker });
  }
  pageBreak() {
    this.push({ kind: 'page-break' });
  }
}

interface Context {
  results: PdfReport;
  report: Report;
  texts: ReportTexts | null;
  options: PdfOptions;
}

function cover(w: Writer, { results, report, options }: Context) {
  const name = results.userName?.trim() || null;
  w.push({
    kind: 'cover',
    brand: options.brand ?? BRAND_NAME,
    title: name ? PDF_TITLE : PDF_TITLE_UNNAMED,
    name,
    date: `Completed ${formatDate(results.timestamp, options.timeZone)}`,
    role: report.role ? `Answered as: ${roleLabel(report.role)}` : null,
    score: scoreOf(report.overall),
    badge: bandBadge(report.overall.band),
    note: edgeText(report.overall.edge),
  });
}

/** "Your profile has the shape of The Self-Starter, with a strong streak of The Rhythm Keeper." */
export function archetypeSentence(report: Report): string | null {
  if (report.archetype) return `Your profile has the shape of ${archetypeTitle(report.archetype)}.`;
  // The engine's note points to "the patterns above": on the summary they come later, so the
  // sentence stops before that pointer (the Signature Archetype section gives the note whole).
  const note = report.archetypeNote?.split(/[.:] the patterns above/i)[0]?.trim();
  return note ? `${note.replace(/[.:]$/, '')}.` : null;
}

const STRENGTHS_NONE = 'None of your capabilities is at Proficient or Expert yet.';
const GROWTH_NONE = 'None of your capabilities is at Starting or Emerging.';

/** Start here as a box: the if-then for this week, week two, the sign it works, and why here. */
function firstActionBox({ report, texts }: Context): PdfBlock | null {
  const [first] = planTexts(report, texts);
  if (first?.number !== 1) return null;
  const lines: BoxLine[] = [{ lead: 'This week: ', text: first.ifThen }];
  if (first.weekTwo) lines.push({ lead: 'Week two: ', text: first.weekTwo });
  if (first.signal) lines.push({ lead: 'How you will know: ', text: first.signal });
  lines.push({ lead: 'Why here: ', text: first.because });
  return { kind: 'box', tone: 'action', title: `${START_HERE}: ${first.step.capability}`, lines };
}

function summary(w: Writer, context: Context) {
  const { report, results } = context;
  w.heading(SECTION.summary);
  w.push({
    kind: 'score',
    label: 'Total score',
    score: scoreOf(report.overall),
    badge: bandBadge(report.overall.band),
    note: edgeNote(report.overall.edge),
    large: true,
  });
  for (const f of report.families) {
    const swatch = familySwatch(f.family).base;
    w.push({ kind: 'score', label: f.family, swatch, score: scoreOf(f), badge: bandBadge(f.band) });
  }
  const archetype = archetypeSentence(report);
  if (archetype) w.text(archetype, 'Archetype: ');
  w.text(
    report.strengths.length > 0
      ? `${listWithMore(report.strengths, report.moreStrengths)}.`
      : STRENGTHS_NONE,
    'Strengths: ',
  );
  w.text(
    report.growthAreas.length > 0
      ? `${listWithMore(report.growthAreas, report.moreGrowthAreas)}.`
      : GROWTH_NONE,
    'Growth areas: ',
  );
  const headline = [...report.patterns, report.archetype].find(
    (card) => card && card.ruleId === report.headline,
  );
  if (headline) {
    const narrative = paragraphs(headline.narrative).join(' ').replace(/\s+/g, ' ');
    w.text(`${headline.name} (${headline.label}). ${narrative}`.trim(), 'Headline pattern: ');
  }
  const first = firstActionBox(context);
  if (first) w.push(first);
  // The careless-answering note comes after the summary, calmly, never first.
  const effort = effortNoteText(report.effort);
  if (effort)
    w.push({ kind: 'box', tone: 'note', title: EFFORT_NOTE_TITLE, lines: [{ text: effort }] });
  if (results.error) {
    w.push({
      kind: 'box',
      tone: 'note',
      title: 'There was a problem with these results',
      lines: [{ text: `${results.error} The scores may be incomplete.` }],
    });
  }
}

/** The band zones: the five bands sit at the same fractions of every scale (3-15, 9-45, 36-180). */
function chartZones(): ChartZone[] {
  const { min, width } = CAPABILITY_BAND;
  return BAND_LABELS.map((band, i) => ({
    band,
    badge: bandBadge(band),
    from: (min + i * width) / CAPABILITY_MAX,
    to: (min + (i + 1) * width) / CAPABILITY_MAX,
  }));
}

export function chartBlock(report: Report): Extract<PdfBlock, { kind: 'chart' }> {
  return {
    kind: 'chart',
    total: { score: report.overall.score, max: report.overall.max, band: report.overall.band },
    zones: chartZones(),
    families: report.families.map((f) => {
      const swatch = familySwatch(f.family);
      return {
        name: f.family,
        score: f.score,
        max: f.max,
        band: f.band,
        colour: swatch.base,
        soft: swatch.soft,
        capabilities: familyMembers(report, f.family).map(({ name, scored }) => ({
          name,
          score: scored?.score ?? null,
          max: scored?.max ?? CAPABILITY_MAX,
          band: scored?.band ?? null,
        })),
      };
    }),
  };
}

function chart(w: Writer, { report, texts }: Context) {
  w.pageBreak();
  w.heading(SECTION.chart);
  w.paras(texts?.overall[report.overall.band]);
  w.push(chartBlock(report));
  w.text(
    'Each bar runs from 0 to its maximum: 180 for the total, 45 for a family, 15 for a capability. ' +
      'The columns behind the bars mark the five bands, which sit at the same places on every scale.',
    undefined,
    true,
  );
}

function story(w: Writer, { results }: Context) {
  if (!results.story?.trim()) return;
  w.heading(SECTION.story);
  w.paras(results.story);
  if (results.storyLabel) w.text(results.storyLabel, undefined, true);
}

function standingList(
  w: Writer,
  report: Report,
  list: { title: string; names: readonly string[]; more: number; where: string; none: string },
) {
  w.subheading(list.title);
  if (list.names.length === 0) w.text(list.none, undefined, true);
  for (const name of list.names) {
    const c = report.capabilities.find((x) => x.capability === name);
    if (c) w.push({ kind: 'score', label: name, score: scoreOf(c), badge: bandBadge(c.band) });
  }
  if (list.more > 0)
    w.text(`and ${list.more} more at ${list.where} (see ${SECTION.detail}).`, undefined, true);
}

function standing(w: Writer, { report }: Context) {
  w.heading(SECTION.standing);
  standingList(w, report, {
    title: 'Your strengths',
    names: report.strengths,
    more: report.moreStrengths,
    where: 'Proficient or Expert',
    none: STRENGTHS_NONE,
  });
  standingList(w, report, {
    title: 'Your growth areas',
    names: report.growthAreas,
    more: report.moreGrowthAreas,
    where: 'Starting or Emerging',
    none: GROWTH_NONE,
  });
  w.text(
    'Strengths are the capabilities at Proficient or Expert, best first; growth areas those at ' +
      'Starting or Emerging, lowest first. Each list names its first three.',
    undefined,
    true,
  );
}

function nextSteps(w: Writer, context: Context) {
  const { report, texts } = context;
  w.heading(SECTION.nextSteps);
  const first = firstActionBox(context);
  if (first) w.push(first);
  // The plan's later steps, each its capability's if-then; Start here is the box above.
  for (const step of planTexts(report, texts).filter((s) => s.number > 1)) {
    const sign = step.signal ? ` ${step.signal}` : '';
    w.item(`${step.ifThen}${sign}`, `${step.number}.`, `${step.step.capability}: `);
  }
  w.paras(texts?.nextStepsClosing);
}

/** What a pattern or archetype card says under its name and label. */
function findingBody(w: Writer, finding: ReportFinding) {
  w.paras(finding.narrative);
  if (finding.why) w.text(finding.why, 'Why it matters: ');
  w.paras(finding.expandedNarrative);
  if (finding.reflection) w.text(finding.reflection, 'Ask yourself: ');
  if (finding.workOn.length > 0) w.text(finding.workOn.join(', '), 'Work on: ');
  if (finding.buildsOn.length > 0) w.text(finding.buildsOn.join(', '), 'Builds on: ');
}

function findings(w: Writer, { report }: Context) {
  w.heading(SECTION.patterns);
  if (report.patterns.length === 0)
    w.text('No notable patterns were found in your answers.', undefined, true);
  for (const pattern of report.patterns) {
    w.subheading(pattern.name);
    w.push({ kind: 'badge', badge: labelBadge(pattern.label) });
    findingBody(w, pattern);
  }
  w.heading(SECTION.archetype);
  const { archetype } = report;
  if (!archetype) {
    if (report.archetypeNote) w.text(report.archetypeNote, undefined, true);
    return;
  }
  w.subheading(archetype.name);
  w.push({ kind: 'badge', badge: labelBadge(archetype.label) });
  if (archetype.runnerUp) w.text(`With a strong streak of ${archetype.runnerUp.name}.`);
  findingBody(w, archetype);
}

function capabilityDetail(w: Writer, context: Context, family: Report['families'][number]) {
  const { report, texts } = context;
  for (const { name, scored } of familyMembers(report, family.family)) {
    const t = texts?.capabilities[name];
    w.subheading(name, 2);
    // Layout hints: a name's description and score stay on the page with what they introduce.
    if (t?.description) w.text(t.description, undefined, true, true);
    if (!scored) {
      w.text(NOT_MEASURED, undefined, true);
      continue;
    }
    w.push({
      kind: 'score',
      score: scoreOf(scored),
      badge: bandBadge(scored.band),
      note: edgeNote(scored.edge),
      keepWithNext: true,
    });
    const reduced = report.reducedAnswers.find((r) => r.capability === name);
    if (reduced) w.text(reducedAnswersNote(reduced.answered), undefined, true);
    w.paras(t?.bands[scored.band]);
    if (scored.planStep)
      w.text(
        scored.planStep === 1
          ? `${START_HERE} (Next Steps).`
          : `Step ${scored.planStep} of your plan (Next Steps).`,
        'In your plan: ',
      );
  }
}

function detail(w: Writer, context: Context) {
  const { report, texts } = context;
  w.heading(SECTION.detail);
  for (const family of report.families) {
    const t = texts?.families[family.family];
    w.subheading(family.family, 1, familySwatch(family.family).base);
    if (t?.overview) w.text(t.overview, undefined, true, true);
    const missing = family.missing.length > 0 ? `not measured: ${family.missing.join(', ')}` : '';
    const note = [edgeNote(family.edge), missing].filter(Boolean).join('; ');
    w.push({
      kind: 'score',
      score: scoreOf(family),
      badge: bandBadge(family.band),
      ...(note ? { note } : {}),
      keepWithNext: true,
    });
    w.paras(t?.bands[family.band]);
    capabilityDetail(w, context, family);
  }
}

function comparison(
  w: Writer,
  title: string,
  [left, right]: [string, string],
  c: ReportComparison,
  texts: Record<string, string> | undefined,
) {
  w.subheading(title);
  w.text(`${left} ${formatScore(c.left)} / ${c.max}, ${right} ${formatScore(c.right)} / ${c.max}.`);
  w.text(c.verdict, 'Verdict: ');
  w.text(c.sizeSentence);
  w.paras(texts?.[c.textKey] ?? texts?.[c.verdict]);
}

function balance(w: Writer, { report, texts }: Context) {
  w.heading(SECTION.balance);
  comparison(w, 'Self vs. System', ['Self', 'System'], report.selfVsSystem, texts?.selfVsSystem);
  comparison(
    w,
    'Sense & Align vs. Activate & Execute',
    ['Sense & Align', 'Activate & Execute'],
    report.senseVsActivate,
    texts?.senseVsActivate,
  );
}

function numbers(w: Writer, { report, texts }: Context) {
  w.heading(SECTION.numbers);
  w.subheading('Score ranges');
  for (const row of bandTable()) {
    const meaning = texts?.scoreRanges[row.band];
    w.push({
      kind: 'range',
      badge: bandBadge(row.band),
      text: `Capability ${row.capability}, family ${row.family}, total ${row.total}.${meaning ? ` ${meaning}` : ''}`,
    });
  }
  w.text(
    'Each range includes its lower bound; a score exactly on a boundary belongs to the higher band.',
    undefined,
    true,
  );
  w.text(balancedWithinText(report.thresholds.balanceWithin), 'Balanced: ');
  const howToRead = texts?.howToRead ?? [];
  if (howToRead.length > 0) {
    w.subheading('How to read this report');
    for (const line of howToRead) w.item(line);
  }
  if (texts?.about) {
    w.subheading('About this assessment');
    w.paras(texts.about);
  }
}

/** Everything the PDF says, in reading order. */
export function pdfContent(results: PdfReport, options: PdfOptions = {}): PdfBlock[] {
  const context: Context = {
    results,
    report: reportOf(results),
    texts: options.texts ?? null,
    options,
  };
  const w = new Writer();
  for (const section of [
    cover,
    summary,
    chart,
    story,
    standing,
    nextSteps,
    findings,
    detail,
    balance,
    numbers,
  ]) {
    section(w, context);
  }
  return w.blocks;
}
