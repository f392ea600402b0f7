// What the comparison's PDF says, as the PDF engine's blocks (@peak/report-pdf): its title and
// dates, the scoring engine's sentences, what moved in the report, the scores table by table with
// each verdict, and how a real change is decided. Pure; the PDF engine that lays the blocks out is
// loaded on the first click (compare-download.ts).

import type { PdfBlock } from '@peak/report-pdf';
import { CAPABILITY_MAX, FAMILY_MAX, TOTAL_MAX } from '@peak/scoring';
import type { CompareResponse } from '../model';
import { formatNumber as formatScore, isoDay } from '../profile/format';
import {
  compareDates,
  differenceText,
  familyRows,
  METHOD_TITLE,
  methodText,
  moveLines,
  noiseText,
  SECTION_TITLES,
  verdictText,
} from './compare-format';
import { COMPARE_TITLE } from './compare-state';

type Table = Extract<PdfBlock, { kind: 'table' }>;

const columns = (from: string, to: string): Table['columns'] => [
  { text: 'Score', width: 0.34 },
  { text: `From (${from})`, width: 0.14, align: 'right' },
  { text: `To (${to})`, width: 0.14, align: 'right' },
  { text: 'Change', width: 0.1, align: 'right' },
  { text: 'Verdict', width: 0.28 },
];

type Change = CompareResponse['comparison']['capabilities'][number];

const cells = (label: string, change: Change | null): string[] =>
  change
    ? [
        label,
        formatScore(change.from),
        formatScore(change.to),
        differenceText(change.difference),
        `${verdictText(change)} (${noiseText(change.threshold)})`,
      ]
    : [label, '', '', '', 'Not measured in both'];

/** What the comparison's PDF says, as the PDF engine's blocks. */
export function comparisonBlocks(data: CompareResponse, timeZone?: string): PdfBlock[] {
  const { comparison } = data;
  const dates = compareDates(data, timeZone);
  const head = columns(dates.from, dates.to);
  const blocks: PdfBlock[] = [
    { kind: 'heading', text: COMPARE_TITLE },
    { kind: 'text', text: `${dates.from} to ${dates.to}`, lead: 'Results of ' },
    { kind: 'subheading', text: SECTION_TITLES.brief, level: 1 },
    ...data.sentences.map((text): PdfBlock => ({ kind: 'item', text, marker: '-' })),
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
      text: 'In brackets after each verdict: how much a retake of the same person varies by on that score.',
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
