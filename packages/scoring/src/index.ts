// Public surface of the scoring engine. Pure functions, no runtime dependencies.
export * from './bands';
export {
  type ComparableResults,
  compareResults,
  type FindingRef,
  type ReportMoves,
  type ResultsComparison,
  type ScaleRef,
  type ScoreChange,
} from './change/compare';
export {
  aboutPoints,
  accountSentences,
  apartText,
  type ChangeGroup,
  type ChangeLine,
  type ComparisonAccount,
  compareAccount,
  comparedScores,
  compareSentences,
  TOO_SOON_MS,
} from './change/sentences';
export { contentVersion } from './content-version';
export { assessEffort, median } from './effort';
export {
  compileExpression,
  conditions,
  evaluateExpression,
  margin,
  type Node,
  type Scope,
  type Threshold,
  thresholds,
} from './expression';
export * from './feedback';
export { arbitrate, byImportance, similarity } from './interpret/arbitrate';
export { bestArchetype } from './interpret/archetype';
export { fallbackPatterns } from './interpret/fallback';
export { REPORT_SECTIONS, routeContent, sectionFor } from './interpret/route';
export {
  describesLowScores,
  evaluateRules,
  normaliseForRules,
  RULE_VARIABLES,
  type RuleContext,
  ruleExpression,
  ruleScope,
  scaleOf,
  unitOf,
} from './interpret/rules';
export { type ShownPattern, signatureCombinations } from './interpret/signature';
export {
  type AnswerSet,
  cronbachAlpha,
  defaultReliability,
  estimateReliability,
  type FigureSource,
  type Reliability,
  type ScaleLevel,
  type ScaleReliability,
} from './measure/reliability';
export {
  type ChangeVerdict,
  changeVerdict,
  reliableChangeIndex,
  reliableChangeThreshold,
  type ScaleFigures,
  standardErrorOfDifference,
  standardErrorOfMeasurement,
} from './measure/reliable-change';
export * from './model/capabilities';
export * from './model/constants';
export * from './model/results';
export * from './model/roles';
export type * from './model/types';
export {
  addToNorms,
  emptyNorms,
  type Histogram,
  type NormSource,
  type Norms,
  normBucket,
  percentileBelow,
  removeFromNorms,
} from './norms/norms';
export { invalidResult, type ScoringInput, scoreAssessment } from './pipeline';
export {
  type AnswerBank,
  type RawAnswer,
  type RawAnswers,
  type ScoredAnswers,
  scoreRawAnswers,
} from './raw-answers';
export {
  type Difference,
  difference,
  type Size,
  sizeOf,
} from './reading/noise';
export type {
  Lens,
  LensReading,
  ReadCapability,
  ReadFamily,
  Reading,
  ReadingSource,
  Shape,
  ShapeKind,
} from './reading/reading';
export { readProfile } from './reading/reading';
export { fillPlaces } from './report/arrange';
export * from './report/build';
export * from './report/claims';
export * from './report/plan';
export * from './report/practice';
export { countWord, differenceWords, placeText, pointsText } from './report/words';
export * from './responses';
export { computeScores, type Scores } from './scores';
export {
  checkModelStory,
  composeFromFacts,
  composeStory,
  listOf,
  type StoryArchetypes,
  type StorySentence,
  storySentences,
} from './story/compose';
export { quotableNumbers, type StoryFacts, storyFacts } from './story/facts';
export * from './team/counts';
export * from './team/report';
