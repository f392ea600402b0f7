// Every number the scoring and interpretation pipeline relies on, named once.

export const ANSWER_MIN = 1;
export const ANSWER_MAX = 5;
export const QUESTIONS_PER_CAPABILITY = 3;
export const QUESTION_ID_MARKER = '_v2_';
export const SCORED_PART = 'Doing';

/** Capability score = mean answer x this; 3-15 when all answered. */
export const CAPABILITY_MULTIPLIER = 3;
export const CAPABILITY_MIN = 3;
export const CAPABILITY_MAX = 15;
export const FAMILY_MIN = 9;
export const FAMILY_MAX = 45;
export const TOTAL_MIN = 36;
export const TOTAL_MAX = 180;
/** Each of Self/System and Sense & Align/Activate & Execute spans six capabilities: 6-90 (bar scale 90). */
export const GROUP_MAX = 90;

export const BAND_LABELS = ['Starting', 'Emerging', 'Developing', 'Proficient', 'Expert'] as const;
export const MATURITY_BAND = { min: 36, width: 28.8 } as const;
export const FAMILY_BAND = { min: 9, width: 7.2 } as const;
export const CAPABILITY_BAND = { min: 3, width: 2.4 } as const;

/**
 * One band language: every score on the report has one of the five equal-fifth bands above.
 * Strengths are the capabilities in the top two bands, growth areas those in the bottom two.
 */
export const STRENGTH_BANDS_FROM = 3;
export const GROWTH_BANDS_UNDER = 2;
/** Strengths and growth areas listed, best (or lowest) first. */
export const STRENGTHS_SHOWN = 3;
export const GROWTH_AREAS_SHOWN = 3;
/** A score within this many points of the next band up is reported as "on the edge of" it. */
export const EDGE_POINTS = 1;

/** Self vs System and Sense & Align vs Activate & Execute: totals within this are Balanced. */
export const BALANCE_VERDICT_WITHIN = 5;

/** Legacy stage on the sum of the three scope-level percentages (0-300). */
export const DREYFUS_STAGES = [
  { over: 250, stage: 'Expert' },
  { over: 200, stage: 'Proficient' },
  { over: 150, stage: 'Competent' },
  { over: 100, stage: 'Advanced Beginner' },
] as const;
export const DREYFUS_FLOOR_STAGE = 'Novice';

/** A rule without a priority ranks in the middle (priorities run 1-100). */
export const DEFAULT_RULE_PRIORITY = 50;

/** Archetypes are evaluated only from this total up. */
export const ARCHETYPE_MIN_TOTAL = 100;
/** A second archetype missed by less than this (in units of answer noise) is named the runner-up. */
export const RUNNER_UP_WITHIN = 1;
/**
 * The first action comes from a growth area only when it is this many points (of 15) below the
 * reader's own average of the other capabilities: about two standard errors of that difference for
 * a score of three answers, so a retake would rarely reverse it.
 */
export const CLEARLY_LOW_BY = 2.5;
/** When no growth area is clearly lower than the rest, the first action follows this order. */
export const FOUNDATION_ORDER = [
  'Clarity of Focus',
  'Rhythm & Ritual',
  'Avoidance & Activation',
  'Stakeholder Intelligence',
  'Situational Awareness',
  'Outcome Reflection',
  'Conceptual Precision',
  'Cost of Delay Thinking',
  'Tradeoff Intelligence',
  'Process Discipline',
  'Cultural Reinforcement',
  'Tool Fluency',
] as const;
/** Next Steps: the first action and at most two more, all doable this week. */
export const NEXT_STEPS_MAX = 3;
/** A card names at most this many capabilities to work on (and to build on). */
export const CARD_CAPABILITIES_MAX = 3;
/** Fallback patterns: how many capabilities in the strength (or growth) bands. */
export const FALLBACK_MIN_CAPABILITIES = 2;

export const ARBITRATION = {
  maxPerCapability: 2,
  maxTotal: 12,
  severityWeight: { critical: 10, warning: 6, info: 3, minor: 1 },
  similarityThreshold: 0.7,
  familyMergeAt: 2,
  confidencePerFinding: 0.3,
  similarity: { sameFlag: 1, sameGapStem: 0.8, bothGap: 0.6 },
  /** Findings about the whole profile, not a capability: outside the per-capability cap. */
  profileLevelCategories: ['master_archetype', 'overall_snapshot', 'balance_pattern'],
  /**
   * The order of the headline: categories ranked first, and those ranked after the other
   * specific findings (profile-level ones come last of all).
   */
  headlineTiers: {
    first: ['family_relative', 'family_pattern'],
    later: ['recommended_move', 'curated_resource', 'extended_pathway'],
  },
} as const;

/** The report shows this many patterns and archetypes. */
export const PATTERNS_SHOWN = 3;
export const ARCHETYPES_SHOWN = 1;

export const GROWTH_AREA_KEYWORDS = [
  'abyss',
  'drift',
  'foggy',
  'chaos',
  'solo',
  'vague',
  'vacuum',
  'ghosting',
  'culture trap',
  'anti-pattern',
  'pitfall',
] as const;

/** Rule logic limits: longer text or deeper nesting is a parse error, never a stack overflow. */
export const EXPRESSION_MAX_LENGTH = 2000;
export const EXPRESSION_MAX_DEPTH = 48;

export const INVALID_RESPONSE_ERROR = 'Error: Invalid response data';

/** Careless answering: a median time per answer under this, in milliseconds. */
export const LOW_EFFORT_MEDIAN_MS = 2000;
/** Careless answering: this many answers (of 36) on the same option. */
export const LOW_EFFORT_SAME_OPTION = 30;
/** Careless answering: a mirror pair whose scores differ by at least this. */
export const LOW_EFFORT_MIRROR_GAP = 3;

// Did I change, and how do I compare: reliable change between two results, and norms.

/**
 * Reliability (Cronbach's alpha and the score's standard deviation) is estimated from stored
 * answer sets only from this many complete ones, a common minimum for alpha: its standard error for
 * a 3-item scale near 0.7 is then about 0.05 (0.07 at 50), so an estimate is no noisier than the
 * default is uncertain.
 */
export const RELIABILITY_MIN_RESULTS = 100;
/**
 * Alpha used until enough results are stored: the internal consistency typically published for
 * Likert scales of this length, 3 items (a capability) about 0.70, 9 items (a family) about 0.85
 * and 36 items (the total) about 0.92. Longer scales are more reliable, as Spearman-Brown predicts.
 */
export const DEFAULT_ALPHA = { capability: 0.7, family: 0.85, total: 0.92 } as const;
/**
 * The score's standard deviation across people, used until enough results are stored. A capability
 * (3-15) spreads over about a fifth of its range, 2.4 (one band's width); a family sums three
 * capabilities that correlate about 0.5, so 6 (between 2.4 x sqrt 3 independent and 7.2
 * identical); the total sums four families that correlate about 0.4, so 18 (between 12 and 24).
 * The calibration's simulated respondents come out near these: SD 2.5, 6.3 and 20.5, alpha 0.73,
 * 0.85 and 0.94 (its general trait is, if anything, strong).
 */
export const DEFAULT_SD = { capability: 2.4, family: 6, total: 18 } as const;
/**
 * Jacobson & Truax: a change is real (not the noise of a retake) when the reliable change index,
 * the difference over the standard error of a difference, is at least this (two-sided p < .05).
 */
export const RELIABLE_CHANGE_Z = 1.96;
