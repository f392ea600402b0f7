// One question and its options as a radio group. Arrow keys move focus without selecting, so
// nothing changes by accident; Space or a click selects (native radios), the number keys pick an
// option by position, Enter goes on once answered and Backspace goes back. Keys act only inside
// the question. A question that offers it ends with "This does not happen in my role" (null).

import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import type { BankQuestion as Question } from './load';

export const NO_OPTIONS = 'No response options available for this question.';
export const NOT_IN_MY_ROLE = 'This does not happen in my role';

interface Choice {
  score: number | null;
  text: string;
}

interface Props {
  question: Question;
  /** e.g. "Question 3 of 36", read before the question when it receives focus. */
  position: string;
  /** The chosen score; null is "not in my role"; undefined is no answer yet. */
  selected: number | null | undefined;
  onSelect: (score: number | null) => void;
  onNext: () => void;
  onBack: () => void;
}

/** The question's keys: arrows, Home and End move focus; numbers pick; Enter and Backspace move on. */
function useQuestionKeys(
  options: Choice[],
  { selected, onSelect, onNext, onBack }: Omit<Props, 'question' | 'position'>,
) {
  const optionRefs = useRef<Array<HTMLInputElement | null>>([]);
  const focusedIndex = () => optionRefs.current.indexOf(document.activeElement as HTMLInputElement);
  const moveFocus = (index: number) => {
    optionRefs.current[(index + options.length) % options.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = focusedIndex();
    const onOption = current >= 0;
    const number = Number(event.key);
    if (Number.isInteger(number) && number >= 1 && number <= options.length) {
      event.preventDefault();
      const option = options[number - 1];
      if (option) onSelect(option.score);
      return;
    }
    switch (event.key) {
      // Native radios select on arrow keys; here the arrows only move focus.
      case 'ArrowDown':
      case 'ArrowRight':
      case 'ArrowUp':
      case 'ArrowLeft':
        if (!onOption) return;
        event.preventDefault();
        moveFocus(current + (event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : -1));
        return;
      case 'Home':
      case 'End':
        if (!onOption) return;
        event.preventDefault();
        moveFocus(event.key === 'Home' ? 0 : options.length - 1);
        return;
      case 'Enter': {
        event.preventDefault();
        const focused = options[current];
        if (selected !== undefined) onNext();
        else if (focused) onSelect(focused.score);
        return;
      }
      case 'Backspace':
        event.preventDefault();
        onBack();
        return;
    }
  };
  return { optionRefs, onKeyDown };
}

export function QuestionCard({ question, position, ...answer }: Props) {
  const scored: Choice[] = question.responseOptions;
  const options: Choice[] =
    scored.length > 0 && question.notApplicable === true
      ? [...scored, { score: null, text: NOT_IN_MY_ROLE }]
      : scored;
  const textId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { optionRefs, onKeyDown } = useQuestionKeys(options, answer);

  // A new question: announce it by moving focus to its text.
  useEffect(() => {
    headingRef.current?.focus();
  }, [question.questionId]);

  return (
    // The question's keys act only inside it; the radios share one name, so they form one group.
    <fieldset className="question-card" aria-labelledby={textId} onKeyDown={onKeyDown}>
      <h2 id={textId} ref={headingRef} tabIndex={-1} className="question-text">
        <span className="visually-hidden">{position}: </span>
        {question.text}
      </h2>
      {options.length === 0 ? (
        <p className="question-empty">{NO_OPTIONS}</p>
      ) : (
        <>
          <div className="question-options">
            {options.map((option, index) => (
              <QuestionOption
                key={`${option.score}-${option.text}`}
                option={option}
                index={index}
                name={`answer-${question.questionId}`}
                checked={option.score === answer.selected}
                onSelect={answer.onSelect}
                inputRef={(el) => {
                  optionRefs.current[index] = el;
                }}
              />
            ))}
          </div>
          <p className="question-hint">
            Use the arrow keys to move between answers and Space to choose, or press 1 to{' '}
            {options.length}. Enter goes to the next question, Backspace goes back.
          </p>
        </>
      )}
    </fieldset>
  );
}

function QuestionOption({
  option,
  index,
  name,
  checked,
  onSelect,
  inputRef,
}: {
  option: Choice;
  index: number;
  name: string;
  checked: boolean;
  onSelect: (score: number | null) => void;
  inputRef: (el: HTMLInputElement | null) => void;
}) {
  const optOut = option.score === null;
  const classes = ['question-option', checked && 'is-selected', optOut && 'is-opt-out'];
  return (
    <label className={classes.filter(Boolean).join(' ')}>
      <input
        ref={inputRef}
        type="radio"
        name={name}
        value={option.score ?? 'not-applicable'}
        checked={checked}
        onChange={() => onSelect(option.score)}
        className="question-option-input"
      />
      <span className="question-option-key" aria-hidden="true">
        {index + 1}
      </span>
      <span>{option.text}</span>
    </label>
  );
}
