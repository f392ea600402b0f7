// The question flow: title, progress, one question at a time, Back / Next / Submit Assessment.
// Enter on the question does what Next (or Submit Assessment, on the last question) does.

import { Button } from '../../../components/ui';
import { type FlowState, hasAnswer, isLast } from './flow';
import type { BankQuestion as Question } from './load';
import { QuestionCard } from './question-card';

interface Props {
  state: FlowState;
  questions: ReadonlyMap<string, Question>;
  onSelect: (score: number | null) => void;
  onNext: () => void;
  onBack: () => void;
  onSubmit: () => void;
}

export function QuestionFlow({ state, questions, onSelect, onNext, onBack, onSubmit }: Props) {
  const question = questions.get(state.order[state.index] as string) as Question;
  const total = state.order.length;
  const current = state.index + 1;
  const answered = hasAnswer(state);
  const last = isLast(state);
  // Enter on the question (the card says why it does not go on without an answer).
  const goOn = () => {
    if (answered) (last ? onSubmit : onNext)();
  };

  return (
    <div className="question-flow">
      <header className="question-flow-header">
        <h1>Prioritization Assessment</h1>
        <p className="take-lead">
          Discover your strengths across 12 key prioritization capabilities. Answer for what you
          actually do, not what you intend.
        </p>
      </header>
      <div className="question-progress">
        <p aria-hidden="true">
          Question {current} of {total}
        </p>
        <div
          className="progress-track"
          role="progressbar"
          aria-label="Assessment progress"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={current}
          aria-valuetext={`Question ${current} of ${total}`}
        >
          <div className="progress-bar" style={{ width: `${(current / total) * 100}%` }} />
        </div>
      </div>
      <QuestionCard
        question={question}
        position={`Question ${current} of ${total}`}
        selected={state.answers[question.questionId]?.score}
        onSelect={onSelect}
        onNext={goOn}
        onBack={onBack}
      />
      <div className="question-nav">
        <Button variant="secondary" onClick={onBack} disabled={state.index === 0}>
          Back
        </Button>
        {last ? (
          answered && <Button onClick={onSubmit}>Submit Assessment</Button>
        ) : (
          <Button onClick={onNext} disabled={!answered}>
            Next
          </Button>
        )}
      </div>
    </div>
  );
}
