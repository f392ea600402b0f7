// The shape of a scored result, as the engine answers it and as it is saved: the scores and
// findings, the effort verdict, the archetype match and the report decided from them. Types only
// (and the report's version), so every module can name them without importing another's code.

import type { CapabilityName, FamilyName, ScopeLevel } from './capabilities';
import type { Plan } from './plan';
import type { Reading } from './reading';
import type { RoleId } from './roles';
import type {
  AssessmentResponse,
  Band,
  CapabilityScore,
  DimensionScores,
  FamilyScore,
  Finding,
  PipelineStats,
  Polarity,
  RoutedContent,
  ScopeBreakdown,
  SelfSystemBalance,
} from './types';

export type EffortReasonCode = 'fast' | 'same-option' | 'inconsistent';

export interface Effort {
  lowEffort: boolean;
  reasons: Array<{ code: EffortReasonCode; message: string }>;
  /** Median time per timed answer in milliseconds; null when the answers were not timed. */
  medianMs: number | null;
  timedAnswers: number;
  /** How many answers chose the most chosen option position. */
  sameOption: number;
  answered: number;
}

export interface ArchetypeMatch {
  finding: Finding;
  /** Always true: an archetype is shown only to a reader who meets its rule. */
  clear: true;
  /** A second archetype the reader meets too, or nearly (within one unit of answer noise). */
  runnerUp: Finding | null;
}

export const REPORT_VERSION = 3;

export interface BandedScore {
  score: number;
  max: number;
  band: Band;
  /** The next band up when the score is within one point of it. */
  edge: Band | null;
}

export interface ReportCapability extends BandedScore {
  capability: CapabilityName;
  family: FamilyName;
  answered: number;
  standing: 'strength' | 'growth' | null;
  /** The capability's step in the plan (1 is Start here), or null when the plan leaves it out. */
  planStep: number | null;
}

export interface ReportFamily extends BandedScore {
  family: FamilyName;
  missing: CapabilityName[];
}

/** Where both sides of a comparison sit together: the bottom two bands, the middle, the top two. */
export type ComparisonLevel = 'low' | 'middle' | 'high';

export interface ReportComparison {
  left: number;
  right: number;
  difference: number;
  verdict: string;
  /** The difference against the noise of one take: within it, clear, or large. */
  size: 'noise' | 'clear' | 'large';
  /** The difference and its size in one plain sentence, from the reading. */
  sizeSentence: string;
  /** The band of the two sides' mean on their 18-90 scale, folded to low, middle and high. */
  level: ComparisonLevel;
  /**
   * The verdict text shown: `${verdict}/${level}` (a text per verdict and level), or
   * `${verdict}/slight` for a lean within the noise, written for a lean that may not be real.
   */
  textKey: string;
  max: number;
}

export interface ReportFinding {
  ruleId: string;
  name: string;
  polarity: Polarity;
  label: 'Strength' | 'Growth Area';
  narrative: string;
  expandedNarrative: string;
  why: string;
  actions: string[];
  reflection: string;
  /** The finding's capabilities the reader can work on, and those it builds on. */
  workOn: CapabilityName[];
  buildsOn: CapabilityName[];
  fallback: boolean;
  /** Made by the reading itself (a capability that stands apart, an even or a split profile). */
  reading?: boolean;
  /** What the card says (its rule's `says`, or the reading card's own). */
  says?: string[];
}

export interface ReportArchetype extends ReportFinding {
  /** A second archetype the reader meets too or nearly: "with a strong streak of ...". */
  runnerUp: { ruleId: string; name: string } | null;
}

export interface Report {
  version: typeof REPORT_VERSION;
  role: RoleId | null;
  overall: BandedScore;
  families: ReportFamily[];
  capabilities: ReportCapability[];
  /** Capabilities in the top two bands, best first, the first three; `moreStrengths` counts the rest. */
  strengths: CapabilityName[];
  moreStrengths: number;
  /** Capabilities in the bottom two bands, lowest first, the first three; `moreGrowthAreas` the rest. */
  growthAreas: CapabilityName[];
  moreGrowthAreas: number;
  /** The one reading of the profile every rank, size and shape the report asserts comes from. */
  reading: Reading;
  /** The headline: the rule id of the card (or the archetype) that leads the report. */
  headline: string | null;
  selfVsSystem: ReportComparison;
  senseVsActivate: ReportComparison;
  patterns: ReportFinding[];
  archetype: ReportArchetype | null;
  /** Why no archetype is shown, when none is. */
  archetypeNote: string | null;
  /** Start here, then at most two more steps: the one plan the page, the PDF and the story use. */
  plan: Plan;
  /** Capabilities scored from fewer than three answers, and those with none. */
  reducedAnswers: Array<{ capability: CapabilityName; answered: number }>;
  missing: CapabilityName[];
  effort: Effort | null;
  thresholds: {
    balanceWithin: number;
    edgePoints: number;
    archetypeFromTotal: number;
  };
}

export interface Results {
  error?: string;
  overallScore: number;
  rawOverallScore: number;
  maturityLevel: Band;
  capabilityAverages: Record<
    string,
    { doing: number | null; knowing: number | null; gap: number | null }
  >;
  capabilityScores: CapabilityScore[];
  familyScores: FamilyScore[];
  missingCapabilities: CapabilityName[];
  breakdown: Record<ScopeLevel, ScopeBreakdown>;
  dimensionScores: DimensionScores;
  responses: Record<string, AssessmentResponse>;
  findings: Finding[];
  arbitratedFindings: Finding[];
  routedContent: RoutedContent;
  pipelineStats: PipelineStats;
  dreyfus_stage: string;
  selfScore: number;
  systemScore: number;
  selfSystemBalance: SelfSystemBalance;
  senseAlignScore: number;
  activateExecuteScore: number;
  topStrengths: Array<{ capability: CapabilityName; score: number }>;
  topGrowthAreas: Array<{ capability: CapabilityName; score: number }>;
  narratives: { summary: string; findings: string[] };
  warnings: string[];
  /** The reader's role when they gave one. */
  role: RoleId | null;
  /** The careless-answering verdict and its reasons. */
  effort: Effort;
  /** From a total of 100: the archetype whose rule the reader meets, if one does. */
  archetypeMatch: ArchetypeMatch | null;
  /** Everything the report shows, decided here so the page, the PDF and a saved report agree. */
  report: Report;
}
