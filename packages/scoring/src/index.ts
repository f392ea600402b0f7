// Public surface of the scoring engine. Pure functions, no runtime dependencies.
export * from './bands';
export { type AnswerTiming, answerTiming } from './effort';
export { compileExpression, evaluateExpression, type Scope } from './expression';
export { arbitrate, byImportance, similarity } from './interpret/arbitrate';
export { fallbackPatterns } from './interpret/fallback';
export { REPORT_SECTIONS, routeContent, sectionFor } from './interpret/route';
export { evaluateRules, normaliseForRules, type RuleContext, ruleScope } from './interpret/rules';
export { type ShownPattern, signatureCombinations } from './interpret/signature';
export * from './model/capabilities';
export * from './model/constants';
export type * from './model/types';
export { invalidResult, type ScoringInput, scoreAssessment } from './pipeline';
export * from './responses';
export { computeScores, type Scores } from './scores';
