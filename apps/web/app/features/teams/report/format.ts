// How the team report words its figures. Counts only: every figure is a number of people, never a
// person's score. Pure, so the texts are tested as written.
import { BAND_LABELS, type BandCounts, type Polarity, type TeamItem } from '@peak/scoring';
import { people } from '../texts';

/** "n = 7". */
export const nText = (n: number) => `n = ${n}`;

/** "Clarity of Focus, 7 people: 1 Starting, 2 Emerging, 3 Developing, 1 Proficient, 0 Expert." */
export function countsText(label: string, counts: BandCounts): string {
  const n = counts.reduce((a, b) => a + b, 0);
  const bands = BAND_LABELS.map((band, i) => `${counts[i] ?? 0} ${band}`).join(', ');
  return `${label}, ${people(n)}: ${bands}.`;
}

/** How many of those counted are in the top two (strong) or bottom two (growth) bands. */
export const countOf = (item: TeamItem, share: 'strong' | 'growth') =>
  Math.round(item[share] * item.n);

/** "5 of 7 in Proficient or Expert". */
export const strongText = (item: TeamItem) =>
  `${countOf(item, 'strong')} of ${item.n} in Proficient or Expert`;

/** "4 of 7 in Starting or Emerging". */
export const growthText = (item: TeamItem) =>
  `${countOf(item, 'growth')} of ${item.n} in Starting or Emerging`;

export const POLARITY_WORDS: Record<Polarity, string> = {
  strength: 'A strength of the team',
  growth: 'An area for the team to grow',
};

export const SPLIT_TEXT = 'Split: some see a strength, some a gap';
export const AGREES_TEXT = 'Agrees most';

export const LEANS = {
  selfSystem: {
    title: 'Self vs. System',
    sides: { self: 'Lean to Self', balanced: 'Balanced', system: 'Lean to System' },
    verdicts: {
      self: 'More than half of the team leans to Self: their own habits of focus and judgement.',
      system:
        'More than half of the team leans to System: the rhythms, processes and relationships around them.',
      balanced: 'More than half of the team is balanced between Self and System.',
      divided: 'The team is divided: no lean holds more than half of it.',
    },
  },
  senseActivate: {
    title: 'Sense & Align vs. Activate & Execute',
    sides: {
      sense: 'Lean to Sense & Align',
      balanced: 'Balanced',
      activate: 'Lean to Activate & Execute',
    },
    verdicts: {
      sense:
        'More than half of the team leans to Sense & Align: reading the context and the people.',
      activate:
        'More than half of the team leans to Activate & Execute: getting started and keeping the rhythm.',
      balanced:
        'More than half of the team is balanced between Sense & Align and Activate & Execute.',
      divided: 'The team is divided: no lean holds more than half of it.',
    },
  },
} as const;

/** "35 min". */
export const minutesText = (minutes: number) => `${minutes} min`;
