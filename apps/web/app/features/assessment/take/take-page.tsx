// /assessment/take: the page for each step of the flow (see use-take-flow), and the report. After
// Submit, the generating state and then the report take the focus (their headings) and are
// announced in one polite live region that stays on the page through every step, so a screen
// reader hears each change.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button, Section } from '../../../components/ui';
import { ReportPlaceholder } from '../report/placeholder';
import { AssessmentIntro } from './intro';
import { QUESTIONS_FAILED } from './load';
import { QuestionFlow } from './question-flow';
import type { AfterSave } from './save-results';
import { type TakeFlow, useTakeFlow } from './use-take-flow';
import './take.css';

// The report and its saving load with the questions, not with the page: the intro is interactive
// without them, and they have arrived long before the last answer.
const loadReport = () => import('./taken-report');
const TakenReport = lazy(loadReport);

export const GENERATING_TITLE = 'Generating Your Personalized Report';
export const REPORT_READY = 'Your report is ready';

export function TakePage({ afterSave }: { afterSave?: AfterSave } = {}) {
  const take = useTakeFlow();
  const { view } = take;
  const { name } = view;
  // Take New Assessment removes the report the focus was in: the intro's heading takes it.
  const [resetFromReport, setResetFromReport] = useState(false);
  // Said once the report's heading is on screen after Submit (not on a reload).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (name === 'questions' || name === 'generating') void loadReport();
    if (name !== 'report') setReady(false);
  }, [name]);
  const submitted = view.name === 'report' && view.submitted;
  const onShown = useCallback((heading: HTMLHeadingElement) => {
    heading.focus();
    setReady(true);
  }, []);
  const announcement = name === 'generating' ? GENERATING_TITLE : ready ? REPORT_READY : '';
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="take-announcer">
        {announcement}
      </p>
      {/* The report brings its own page width; everything else sits in one section. */}
      {view.name === 'report' ? (
        <Suspense fallback={<ReportPlaceholder />}>
          <TakenReport
            result={view.result}
            afterSave={afterSave}
            onShown={submitted ? onShown : undefined}
            onReset={() => {
              setResetFromReport(true);
              take.reset();
            }}
          />
        </Suspense>
      ) : view.name === 'opening' ? (
        <ReportPlaceholder />
      ) : (
        <Section>
          <TakeStep take={take} focusIntro={resetFromReport} />
        </Section>
      )}
    </>
  );
}

function TakeStep({ take, focusIntro }: { take: TakeFlow; focusIntro: boolean }) {
  const { view, flow, dispatch } = take;
  switch (view.name) {
    case 'intro':
      return (
        <AssessmentIntro
          onBegin={(role) => take.begin(false, role)}
          busy={view.loading}
          focusHeading={focusIntro}
        />
      );
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
        <FullPageMessage title="Something went wrong" text={view.message} onRetry={take.toIntro} />
      );
    case 'generating':
      return <Generating />;
    case 'questions': {
      if (!flow || flow.order.length === 0) return null;
      return (
        <QuestionFlow
          state={flow}
          questions={view.questions}
          onSelect={(score) => dispatch({ type: 'answer', score, now: Date.now() })}
          onNext={() => dispatch({ type: 'next', now: Date.now() })}
          onBack={() => dispatch({ type: 'back', now: Date.now() })}
          onSubmit={() => take.submit(flow, view.questions, view.rules)}
        />
      );
    }
    default:
      return null;
  }
}

/** After Submit: its heading takes the focus from the button that is gone; the page announces it. */
function Generating() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="take-generating">
      <span className="take-spinner" aria-hidden="true" />
      <h1 ref={heading} tabIndex={-1}>
        {GENERATING_TITLE}
      </h1>
      <p>Scoring your answers and finding your patterns...</p>
    </div>
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
