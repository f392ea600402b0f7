// One question and its options as a radio group (the WAI-ARIA radio group pattern): the group is
// one tab stop (roving tabindex: the chosen option, or the first), labelled by the question. The
// arrow keys move to the next or previous option and choose it, wrapping around; Home and End
// choose the first and the last; Space chooses the focused option; the number keys choose an
// option by position. Enter goes on once the question has an answer, and without one says why in
// a polite live region; Backspace goes back. A question that offers it ends with "This does not
// happen in my role" (null). Each new question moves focus to its group, so the question is read
// as the group's label and the keys act at once.

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { BankQuestion as Question } from './load';

export const NO_OPTIONS = 'No response options available for this question.';
export const NOT_IN_MY_ROLE = 'This does not happen in my role';
/** What Enter says on a question that has no answer yet. */
export const CHOOSE_TO_GO_ON = 'Choose an answer to go on.';

interface Choice {
  score: number | null;
  text: string;
}

interface Props {
  question: Question;
  /** e.g. "Question 3 of 36", read with the question as the group's label. */
  position: string;
  /** The chosen score; null is "not in my role"; undefined is no answer yet. */
  selected: number | null | undefined;
  onSelect: (score: number | null) => void;
  /** Next, or Submit Assessment on the last question; only called when there is an answer. */
  onNext: () => void;
  onBack: () => void;
}

/** The options of a question: its scored ones, then "not in my role" where it is offered. */
const choicesOf = (question: Question): Choice[] =>
  question.responseOptions.length > 0 && question.notApplicable === true
    ? [...question.responseOptions, { score: null, text: NOT_IN_MY_ROLE }]
    : question.responseOptions;

/** The group's keys: arrows, Home and End move and choose; Space and numbers choose; Enter and Backspace. */
function useRadioGroupKeys(
  options: Choice[],
  selectedIndex: number,
  { selected, onSelect, onNext, onBack, onUnansweredEnter }: GroupKeyHandlers,
) {
  const optionRefs = useRef<Array<HTMLInputElement | null>>([]);
  const focusedIndex = () => optionRefs.current.indexOf(document.activeElement as HTMLInputElement);
  /** Moves focus to an option and chooses it. */
  const choose = (index: number) => {
    const wrapped = (index + options.length) % options.length;
    const option = options[wrapped];
    if (!option) return;
    optionRefs.current[wrapped]?.focus();
    onSelect(option.score);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = focusedIndex();
    // Where the arrows start from: the focused option, else the chosen one.
    const from = current >= 0 ? current : selectedIndex;
    const number = Number(event.key);
    if (Number.isInteger(number) && number >= 1 && number <= options.length) {
      event.preventDefault();
      choose(number - 1);
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        event.preventDefault();
        choose(from + 1);
        return;
      case 'ArrowUp':
      case 'ArrowLeft':
        event.preventDefault();
        // From no option at all, Up goes to the last, as it would from the first.
        choose(Math.max(from, 0) - 1);
        return;
      case 'Home':
        event.preventDefault();
        choose(0);
        return;
      case 'End':
        event.preventDefault();
        choose(options.length - 1);
        return;
      case ' ':
        // Handled here rather than by the browser, so Space acts the same in every one.
        event.preventDefault();
        if (current >= 0) choose(current);
        return;
      case 'Enter':
        event.preventDefault();
        if (selected !== undefined) onNext();
        else onUnansweredEnter();
        return;
      case 'Backspace':
        event.preventDefault();
        onBack();
        return;
    }
  };
  return { optionRefs, onKeyDown };
}

type GroupKeyHandlers = Pick<Props, 'selected' | 'onSelect' | 'onNext' | 'onBack'> & {
  onUnansweredEnter: () => void;
};

export function QuestionCard({ question, position, selected, onSelect, onNext, onBack }: Props) {
  const options = choicesOf(question);
  const textId = useId();
  const reasonId = useId();
  // The question on which Enter was pressed without an answer; the reason shows until it has one.
  const [enterWithout, setEnterWithout] = useState<string | null>(null);
  const reason =
    enterWithout === question.questionId && selected === undefined ? CHOOSE_TO_GO_ON : '';
  const selectedIndex = options.findIndex((option) => option.score === selected);
  const tabStop = Math.max(selectedIndex, 0);
  const { optionRefs, onKeyDown } = useRadioGroupKeys(options, selectedIndex, {
    selected,
    onSelect,
    onNext,
    onBack,
    onUnansweredEnter: () => setEnterWithout(question.questionId),
  });

  // A new question: focus its group (the chosen option, or the first), which reads the question
  // as the group's label and lets the keys act without a Tab first.
  useEffect(() => {
    optionRefs.current[tabStop]?.focus();
  }, [question.questionId]);

  return (
    <div className="question-card">
      <h2 id={textId} className="question-text">
        <span className="visually-hidden">{position}: </span>
        {question.text}
      </h2>
      {options.length === 0 ? (
        <p className="question-empty">{NO_OPTIONS}</p>
      ) : (
        <>
          <div
            role="radiogroup"
            aria-labelledby={textId}
            aria-describedby={reason ? reasonId : undefined}
            className="question-options"
            onKeyDown={onKeyDown}
          >
            {options.map((option, index) => (
              <QuestionOption
                key={`${option.score}-${option.text}`}
                option={option}
                index={index}
                name={`answer-${question.questionId}`}
                checked={index === selectedIndex}
                tabStop={index === tabStop}
                onSelect={onSelect}
                inputRef={(el) => {
                  optionRefs.current[index] = el;
                }}
              />
            ))}
          </div>
          <p className="question-hint">
            The arrow keys move between the answers and choose one; Space or the keys 1 to{' '}
            {options.length} choose too. Enter goes on, Backspace goes back.
          </p>
        </>
      )}
      {/* Always in the page, so that what it says is announced when it changes. */}
      <p id={reasonId} className="question-reason" role="status">
        {reason}
      </p>
    </div>
  );
}

function QuestionOption({
  option,
  index,
  name,
  checked,
  tabStop,
  onSelect,
  inputRef,
}: {
  option: Choice;
  index: number;
  name: string;
  checked: boolean;
  tabStop: boolean;
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
        tabIndex={tabStop ? 0 : -1}
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
