// The one plan the report ends with, as types: Start here and at most two more steps, each with
// why the reading put it there. Types only; report/plan.ts decides it.
import type { CapabilityName } from './capabilities';
import type { Band } from './types';

/** The practice a step uses: one for a habit still forming, one to stretch a strong habit. */
export type PracticeTier = 'growth' | 'stretch';

export type StepReason =
  /** Clearly below the reader's own average of the other capabilities. */
  | 'clearly-low'
  /** In the bottom two bands, though not clearly below the rest. */
  | 'growth-area'
  /** Nothing stands clearly below: the lowest, or the one the others build on most. */
  | 'lowest'
  | 'foundation';

export interface PlanStep {
  capability: CapabilityName;
  band: Band;
  tier: PracticeTier;
  reason: StepReason;
  /** Why this step, in one or two plain sentences taken from the reading. */
  because: string;
}

export interface Plan {
  /** Where to start, with its week two and its sign of progress; null only for an empty result. */
  start: PlanStep | null;
  /** At most two more steps. */
  next: PlanStep[];
  /** The suggested retake, in days from the result (the FAQ's three to six months). */
  retakeAfterDays: number;
}
