// The question flow as pure state: which question is shown, the answers so far, and how long each
// question has been on screen. Every change takes `now` so the logic stays testable.
import type { RoleId } from '@peak/scoring';
import type { RecordedAnswer } from '../model';

export interface FlowAnswer {
  /** The option's score, or null for "This does not happen in my role". */
  score: number | null;
  /** Time this question has been on screen, summed over visits, up to the latest answer. */
  ms: number;
}

export interface FlowState {
  /** Question ids in the (shuffled) order they are shown. */
  order: string[];
  index: number;
  answers: Record<string, FlowAnswer>;
  /** When the current question appeared; not stored, reset on resume. */
  shownAt: number;
  /** Time spent on each question over earlier visits. */
  spent: Record<string, number>;
  /** The role chosen on the intro, if any. */
  role?: RoleId;
}

export type FlowAction =
  | { type: 'answer'; score: number | null; now: number }
  | { type: 'next'; now: number }
  | { type: 'back'; now: number };

/** Fisher-Yates; `random` is injectable for tests. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function startFlow(order: string[], now: number, role?: RoleId): FlowState {
  return { order, index: 0, answers: {}, shownAt: now, spent: {}, ...(role ? { role } : {}) };
}

export const currentId = (state: FlowState) => state.order[state.index] as string;
export const isLast = (state: FlowState) => state.index === state.order.length - 1;
export const hasAnswer = (state: FlowState) => currentId(state) in state.answers;
export const isComplete = (state: FlowState) => state.order.every((id) => id in state.answers);

/** Time on the current question so far, earlier visits included. */
const timeOnCurrent = (state: FlowState, now: number) =>
  (state.spent[currentId(state)] ?? 0) + Math.max(0, now - state.shownAt);

function leave(state: FlowState, now: number, index: number): FlowState {
  const id = currentId(state);
  return {
    ...state,
    index,
    shownAt: now,
    spent: { ...state.spent, [id]: timeOnCurrent(state, now) },
  };
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'answer': {
      const id = currentId(state);
      const answer = { score: action.score, ms: timeOnCurrent(state, action.now) };
      return { ...state, answers: { ...state.answers, [id]: answer } };
    }
    case 'next':
      if (!hasAnswer(state) || isLast(state)) return state;
      return leave(state, action.now, state.index + 1);
    case 'back':
      if (state.index === 0) return state;
      return leave(state, action.now, state.index - 1);
  }
}

/** The answers in the order shown, as the API and the scoring engine take them. */
export const recordedAnswers = (state: FlowState): RecordedAnswer[] =>
  state.order.flatMap((questionId) => {
    const answer = state.answers[questionId];
    return answer ? [{ questionId, doing: answer.score, ms: Math.round(answer.ms) }] : [];
  });

/** Test mode: a random answer from 1 to 5 for every question. */
export const randomAnswers = (
  order: readonly string[],
  random: () => number = Math.random,
): RecordedAnswer[] =>
  order.map((questionId) => ({ questionId, doing: 1 + Math.floor(random() * 5), ms: 0 }));

/** Test mode (random answers, quick submit) on demand with ?test=true, never in a production build. */
export const testModeAllowed = (mode: string, search: string) =>
  mode !== 'production' && new URLSearchParams(search).get('test') === 'true';
