// What the team report's PDF says, as the PDF engine's blocks (@peak/report-pdf), in the page's
// order and words: a cover, the summary (what most of the team shares, where it agrees and
// differs), each family and capability as a count of people per band, the two leans, the patterns,
// the 90-minute session and how to book it, and how the report keeps results private. Counts only,
// as the page: every figure is a number of people, and nothing here can name or score one person.
// Pure, so every sentence is unit-tested; the engine that lays it out is loaded on the first click
// (team-pdf-download.ts).
import type { TeamReportResponse } from '@peak/contracts';
import type { Badge, PdfBlock } from '@peak/report-pdf';
import { bandBadge } from '@peak/report-pdf';
import {
  BAND_LABELS,
  type CapabilityName,
  FAMILIES,
  type Polarity,
  SESSION_MINUTES,
  type TeamItem,
  type TeamLean,
  type TeamReport,
} from '@peak/scoring';
import { familySwatch } from '../../../lib/palette';
import { brandName } from '../../../lib/pdf/brand';
import { absoluteUrl } from '../../../seo/meta';
import { dateOf, people, TEAM_SESSION_CONTACT } from '../texts';
import {
  AGREES_TEXT,
  growthText,
  LEANS,
  minutesText,
  nText,
  POLARITY_WORDS,
  SPLIT_TEXT,
  strongText,
} from './format';

export type ReadyTeamReport = Extract<TeamReportResponse, { status: 'ready' }>;

/** The team as the PDF names it: never its members. */
export interface PdfTeam {
  name: string;
  organisation?: string | null;
}

export interface TeamPdfOptions {
  /** Where to book the session: the site's /contact, absolute, since the PDF is read offline. */
  contactUrl?: string;
  /** For tests; the reader's own time zone otherwise. */
  timeZone?: string;
}

export const TEAM_PDF_TITLE = 'Team Report';

export const TEAM_SECTION = {
  summary: 'Summary',
  families: 'Families and capabilities',
  leans: 'How the team leans',
  patterns: 'Team patterns',
  agenda: `A ${SESSION_MINUTES}-minute session for your team`,
  privacy: 'How this report keeps results private',
} as const;

export const BOOK_TITLE = 'Run this session with us';
export const NOT_MEASURED_TEXT = 'Not measured in the results counted.';

/** "n = 7 people counted". */
export const countedText = (n: number) => `n = ${people(n)} counted`;

/** The closing note: what the report holds and what it never holds. */
export function privacyLines(minimum: number): string[] {
  return [
    'Every figure in this report is a number of people: how many are in each band or lean each way, never who.',
    `It counts only results that answer every capability, at least ${people(minimum)} in every figure, and a reader is never shown two versions of it that differ by fewer than ${people(minimum)}, so no one's answers can be read by comparing them.`,
    "It holds no one's scores, answers, archetype or story, and no member's name.",
  ];
}

/** Strength and growth patterns, in the page's colours (green and amber, dark text). */
const POLARITY_BADGES: Record<Polarity, Omit<Badge, 'text'>> = {
  strength: { fill: '#d1fae5', ink: '#065f46' },
  growth: { fill: '#fef3c7', ink: '#92400e' },
};

/** "Prepared November 24, 2026". */
const preparedText = (date: Date, timeZone?: string) =>
  `Prepared ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) }).format(date)}`;

const text = (value: string, lead?: string, muted = false): PdfBlock => ({
  kind: 'text',
  text: value,
  ...(lead ? { lead } : {}),
  ...(muted ? { muted } : {}),
});
const item = (value: string): PdfBlock => ({ kind: 'item', text: value, marker: '-' });
const heading = (value: string): PdfBlock => ({ kind: 'heading', text: value });
const subheading = (value: string, level: 1 | 2 = 1, accent?: string): PdfBlock =>
  accent
    ? { kind: 'subheading', text: value, level, accent }
    : { kind: 'subheading', text: value, level };

/** What the page writes beside a bar: the middle band and the markers, in words. */
function barFacts(item: TeamItem, agrees: boolean): string {
  const facts = [`Middle of the team: ${item.middle}.`];
  if (item.split) facts.push(`${SPLIT_TEXT}.`);
  if (agrees) facts.push(`${AGREES_TEXT}.`);
  return facts.join(' ');
}

/** One item's people per band, Starting to Expert, in the bands' colours. */
function distribution(
  item: TeamItem,
  label: string,
  options: { lead?: boolean; agrees?: boolean },
): PdfBlock {
  return {
    kind: 'distribution',
    label,
    note: nText(item.n),
    segments: BAND_LABELS.map((band, i) => ({
      badge: bandBadge(band),
      count: item.counts[i] ?? 0,
    })),
    caption: item.n > 0 ? barFacts(item, options.agrees ?? false) : NOT_MEASURED_TEXT,
    ...(options.lead ? { lead: true } : {}),
  };
}

function listOf(
  report: TeamReport,
  names: readonly CapabilityName[],
  line: (item: TeamReport['capabilities'][number]) => string,
  empty: string,
): PdfBlock[] {
  const items = names.flatMap((name) => report.capabilities.filter((c) => c.name === name));
  if (items.length === 0) return [text(empty, undefined, true)];
  return items.map((c) => ({ kind: 'item', lead: `${c.name}: `, text: line(c), marker: '-' }));
}

function summary(state: ReadyTeamReport): PdfBlock[] {
  const { report } = state;
  const waiting = state.upToDate
    ? ''
    : ` Newer results are in the team: the report takes them in once it differs from this one by at least ${people(state.minimum)}.`;
  return [
    heading(TEAM_SECTION.summary),
    text(
      `Based on ${people(report.n)} (${nText(report.n)}), updated ${dateOf(state.updatedAt)}.${waiting}`,
    ),
    subheading('Shared strengths'),
    text('Capabilities where more than half of the team is Proficient or Expert.', undefined, true),
    ...listOf(
      report,
      report.sharedStrengths,
      strongText,
      'No capability is a strength for more than half of the team yet.',
    ),
    subheading('Shared gaps'),
    text('Capabilities where more than half of the team is Starting or Emerging.', undefined, true),
    ...listOf(
      report,
      report.sharedGaps,
      growthText,
      'No capability is a gap for more than half of the team.',
    ),
    subheading('Where the team agrees most'),
    text('The people are closest together in their bands here.', undefined, true),
    ...listOf(
      report,
      report.agreesMost,
      (c) => `middle of the team ${c.middle} (${nText(c.n)})`,
      'Nothing measured yet.',
    ),
    subheading('Where the team differs most'),
    text('The people are furthest apart here: worth a conversation.', undefined, true),
    ...listOf(
      report,
      report.differsMost,
      (c) => `${strongText(c)}, ${growthText(c)}`,
      'Nothing measured yet.',
    ),
  ];
}

function families(report: TeamReport): PdfBlock[] {
  const agrees = new Set<string>(report.agreesMost);
  const blocks: PdfBlock[] = [
    { kind: 'page-break' },
    heading(TEAM_SECTION.families),
    text(
      'Each bar shows how many people are in each band, from Starting on the left to Expert on the ' +
        'right, with every count written below it. The middle of the team is the band of its middle person.',
    ),
    { kind: 'badges', badges: BAND_LABELS.map(bandBadge) },
    distribution(report.total, 'Total (of 180)', { lead: true }),
  ];
  for (const family of FAMILIES) {
    blocks.push(subheading(family.name, 1, familySwatch(family.name).base));
    const own = report.families.find((f) => f.name === family.name);
    if (own) blocks.push(distribution(own, `${family.name} (family)`, { lead: true }));
    for (const c of report.capabilities.filter((x) => x.family === family.name))
      blocks.push(distribution(c, c.name, { agrees: agrees.has(c.name) }));
  }
  return blocks;
}

function lean<A extends string, B extends string>(
  value: TeamLean<A, B>,
  words: {
    title: string;
    sides: Record<A | 'balanced' | B, string>;
    verdicts: Record<A | 'balanced' | B | 'divided', string>;
  },
): PdfBlock[] {
  const sides = Object.entries(words.sides) as Array<[A | 'balanced' | B, string]>;
  const n = sides.reduce((sum, [key]) => sum + (value.counts[key] ?? 0), 0);
  return [
    subheading(words.title),
    {
      kind: 'table',
      columns: [
        { text: 'Lean', width: 0.7 },
        { text: 'People', width: 0.3, align: 'right' },
      ],
      rows: sides.map(([key, label]) => ({ cells: [label, String(value.counts[key] ?? 0)] })),
    },
    text(`${words.verdicts[value.verdict]} (${nText(n)})`, 'Verdict: '),
  ];
}

function leans(report: TeamReport): PdfBlock[] {
  return [
    heading(TEAM_SECTION.leans),
    text(
      'Counted for complete results only: how many people lean each way, never by how much.',
      undefined,
      true,
    ),
    ...lean(report.selfSystem, LEANS.selfSystem),
    ...lean(report.senseActivate, LEANS.senseActivate),
  ];
}

function patterns(report: TeamReport): PdfBlock[] {
  const blocks: PdfBlock[] = [heading(TEAM_SECTION.patterns)];
  if (report.patterns.length === 0)
    blocks.push(text('No team pattern stands out in these results.', undefined, true));
  for (const pattern of report.patterns) {
    blocks.push(subheading(pattern.name), {
      kind: 'badge',
      badge: { text: POLARITY_WORDS[pattern.polarity], ...POLARITY_BADGES[pattern.polarity] },
    });
    if (pattern.narrative) blocks.push(text(pattern.narrative));
    if (pattern.why) blocks.push(text(pattern.why, 'Why it matters: '));
    if (pattern.actions.length > 0)
      blocks.push(text('', 'What to try:'), ...pattern.actions.map(item));
  }
  return blocks;
}

function agenda(report: TeamReport, contactUrl: string): PdfBlock[] {
  return [
    heading(TEAM_SECTION.agenda),
    text(
      'Built from this report: open on what you share, work on two topics, and agree what next.',
    ),
    ...report.agenda.flatMap((part): PdfBlock[] => [
      subheading(`${minutesText(part.minutes)}: ${part.title}`, 2),
      text(part.detail),
    ]),
    {
      kind: 'box',
      tone: 'action',
      title: BOOK_TITLE,
      lines: [
        {
          text:
            `One of our partners can facilitate the ${SESSION_MINUTES} minutes with your team, using ` +
            'this report, and help you agree the two or three habits worth changing first.',
        },
        { lead: 'Book the team session: ', text: contactUrl },
      ],
    },
  ];
}

/** Everything the team report's PDF says, in reading order. */
export function teamPdfBlocks(
  team: PdfTeam,
  state: ReadyTeamReport,
  date: Date,
  options: TeamPdfOptions = {},
): PdfBlock[] {
  const { report } = state;
  const organisation = team.organisation?.trim();
  const counted = countedText(report.n);
  return [
    {
      kind: 'cover',
      brand: brandName(),
      title: TEAM_PDF_TITLE,
      name: team.name,
      date: preparedText(date, options.timeZone),
      role: organisation ? `${organisation} \u00b7 ${counted}` : counted,
      footer: `${TEAM_PDF_TITLE} for ${team.name}`,
    },
    ...summary(state),
    ...families(report),
    ...leans(report),
    ...patterns(report),
    ...agenda(report, options.contactUrl ?? absoluteUrl(TEAM_SESSION_CONTACT)),
    heading(TEAM_SECTION.privacy),
    ...privacyLines(state.minimum).map(item),
  ];
}
