// Types for scoring.js, so the site's TypeScript tests can check it.
export type MethodId = 'moscow' | 'value-effort' | 'rice' | 'kano' | 'eisenhower' | 'weighted';

export interface Method {
  id: MethodId;
  name: string;
  complexity: 'Simple' | 'Moderate' | 'Complex';
  time: 'Quick' | 'Moderate' | 'Extensive';
  teamSize: 'Individual' | 'Small' | 'Medium' | 'Large';
  summary: string;
  firstStep: string;
}

export interface QuestionOption {
  value: string;
  label: string;
  reason: string;
  points: Partial<Record<MethodId, number>>;
}

export interface Question {
  id: string;
  label: string;
  options: QuestionOption[];
}

export interface Effect {
  questionId: string;
  question: string;
  answer: string;
  reason: string;
  points: number;
}

export interface RankedMethod extends Method {
  order: number;
  score: number;
  pros: Effect[];
  cons: Effect[];
}

export interface SelectorResult {
  ranked: RankedMethod[];
  best: RankedMethod | null;
  unanswered: string[];
  complete: boolean;
}

export const METHODS: Method[];
export const QUESTIONS: Question[];
export function joinReasons(reasons: string[]): string;
export function scoreMethods(answers: Record<string, string> | null | undefined): SelectorResult;
export function explain(result: SelectorResult): string;
