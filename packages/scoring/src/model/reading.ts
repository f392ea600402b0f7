// The one reading of a profile, as types: ranks with ties, differences classed by size against the
// noise of one take, the shape, the drivers of each family's place and the scope levels. Types only,
// so the results model can name them; reading/ computes them.
import type { CapabilityName, FamilyName, ScopeLevel } from './capabilities';
import type { Band } from './types';

/** Within the noise of one take, clear (beyond it), or large (at least twice the clear bar). */
export type Size = 'noise' | 'clear' | 'large';

/** A difference between two scores of one result, and how big it is against their noise. */
export interface Difference {
  /** Left minus right, in score points (rounded to a tenth). */
  points: number;
  /** The standard error of that difference. */
  se: number;
  /** The smallest difference that is clear: 1.96 x se (rounded to a tenth). */
  clearFrom: number;
  size: Size;
}

/** The shape of a profile, read from the capabilities that stand clearly apart from the rest. */
export type ShapeKind = 'even' | 'one-low' | 'one-high' | 'split' | 'spiky';
/** The two ways the report cuts the four families in half. */
export type Lens = 'self-system' | 'sense-activate';

export interface Ranked<N extends string> {
  name: N;
  score: number;
  /** 1 for the highest; tied scores share a rank. */
  rank: number;
  /** The others with exactly this score. */
  tiedWith: N[];
  /** This score against the reader's own average of the others of its kind. */
  vsOthers: Difference;
}

export interface ReadCapability extends Ranked<CapabilityName> {
  family: FamilyName;
}

export interface ReadFamily extends Ranked<FamilyName> {
  /**
   * The family's capabilities that stand clearly apart from the reader's own average in the
   * direction the family does: when the family sits clearly below (or above) the others because of
   * them. Empty when the family is within the noise of the others.
   */
  drivers: CapabilityName[];
}

export interface Shape {
  kind: ShapeKind;
  /** For a split: which lens divides the profile, and the side that leads. */
  lens: Lens | null;
  leading: string | null;
  /** Capabilities clearly above, and clearly below, the reader's own average (furthest first). */
  highs: CapabilityName[];
  lows: CapabilityName[];
}

export interface LensReading {
  left: { name: string; score: number };
  right: { name: string; score: number };
  /** Left minus right. */
  difference: Difference;
}

export interface ScopeReading {
  levels: Array<{ level: ScopeLevel; percent: number; answered: number }>;
  /** The levels with the highest and the lowest share, ties included. */
  highest: ScopeLevel[];
  lowest: ScopeLevel[];
  /** Highest minus lowest, in percentage points, classed by size. */
  spread: Difference;
}

export interface Reading {
  /** Every capability answered: the ranks and the shape cover the whole profile. */
  complete: boolean;
  level: Band;
  total: number;
  /** Highest first; tied scores in the order of the results. */
  capabilities: ReadCapability[];
  families: ReadFamily[];
  highest: { capabilities: CapabilityName[]; families: FamilyName[] };
  lowest: { capabilities: CapabilityName[]; families: FamilyName[] };
  /** The highest family minus the lowest. */
  familySpread: Difference;
  selfVsSystem: LensReading;
  senseVsActivate: LensReading;
  shape: Shape;
  scope: ScopeReading | null;
}
