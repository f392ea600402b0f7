// /assessment/take: the page for each step of the flow (see use-take-flow), and the report.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Section } from '../../../components/ui';
import { ReportPlaceholder } from '../report/placeholder';
import { AssessmentIntro } from './intro';
import { QUESTIONS_FAILED } from './load';
import { QuestionFlow } from './question-flow';
import { type TakeFlow, useTakeFlow } from './use-take-flow';
import './take.css';

// The report and its saving load with the questions, not with the page: the intro is interactive
// without them, and they have arrived long before the last answer.
const loadReport = () => import('./taken-report');
const TakenReport = lazy(loadReport);

export function TakePage() {
  const take = useTakeFlow();
  const { name } = take.view;
  // Take New Assessment removes the report the focus was in: the intro's heading takes it.
  const [resetFromReport, setResetFromReport] = useState(false);
  useEffect(() => {
    if (name === 'questions' || name === 'generating') void loadReport();
  }, [name]);
  // The report brings its own page width; everything else sits in one section.
  if (take.view.name === 'report')
    return (
      <Suspense fallback={<ReportPlaceholder />}>
        <TakenReport
          result={take.view.result}
          onReset={() => {
            setResetFromReport(true);
            take.reset();
          }}
        />
      </Suspense>
    );
  return (
    <Section>
      <TakeStep take={take} focusIntro={resetFromReport} />
    </Section>
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

function Generating() {
  return (
    <div className="take-generating" role="status">
      <span className="take-spinner" aria-hidden="true" />
      <h1>Generating Your Personalized Report</h1>
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
