// The engine's building blocks: questions, answers, rules, findings and scores. Field names follow
// the assessment specification. The scored result they make up is in results.ts.

import type { CapabilityName, FamilyName, Group, Orientation, ScopeLevel } from './capabilities';
import type { BAND_LABELS } from './constants';

export type Part = 'Doing' | 'Knowing' | 'Gap';
export type Polarity = 'strength' | 'growth';
export type Band = (typeof BAND_LABELS)[number];
export type Severity = 'critical' | 'warning' | 'info' | 'minor';

export interface ResponseOption {
  score: number;
  text: string;
}

export interface Question {
  questionId: string;
  id?: string;
  part: string;
  capability: string;
  scopeLevel?: string;
  text?: string;
  responseOptions?: ResponseOption[];
  /** Offers "This does not happen in my role": the item may be left unanswered. */
  notApplicable?: boolean;
  /** The item asks about the same behaviour as this one, worded the opposite way. */
  mirrorOf?: string;
}

/** One answer. Only the field matching the question's part is set; the others are null. */
export interface AssessmentResponse {
  questionId: string;
  doing: number | null;
  knowing?: number | null;
  gap?: number | null;
}

export interface Rule {
  id: string;
  name: string;
  type: 'pattern' | 'archetype' | string;
  category: string;
  flag?: string;
  tags?: string[];
  enabled: boolean;
  logic: string;
  priority?: number;
  severity?: Severity | string;
  narrative_mode?: string;
  narrative_content?: string;
  expanded_narrative?: string;
  why?: string;
  actions?: string[];
  action?: string;
  scope?: string;
  capabilities?: string[];
  family?: string | null;
  roles?: string[];
  impact_layers?: string[];
  output_type?: string;
  confidence?: number;
  /** Whether a finding is something to build on or to work on; decides Strength or Growth Area. */
  polarity?: Polarity | string;
  /**
   * What the rule's texts (narrative, why, actions) assert beyond its logic, as a condition in the
   * same language; without it, the texts assert the logic. Checked by the calibration.
   */
  asserts?: string;
  /** A question the reader can ask themselves about the finding. */
  reflection?: string;
  /**
   * What the finding says, as claim keys (`lags:executionRhythms`, `leads:connector`, `even`,
   * `split:Self`, `level`): a card that says what an earlier card or the archetype says is left out.
   */
  says?: string[];
}

export interface Finding {
  ruleId: string;
  ruleName: string;
  type: string;
  flag: string;
  priority: number;
  severity: Severity;
  narrative: string;
  scope: string;
  capabilities: string[];
  tags: string[];
  family: string | null;
  category: string;
  why: string;
  actions: string[];
  expandedNarrative: string;
  reflection: string;
  polarity: Polarity;
  /** How clearly the person meets the rule, in answer points past its thresholds. */
  margin: number;
  /** Set on pattern findings. */
  patternName?: string;
  /** Set on archetype findings. */
  archetypeName?: string;
  triggeredCapabilities: string[];
  /** Set by arbitration: how many raw findings this one stands for, and its confidence. */
  mergedFrom?: string[];
  confidence?: number;
  fallback?: boolean;
  /** What the finding says (the rule's `says`). */
  says?: string[];
}

export interface CapabilityScore {
  capability: CapabilityName;
  family: FamilyName;
  group: Group;
  /** Mean answer x 3 (3-15), or null when the capability has no answers. */
  score: number | null;
  answered: number;
  band: Band | null;
}

export interface FamilyScore {
  family: FamilyName;
  score: number;
  max: number;
  band: Band;
  colour: string;
  orientation: Orientation;
  capabilities: CapabilityName[];
  /** Capabilities of this family left out for lack of answers. */
  missing: CapabilityName[];
}

export interface ScopeBreakdown {
  answered: number;
  sum: number;
  /** Percentage of the maximum for the answered questions (0-100). */
  percent: number;
}

export interface DimensionScores {
  levels: readonly ScopeLevel[];
  rows: Array<{ family: FamilyName; percents: Array<number | null> }>;
}

export type SelfSystemBalance = 'Self-heavy' | 'System-heavy' | 'Balanced';

export interface PipelineStats {
  rulesTotal: number;
  rulesEvaluated: number;
  rulesSkipped: number;
  ruleErrors: Array<{ ruleId: string; error: string }>;
  rawFindings: number;
  arbitratedFindings: number;
  routedLayers: number;
  reductionPercent: number;
}

export type ReportSection =
  | 'ExecutiveSnapshot'
  | 'DimensionalInsights'
  | 'PatternRecognition'
  | 'IdentityMirror'
  | 'StrategicFocus'
  | 'RecommendedMoves'
  | 'CuratedResources'
  | 'ExtendedPathways'
  | 'Appendix';

export type RoutedContent = Record<ReportSection, Finding[]>;
