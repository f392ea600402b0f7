// /assessment/take: the page for each step of the flow (see use-take-flow), and the report.
import { useState } from 'react';
import { Button, Section } from '../../../components/ui';
import { AssessmentReport } from '../report/assessment-report';
import { useStory } from '../story/use-story';
import { AssessmentIntro } from './intro';
import { QUESTIONS_FAILED } from './load';
import { QuestionFlow } from './question-flow';
import { SaveResults } from './save-results';
import { type StoredResult, writeResult } from './storage';
import { type TakeFlow, useTakeFlow } from './use-take-flow';
import './take.css';

export function TakePage() {
  const take = useTakeFlow();
  // The report brings its own page width; everything else sits in one section.
  if (take.view.name === 'report')
    return <TakenReport result={take.view.result} onReset={take.reset} />;
  return (
    <Section>
      <TakeStep take={take} />
    </Section>
  );
}

function TakeStep({ take }: { take: TakeFlow }) {
  const { view, flow, dispatch } = take;
  switch (view.name) {
    case 'intro':
      return <AssessmentIntro onBegin={(role) => take.begin(false, role)} busy={view.loading} />;
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
          onSubmit={() => take.submit(flow, view.questions)}
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

function TakenReport({ result, onReset }: { result: StoredResult; onReset: () => void }) {
  const story = useStory(result.results, result.answers, result.contentVersion);
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
          contentVersion={result.contentVersion}
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
