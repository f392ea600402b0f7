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
  /** True when the reader meets every marker of the archetype's rule. */
  clear: boolean;
  markersMet: number;
  markers: number;
}

export const REPORT_VERSION = 1;

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

export interface ReportComparison {
  left: number;
  right: number;
  difference: number;
  verdict: string;
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
  clear: boolean;
  markersMet: number;
  markers: number;
  match: string;
}

export type NextStep =
  | { source: 'capability'; capability: CapabilityName }
  | { source: 'finding'; ruleId: string; name: string; text: string };

export interface Report {
  version: typeof REPORT_VERSION;
  role: RoleId | null;
  overall: BandedScore;
  families: ReportFamily[];
  capabilities: ReportCapability[];
  strengths: CapabilityName[];
  growthAreas: CapabilityName[];
  /** Capabilities in the bottom two bands, lowest first: each shows One Action to Try. */
  oneActions: CapabilityName[];
  selfVsSystem: ReportComparison;
  senseVsActivate: ReportComparison;
  patterns: ReportFinding[];
  archetype: ReportArchetype | null;
  /** Why no archetype is shown, when none is. */
  archetypeNote: string | null;
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
  /** From a total of 100: the best-matching archetype, fired or closest. */
  archetypeMatch: ArchetypeMatch | null;
  /** Everything the report shows, decided here so the page, the PDF and a saved report agree. */
  report: Report;
}
