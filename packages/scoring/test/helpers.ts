// Builders for test inputs over the bundled question bank.
import { questions as bank, rules as bundledRules } from '@peak/content';
import type { AssessmentResponse, Question, Rule } from '../src';
import { capabilityByName, isScoredQuestion } from '../src';

export const questions: Question[] = bank;
export const rules: Rule[] = bundledRules;
export const scoredQuestions = questions.filter(isScoredQuestion);

/** One response per scored question, the answer chosen from the question. */
export function answer(pick: (q: Question) => number | null): AssessmentResponse[] {
  return scoredQuestions.flatMap((q) => {
    const doing = pick(q);
    return doing === null ? [] : [{ questionId: q.questionId, doing, knowing: null, gap: null }];
  });
}

export const all = (value: number) => answer(() => value);

export const byGroup = (self: number, system: number) =>
  answer((q) => (capabilityByName(q.capability)?.group === 'Self' ? self : system));

export function rule(overrides: Partial<Rule> & { logic: string }): Rule {
  return {
    id: overrides.id ?? `rule-${overrides.logic}`,
    name: overrides.name ?? 'Test Rule',
    type: 'pattern',
    category: 'pairwise_pattern',
    enabled: true,
    severity: 'info',
    priority: 50,
    capabilities: [],
    ...overrides,
  };
}
