// The shape of a scored result, as the engine answers it and as it is saved: the scores and
// findings, the effort verdict, the archetype match and the report decided from them. Types only
// (and the report's version), so every module can name them without importing another's code.
import type { CapabilityName, FamilyName, ScopeLevel } from './capabilities';
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

export const REPORT_VERSION = 2;

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
  oneAction: boolean;
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
  /** The band of the two sides' mean on their 18-90 scale, folded to low, middle and high. */
  level: ComparisonLevel;
  /** The verdict text shown: `${verdict}/${level}` (a text per verdict and level). */
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
}

export interface ReportArchetype extends ReportFinding {
  /** A second archetype the reader meets too or nearly: "with a strong streak of ...". */
  runnerUp: { ruleId: string; name: string } | null;
}

export type NextStep =
  | { source: 'capability'; capability: CapabilityName }
  | { source: 'finding'; ruleId: string; name: string; text: string };

/**
 * The one action the report asks the reader to start with, and why the profile points to it. A
 * capability's One Action to Try (with its week-two step in the content), or, for a reader with no
 * growth area, the headline pattern's first action (its second action is week two).
 */
export type FirstAction =
  | {
      source: 'capability';
      capability: CapabilityName;
      reason: 'headline' | 'clearly-lowest' | 'foundation';
      because: string;
    }
  | {
      source: 'finding';
      ruleId: string;
      name: string;
      text: string;
      weekTwo: string | null;
      reason: 'builds-on';
      because: string;
    };

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
  /** The growth areas listed: each shows One Action to Try (at most three). */
  oneActions: CapabilityName[];
  /** Where to start: one action, chosen only where the profile clearly points. */
  firstAction: FirstAction | null;
  selfVsSystem: ReportComparison;
  senseVsActivate: ReportComparison;
  patterns: ReportFinding[];
  archetype: ReportArchetype | null;
  /** Why no archetype is shown, when none is. */
  archetypeNote: string | null;
  /** The first action, then at most two more (three in all). */
  nextSteps: NextStep[];
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
