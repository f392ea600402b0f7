// /assessment/take: intro, question flow, the generating state and the report, with the flow and
// the result kept in the browser so a reload resumes where the visitor was.

import type { RoleId } from '@peak/scoring';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Button, Section } from '../../../components/ui';
import { track } from '../../../lib/analytics';
import { AssessmentReport } from '../report/assessment-report';
import { useStory } from '../story/use-story';
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
import { AssessmentIntro } from './intro';
import type { BankQuestion as Question } from './load';
import { loadQuestions, loadRules, QUESTIONS_FAILED, scoreAnswers } from './load';
import { QuestionFlow } from './question-flow';
import { SaveResults } from './save-results';
import {
  clearAssessment,
  hasProgress,
  readProgress,
  readResult,
  type StoredResult,
  writeProgress,
  writeResult,
} from './storage';
import './take.css';

export const GENERATING_MS = 3000;
export const TEST_SUBMIT_DELAY_MS = 500;

type Phase =
  | { name: 'intro'; loading: boolean }
  | { name: 'questions'; questions: ReadonlyMap<string, Question> }
  | { name: 'generating' }
  | { name: 'report'; result: StoredResult }
  | { name: 'load-failed' }
  | { name: 'submit-failed'; message: string };

const byId = (questions: readonly Question[]) =>
  new Map(questions.map((q) => [q.questionId, q] as const));

const flowOrNull = (state: FlowState | null, action: FlowAction) =>
  state ? flowReducer(state, action) : state;

export function TakePage() {
  const [phase, setPhase] = useState<Phase>({ name: 'intro', loading: false });
  const [flow, dispatch] = useReducer(
    (state: FlowState | null, action: FlowAction | { type: 'start'; state: FlowState }) =>
      action.type === 'start' ? action.state : flowOrNull(state, action),
    null,
  );
  const timers = useRef<number[]>([]);

  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const submit = useCallback(
    async (state: FlowState, questions: ReadonlyMap<string, Question>) => {
      setPhase({ name: 'generating' });
      window.scrollTo({ top: 0 });
      const shown = Date.now();
      try {
        const answers = recordedAnswers(state);
        const results = scoreAnswers(
          answers,
          [...questions.values()],
          await loadRules(),
          state.role,
        );
        const result: StoredResult = {
          version: 1,
          results,
          answers,
          completedAt: new Date().toISOString(),
        };
        writeResult(result);
        track('Assessment Completed');
        later(
          () => setPhase({ name: 'report', result }),
          Math.max(0, GENERATING_MS - (Date.now() - shown)),
        );
      } catch (error) {
        const message =
          error instanceof Error ? error.message : 'Failed to submit assessment results';
        setPhase({ name: 'submit-failed', message });
      }
    },
    [later],
  );

  const begin = useCallback(
    async (resume: boolean, role?: RoleId) => {
      setPhase({ name: 'intro', loading: true });
      let questions: Question[];
      try {
        questions = await loadQuestions();
      } catch {
        setPhase({ name: 'load-failed' });
        return;
      }
      const map = byId(questions);
      const now = Date.now();
      const resumed = resume ? readProgress([...map.keys()], now) : null;
      const state = resumed ?? startFlow(shuffle([...map.keys()]), now, role);
      if (!resumed) track('Assessment Started');
      dispatch({ type: 'start', state });
      setPhase({ name: 'questions', questions: map });
      if (!resumed && testModeAllowed(import.meta.env.MODE, window.location.search)) {
        const answers = randomAnswers(state.order);
        const filled: FlowState = {
          ...state,
          index: state.order.length - 1,
          answers: Object.fromEntries(
            answers.map((a) => [a.questionId, { score: a.doing, ms: 0 }]),
          ),
        };
        dispatch({ type: 'start', state: filled });
        later(() => submit(filled, map), TEST_SUBMIT_DELAY_MS);
      }
    },
    [later, submit],
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

  const reset = () => {
    clearAssessment();
    dispatch({ type: 'start', state: startFlow([], 0) });
    setPhase({ name: 'intro', loading: false });
    window.scrollTo({ top: 0 });
  };

  // The report brings its own page width; everything else sits in one section.
  if (phase.name === 'report') return <TakenReport result={phase.result} onReset={reset} />;
  return <Section>{renderPhase()}</Section>;

  function renderPhase() {
    switch (phase.name) {
      case 'intro':
        return <AssessmentIntro onBegin={(role) => begin(false, role)} busy={phase.loading} />;
      case 'load-failed':
        return (
          <FullPageMessage
            title="Questions unavailable"
            text={QUESTIONS_FAILED}
            onRetry={() => window.location.reload()}
          />
        );
      case 'submit-failed':
        return (
          <FullPageMessage
            title="Something went wrong"
            text={phase.message}
            onRetry={() => setPhase({ name: 'intro', loading: false })}
          />
        );
      case 'generating':
        return (
          <div className="take-generating" role="status">
            <span className="take-spinner" aria-hidden="true" />
            <h1>Generating Your Personalized Report</h1>
            <p>Scoring your answers and finding your patterns...</p>
          </div>
        );
      case 'questions': {
        if (!flow || flow.order.length === 0) return null;
        const now = () => Date.now();
        return (
          <QuestionFlow
            state={flow}
            questions={phase.questions}
            onSelect={(score) => dispatch({ type: 'answer', score, now: now() })}
            onNext={() => dispatch({ type: 'next', now: now() })}
            onBack={() => dispatch({ type: 'back', now: now() })}
            onSubmit={() => submit(flow, phase.questions)}
          />
        );
      }
    }
  }
}

function TakenReport({ result, onReset }: { result: StoredResult; onReset: () => void }) {
  const story = useStory(result.results, result.answers);
  const [savedId, setSavedId] = useState(result.savedId);
  const onSaved = (id: string) => {
    setSavedId(id);
    writeResult({ ...result, savedId: id });
  };
  return (
    <AssessmentReport
      results={result.results}
      story={story}
      actions={
        <Button variant="secondary" onClick={onReset}>
          Take New Assessment
        </Button>
      }
      footer={
        <SaveResults
          answers={result.answers}
          role={result.results.role}
          story={story.status === 'ready' ? story.story : undefined}
          savedId={savedId}
          onSaved={onSaved}
        />
      }
    />
  );
}

function FullPageMessage({
  title,
  text,
  onRetry,
}: {
  title: string;
  text: string;
  onRetry: () => void;
}) {
  return (
    <div className="take-message">
      <h1>{title}</h1>
      <p role="alert">{text}</p>
      <Button onClick={onRetry}>Try Again</Button>
    </div>
  );
}
