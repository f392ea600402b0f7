// The PDF engine's vocabulary: a document is a list of blocks in reading order, each a small piece
// of content the layout (layout.ts) knows how to place. Types only, so a feature's block builder
// stays pure and never loads the engine or PDFKit with it.
import type { Band } from '@peak/scoring';

/** A label drawn as a coloured pill, its name always written on it. */
export interface Badge {
  text: string;
  fill: string;
  ink: string;
  /** An outline, for a fill too light to stand out on white paper. */
  border?: string;
}

export interface BoxLine {
  lead?: string;
  text: string;
}

export interface ChartBar {
  name: string;
  /** null: not measured. */
  score: number | null;
  max: number;
  band: Band | null;
}

export interface ChartFamily extends ChartBar {
  /** The family's colour (bars) and its soft tint (the track behind them). */
  colour: string;
  soft: string;
  capabilities: ChartBar[];
}

export interface ChartZone {
  band: Band;
  /** The band's badge, written beside each bar in the band. */
  badge: Badge;
  /** Where the band starts and ends, as a fraction of the maximum (the same on every scale). */
  from: number;
  to: number;
}

/** One category of a distribution: its badge (name and colours) and how many are in it. */
export interface DistributionSegment {
  badge: Badge;
  count: number;
}

export interface CoverBlock {
  kind: 'cover';
  brand: string;
  title: string;
  /** Whose document it is: a person's or a team's name. */
  name: string | null;
  date: string;
  /** A line under the date: the role answered as, or whom the figures count. */
  role: string | null;
  /** The headline score ("126 / 180") and its band, on a card; a cover without one has no card. */
  score?: string;
  badge?: Badge;
  note?: string | null;
  /** What the footers call the document; "Prioritization Report (for <name>)" when not given. */
  footer?: string;
}

export type PdfBlock =
  | CoverBlock
  | { kind: 'page-break' }
  | { kind: 'heading'; text: string }
  /** `accent`: a colour bar beside it (a family's colour); level 2 is a capability's name. */
  | { kind: 'subheading'; text: string; level: 1 | 2; accent?: string }
  /** `keepWithNext`: a layout hint, kept on the page with the start of the next block. */
  | { kind: 'text'; text: string; lead?: string; muted?: boolean; keepWithNext?: boolean }
  | { kind: 'item'; text: string; marker: string; lead?: string }
  | { kind: 'badge'; badge: Badge }
  /** Badges side by side, wrapping: a legend of what the colours stand for. */
  | { kind: 'badges'; badges: Badge[] }
  /** A score with its band badge (name and colour), and a label when it is a row of a list. */
  | {
      kind: 'score';
      label?: string;
      /** A colour square before the label (a family's colour). */
      swatch?: string;
      score: string;
      badge: Badge;
      note?: string;
      large?: boolean;
      keepWithNext?: boolean;
    }
  | { kind: 'range'; badge: Badge; text: string }
  | { kind: 'box'; tone: 'action' | 'note'; title: string; lines: BoxLine[] }
  /**
   * A table: a head row and body rows, each cell on its column's share of the width (the columns'
   * `width`s add up to 1); a `lead` row is set in bold (a family's own score before its capabilities).
   */
  | {
      kind: 'table';
      caption?: string;
      columns: Array<{ text: string; width: number; align?: 'left' | 'right' }>;
      rows: Array<{ cells: string[]; lead?: boolean }>;
    }
  | {
      kind: 'chart';
      total: { score: number; max: number; band: Band };
      families: ChartFamily[];
      zones: ChartZone[];
    }
  /**
   * How many are in each category, as one bar of segments in the categories' colours, each as wide
   * as its share with its count written on it, and every count written out below the bar, so the
   * colour never carries the meaning alone. `lead`: a group's own row, set in bold before its parts.
   */
  | {
      kind: 'distribution';
      label: string;
      /** Under the label, muted ("n = 7"). */
      note?: string;
      segments: DistributionSegment[];
      /** A line below the counts (what the counts mean). */
      caption?: string;
      lead?: boolean;
    };
