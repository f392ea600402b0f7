// What the comparison's PDF says, as the PDF engine's blocks (@peak/report-pdf), in the page's
// order: its title and dates, the scoring engine's account (what changed most, a word when the two
// were taken too close together, the noise in points, then what rose, fell and stayed within the
// noise, each under its word with a sign as its mark), what moved in the report, the scores table
// by table with each direction and change of level, and how a real change is decided. Pure; the
// PDF engine that lays the blocks out is loaded on the first click (compare-download.ts).

import type { PdfBlock } from '@peak/report-pdf';
import {
  CAPABILITY_MAX,
  type ChangeVerdict,
  type ComparisonAccount,
  FAMILY_MAX,
  TOTAL_MAX,
} from '@peak/scoring';
import type { CompareResponse } from '../model';
import { formatNumber as formatScore, isoDay } from '../profile/format';
import {
  compareDates,
  differenceText,
  familyRows,
  levelText,
  METHOD_TITLE,
  methodText,
  moveLines,
  noiseText,
  SECTION_TITLES,
  verdictText,
} from './compare-format';
import { COMPARE_TITLE } from './compare-state';
import { DIRECTION_INK } from './direction';

type Table = Extract<PdfBlock, { kind: 'table' }>;

const columns = (from: string, to: string): Table['columns'] => [
  { text: 'Score', width: 0.34 },
  { text: `From (${from})`, width: 0.14, align: 'right' },
  { text: `To (${to})`, width: 0.14, align: 'right' },
  { text: 'Change', width: 0.1, align: 'right' },
  { text: 'Verdict', width: 0.28 },
];

type Change = CompareResponse['comparison']['capabilities'][number];

/** "Rose, Emerging to Proficient (±3.6)": the direction, the level crossed, the noise. */
function verdictCell(change: Change): string {
  const level = levelText(change);
  return `${verdictText(change)}${level ? `, ${level}` : ''} (${noiseText(change.threshold)})`;
}

const cells = (label: string, change: Change | null): string[] =>
  change
    ? [
        label,
        formatScore(change.from),
        formatScore(change.to),
        differenceText(change.difference),
        verdictCell(change),
      ]
    : [label, '', '', '', 'Not measured in both'];

/** Each direction's mark in print, where the colour may be lost: a sign, beside the word. */
const MARKER: Record<ChangeVerdict, string> = { rose: '+', fell: '-', 'within-noise': '~' };

/** The account, as the page reads it. */
function accountBlocks(account: ComparisonAccount): PdfBlock[] {
  const blocks: PdfBlock[] = [{ kind: 'text', text: account.lead }];
  if (account.soon)
    blocks.push({
      kind: 'box',
      tone: 'note',
      title: 'Too soon to tell',
      lines: [{ text: account.soon }],
    });
  if (account.noise) blocks.push({ kind: 'text', text: account.noise, muted: true });
  for (const group of account.groups) {
    blocks.push({
      kind: 'subheading',
      text: group.title,
      level: 2,
      accent: DIRECTION_INK[group.direction],
    });
    for (const line of group.lines)
      blocks.push({ kind: 'item', text: line.inGroup, marker: MARKER[group.direction] });
    if (group.unchanged) blocks.push({ kind: 'text', text: group.unchanged, muted: true });
  }
  if (account.notCompared) blocks.push({ kind: 'text', text: account.notCompared, muted: true });
  return blocks;
}

/** What the comparison's PDF says, as the PDF engine's blocks. */
export function comparisonBlocks(data: CompareResponse, timeZone?: string): PdfBlock[] {
  const { comparison } = data;
  const dates = compareDates(data, timeZone);
  const head = columns(dates.from, dates.to);
  const blocks: PdfBlock[] = [
    { kind: 'heading', text: COMPARE_TITLE },
    { kind: 'text', text: `${dates.from} to ${dates.to}`, lead: 'Results of ' },
    { kind: 'subheading', text: SECTION_TITLES.brief, level: 1 },
    ...accountBlocks(data.account),
    { kind: 'subheading', text: SECTION_TITLES.moves, level: 1 },
    ...moveLines(comparison.report).map(
      (line): PdfBlock => ({ kind: 'item', lead: `${line.label}: `, text: line.text, marker: '-' }),
    ),
    { kind: 'heading', text: SECTION_TITLES.tables },
    {
      kind: 'table',
      caption: `Total, out of ${TOTAL_MAX}`,
      columns: head,
      rows: [{ cells: cells('Total', comparison.total), lead: true }],
    },
  ];
  for (const family of familyRows(data))
    blocks.push({
      kind: 'table',
      caption: `${family.family}: the family out of ${FAMILY_MAX}, each capability out of ${CAPABILITY_MAX}`,
      columns: head,
      rows: [
        { cells: cells(family.family, family.score), lead: true },
        ...family.capabilities.map((c) => ({ cells: cells(c.name, c.change) })),
      ],
    });
  blocks.push(
    {
      kind: 'text',
      muted: true,
      text: 'In brackets after each verdict: how many points a retake of the same person can move that score with nothing changed. A score that moved more rose or fell; one that moved less is within the noise.',
    },
    { kind: 'heading', text: METHOD_TITLE },
    ...methodText(comparison).map((text): PdfBlock => ({ kind: 'text', text })),
  );
  return blocks;
}

/** The document's title: "Compare Your Results: March 21, 2026 to July 21, 2026". */
export function comparisonTitle(data: CompareResponse, timeZone?: string): string {
  const dates = compareDates(data, timeZone);
  return `${COMPARE_TITLE}: ${dates.from} to ${dates.to}`;
}

const dayOf = (iso: string) => {
  const date = new Date(iso);
  return isoDay(Number.isNaN(date.getTime()) ? new Date() : date);
};

/** "prioritization-comparison-2026-03-21-to-2026-07-21.pdf". */
export const comparisonFileName = (data: Pick<CompareResponse, 'from' | 'to'>) =>
  `prioritization-comparison-${dayOf(data.from.timestamp)}-to-${dayOf(data.to.timestamp)}.pdf`;
