// The assessment's flow as state: intro, questions, the generating state and the report, kept in
// the browser so a reload resumes where the visitor was. Loading the questions with the rules, and
// scoring the answers, are the two steps that can fail; their pending and failed states come from
// useMutation. A flow is scored with the rules loaded with its questions.
import { type RoleId, type Rule, scoreRawAnswers } from '@peak/scoring';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { track } from '../../../lib/analytics';
import { useMutation } from '../../../lib/query';
import {
  type FlowAction,
  type FlowState,
  flowReducer,
  randomAnswers,
  recordedAnswers,
  shuffle,
  startFlow,
  testModeAllowed,
} from './flow';
import { bankVersion, loadBank, type BankQuestion as Question } from './load';
import {
  clearAssessment,
  hasProgress,
  readProgress,
  readResult,
  type StoredResult,
  writeProgress,
  writeResult,
} from './storage';

export const GENERATING_MS = 3000;
export const TEST_SUBMIT_DELAY_MS = 500;

export type TakeView =
  | { name: 'intro'; loading: boolean }
  | { name: 'questions'; questions: ReadonlyMap<string, Question>; rules: readonly Rule[] }
  | { name: 'generating' }
  | { name: 'report'; result: StoredResult }
  | { name: 'load-failed' }
  | { name: 'submit-failed'; message: string };

type Phase =
  | Exclude<TakeView, { name: 'load-failed' | 'submit-failed' | 'intro' }>
  | { name: 'intro' };

type Step = FlowAction | { type: 'start'; state: FlowState };

const flowStep = (state: FlowState | null, action: Step) =>
  action.type === 'start' ? action.state : state ? flowReducer(state, action) : state;

const byId = (questions: readonly Question[]) =>
  new Map(questions.map((q) => [q.questionId, q] as const));

/** Scores a finished flow with the rules loaded with its questions, as the stored result. */
async function scoreFlow(
  state: FlowState,
  questions: ReadonlyMap<string, Question>,
  rules: readonly Rule[],
): Promise<StoredResult> {
  const answers = recordedAnswers(state);
  const bank = [...questions.values()];
  // The engine the server verifies a save with: the same answers give the same report.
  const scored = scoreRawAnswers(answers, { questions: bank, rules }, state.role);
  if (!scored.ok) throw new Error(scored.error);
  return {
    version: 1,
    results: scored.results,
    answers,
    completedAt: new Date().toISOString(),
    contentVersion: bankVersion(bank, rules),
  };
}

/** Every answer filled at random, for the test mode of a development build. */
const filledAtRandom = (state: FlowState): FlowState => ({
  ...state,
  index: state.order.length - 1,
  answers: Object.fromEntries(
    randomAnswers(state.order).map((a) => [a.questionId, { score: a.doing, ms: 0 }]),
  ),
});

/** setTimeout that is cleared when the page unmounts. */
function useLater() {
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return useCallback((fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);
}

export function useTakeFlow() {
  const [phase, setPhase] = useState<Phase>({ name: 'intro' });
  const [flow, dispatch] = useReducer(flowStep, null);
  const later = useLater();
  // The questions and the rules load together: either failing shows the questions' failure page.
  const bankLoad = useMutation(loadBank);
  const scoring = useMutation(scoreFlow);

  const submit = useCallback(
    async (state: FlowState, questions: ReadonlyMap<string, Question>, rules: readonly Rule[]) => {
      setPhase({ name: 'generating' });
      window.scrollTo({ top: 0 });
      const shown = Date.now();
      const result = await scoring.mutate(state, questions, rules);
      if (!result) return;
      writeResult(result);
      track('Assessment Completed');
      const wait = Math.max(0, GENERATING_MS - (Date.now() - shown));
      later(() => setPhase({ name: 'report', result }), wait);
    },
    [later, scoring.mutate],
  );

  const begin = useCallback(
    async (resume: boolean, role?: RoleId) => {
      const loaded = await bankLoad.mutate();
      if (!loaded) return;
      const { rules } = loaded;
      const questions = byId(loaded.questions);
      const now = Date.now();
      const resumed = resume ? readProgress([...questions.keys()], now) : null;
      const state = resumed ?? startFlow(shuffle([...questions.keys()]), now, role);
      if (!resumed) track('Assessment Started');
      dispatch({ type: 'start', state });
      setPhase({ name: 'questions', questions, rules });
      if (!resumed && testModeAllowed(import.meta.env.MODE, window.location.search)) {
        const filled = filledAtRandom(state);
        dispatch({ type: 'start', state: filled });
        later(() => submit(filled, questions, rules), TEST_SUBMIT_DELAY_MS);
      }
    },
    [later, submit, bankLoad.mutate],
  );

  // A stored result reloads straight into the report; a flow in progress resumes.
  useEffect(() => {
    const stored = readResult();
    if (stored) setPhase({ name: 'report', result: stored });
    else if (hasProgress()) void begin(true);
  }, [begin]);

  useEffect(() => {
    if (flow && phase.name === 'questions') writeProgress(flow);
  }, [flow, phase.name]);

  const toIntro = () => {
    bankLoad.reset();
    scoring.reset();
    setPhase({ name: 'intro' });
  };
  const reset = () => {
    clearAssessment();
    dispatch({ type: 'start', state: startFlow([], 0) });
    toIntro();
    window.scrollTo({ top: 0 });
  };

  const view: TakeView =
    bankLoad.status === 'error'
      ? { name: 'load-failed' }
      : scoring.status === 'error'
        ? { name: 'submit-failed', message: submitFailure(scoring.error) }
        : phase.name === 'intro'
          ? { name: 'intro', loading: bankLoad.status === 'pending' }
          : phase;
  return { view, flow, dispatch, begin, submit, reset, toIntro };
}

const submitFailure = (error: unknown) =>
  error instanceof Error ? error.message : 'Failed to submit assessment results';

export type TakeFlow = ReturnType<typeof useTakeFlow>;
