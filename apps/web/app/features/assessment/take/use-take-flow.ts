// The assessment's flow as state: intro, questions, the generating state and the report, kept in
// the browser so a reload resumes where the visitor was, for the person who was at it: what was
// kept while one account was signed in opens for that account only (storage.ts, `belongsTo`).
// Loading the questions with the rules, and scoring the answers, are the two steps that can fail;
// their pending and failed states come from useMutation. A flow is scored with the rules loaded
// with its questions. `?new` in the address (the profile's and the dashboard's links) starts afresh
// when the kept report is saved in the signed-in account, so nothing is lost. The funnel's steps
// (lib/funnel.ts) are reported here: the intro shown, the first question shown on a new run
// (started), the farthest question reached, the report computed (finished) and shown.
import { type RoleId, type Rule, scoreRawAnswers } from '@peak/scoring';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { track } from '../../../lib/analytics';
import { reportStep } from '../../../lib/funnel';
import { useMutation } from '../../../lib/query';
import { isSignedIn, useAuth } from '../../auth';
import { NEW_ASSESSMENT_QUERY } from '../links';
import {
  currentId,
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
  belongsTo,
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
  /** A report is kept, and whose it may be is known once the sign-in state is. */
  | { name: 'opening' }
  | { name: 'questions'; questions: ReadonlyMap<string, Question>; rules: readonly Rule[] }
  | { name: 'generating' }
  /** `submitted`: it follows Submit on this page (not a reload), so it takes the focus. */
  | { name: 'report'; result: StoredResult; submitted: boolean }
  | { name: 'load-failed' }
  | { name: 'submit-failed'; message: string };

type Phase =
  | Exclude<TakeView, { name: 'load-failed' | 'submit-failed' | 'intro' }>
  | { name: 'intro' };

type Step = FlowAction | { type: 'start'; state: FlowState };

const flowStep = (state: FlowState | null, action: Step) =>
  action.type === 'start' ? action.state : state ? flowReducer(state, action) : state;

/** Whole seconds from `from` to now, as the funnel's finished step carries them. */
const secondsSince = (from: number) =>
  Math.min(86_400, Math.max(0, Math.round((Date.now() - from) / 1000)));

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

/** Whether the address asks for a new assessment (`?new`). */
const asksForNew = () => new URLSearchParams(window.location.search).has(NEW_ASSESSMENT_QUERY);

export function useTakeFlow() {
  const [phase, setPhase] = useState<Phase>({ name: 'intro' });
  const [flow, dispatch] = useReducer(flowStep, null);
  const later = useLater();
  const auth = useAuth();
  const settled = auth.status !== 'loading';
  const userId = isSignedIn(auth) ? (auth.user?.id ?? null) : null;
  // Read by the callbacks when they run, so they need not change with the sign-in.
  const viewer = useRef(userId);
  viewer.current = userId;
  // The questions and the rules load together: either failing shows the questions' failure page.
  const bankLoad = useMutation(loadBank);
  const scoring = useMutation(scoreFlow);
  // The funnel: when this run started on this page (not known for one resumed after a reload),
  // and the farthest question position reported in it.
  const startedAt = useRef<number | null>(null);
  const reached = useRef(0);

  const submit = useCallback(
    async (state: FlowState, questions: ReadonlyMap<string, Question>, rules: readonly Rule[]) => {
      setPhase({ name: 'generating' });
      window.scrollTo({ top: 0 });
      const shown = Date.now();
      const scored = await scoring.mutate(state, questions, rules);
      if (!scored) return;
      const owner = viewer.current;
      const result = owner ? { ...scored, owner } : scored;
      writeResult(result);
      track('Assessment Completed');
      const started = startedAt.current;
      startedAt.current = null;
      reportStep({
        step: 'finished',
        band: scored.results.maturityLevel,
        ...(started === null ? {} : { seconds: secondsSince(started) }),
      });
      const wait = Math.max(0, GENERATING_MS - (Date.now() - shown));
      later(() => setPhase({ name: 'report', result, submitted: true }), wait);
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
      const resumed = resume ? readProgress([...questions.keys()], now, viewer.current) : null;
      const state = resumed ?? startFlow(shuffle([...questions.keys()]), now, role);
      if (!resumed) {
        track('Assessment Started');
        reportStep({ step: 'started' });
      }
      startedAt.current = resumed ? null : now;
      // A resumed run reported the position it stopped at before the reload.
      reached.current = resumed ? resumed.index + 1 : 0;
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

  /** The intro, shown once the sign-in state decides it (not while a kept flow may open instead). */
  const showIntro = useCallback(() => {
    setPhase({ name: 'intro' });
    reportStep({ step: 'intro-viewed' });
  }, []);

  // A stored result reloads straight into the report, a flow in progress resumes: each only for
  // the person it belongs to, decided once the sign-in state is known. Another account's is
  // forgotten; while the sign-in state cannot be read (an error), it is only not shown.
  const opened = useRef(false);
  const { status } = auth;
  useEffect(() => {
    if (opened.current) return;
    if (status === 'loading') {
      if (readResult()) setPhase({ name: 'opening' });
      return;
    }
    opened.current = true;
    const forget = status !== 'error';
    const stored = readResult();
    if (stored && !belongsTo(stored, userId)) {
      if (forget) clearAssessment();
      showIntro();
    } else if (stored?.savedId && asksForNew()) {
      // Saved in this account (belongsTo above): a new assessment loses nothing.
      clearAssessment();
      showIntro();
    } else if (stored) {
      // A signed-out visitor's report, now signed in: theirs, so it is forgotten when they sign out.
      if (userId && !stored.owner) writeResult({ ...stored, owner: userId });
      setPhase({ name: 'report', result: stored, submitted: false });
    } else if (hasProgress(userId)) void begin(true);
    else {
      // Nothing of this person's: whatever is left (another account's progress) goes.
      if (forget) clearAssessment();
      showIntro();
    }
  }, [status, userId, begin, showIntro]);

  useEffect(() => {
    if (flow && phase.name === 'questions') writeProgress(flow, userId ?? undefined);
  }, [flow, phase.name, userId]);

  // Each question position once per run, the first time it is shown.
  useEffect(() => {
    if (!flow || phase.name !== 'questions' || flow.order.length === 0) return;
    const position = flow.index + 1;
    if (position <= reached.current) return;
    reached.current = position;
    reportStep({ step: 'question-reached', position, questionId: currentId(flow) });
  }, [flow, phase.name]);

  useEffect(() => {
    if (phase.name === 'report') reportStep({ step: 'report-viewed' });
  }, [phase.name]);

  const toIntro = useCallback(() => {
    bankLoad.reset();
    scoring.reset();
    showIntro();
  }, [bankLoad.reset, scoring.reset, showIntro]);
  const reset = () => {
    clearAssessment();
    dispatch({ type: 'start', state: startFlow([], 0) });
    toIntro();
    window.scrollTo({ top: 0 });
  };

  // Signed out (or another account signed in) while the page is open: what the page holds was the
  // last person's, and the sign-in provider has forgotten what the browser kept of it.
  const lastUser = useRef<string | null>(null);
  useEffect(() => {
    if (!settled) return;
    const was = lastUser.current;
    lastUser.current = userId;
    if (was && was !== userId) {
      dispatch({ type: 'start', state: startFlow([], 0) });
      toIntro();
    }
  }, [settled, userId, toIntro]);

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
