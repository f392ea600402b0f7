// @vitest-environment jsdom
// The question flow from the keyboard, as the WAI-ARIA radio group pattern has it: the options are
// one group labelled by the question, one tab stop that follows the answer; the arrow keys, Home
// and End move to an option and choose it; Space and the number keys choose; Enter goes on only
// with an answer and otherwise says why in a polite live region; Backspace goes back.
import { questions } from '@peak/content';
import { act, useReducer } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FlowState, flowReducer, startFlow } from './flow';
import type { BankQuestion } from './load';
import { CHOOSE_TO_GO_ON, NOT_IN_MY_ROLE } from './question-card';
import { QuestionFlow } from './question-flow';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The bank as the flow gets it from the content service: JSON documents, id from questionId. */
const bank = new Map<string, BankQuestion>(
  questions.map((q) => {
    const document = JSON.parse(JSON.stringify({ ...q, id: q.questionId })) as BankQuestion;
    return [q.questionId, document] as const;
  }),
);
/** Two questions with five options, then one that offers "This does not happen in my role". */
const ORDER = ['cof_v2_1', 'cof_v2_3', 'cod_v2_3'];

let root: Root | undefined;
let container: HTMLElement;
let state: FlowState;
let onSubmit: ReturnType<typeof vi.fn<() => void>>;

function Harness() {
  const [flow, dispatch] = useReducer(flowReducer, startFlow(ORDER, 0));
  state = flow;
  return (
    <QuestionFlow
      state={flow}
      questions={bank}
      onSelect={(score) => dispatch({ type: 'answer', score, now: 1000 })}
      onNext={() => dispatch({ type: 'next', now: 2000 })}
      onBack={() => dispatch({ type: 'back', now: 3000 })}
      onSubmit={onSubmit}
    />
  );
}

beforeEach(() => {
  onSubmit = vi.fn<() => void>();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<Harness />));
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** A key pressed where the focus is, as the browser dispatches it. */
function press(key: string) {
  const target = document.activeElement ?? document.body;
  let prevented = false;
  act(() => {
    prevented = !target.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
    );
  });
  return prevented;
}

const group = () => container.querySelector<HTMLElement>('[role="radiogroup"]') as HTMLElement;
const radios = () => [...group().querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const checkedIndex = () => radios().findIndex((radio) => radio.checked);
const focusedIndex = () => radios().indexOf(document.activeElement as HTMLInputElement);
const tabStops = () => radios().filter((radio) => radio.tabIndex === 0);
const reason = () => container.querySelector('[role="status"]');
const progress = () =>
  container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuetext');
const labelOf = (radio: HTMLInputElement) => radio.closest('label')?.textContent ?? '';

describe('the options of a question', () => {
  it('form one radio group, labelled by the question with its position', () => {
    const labelledBy = group().getAttribute('aria-labelledby') ?? '';
    const label = document.getElementById(labelledBy);
    expect(label?.textContent).toBe(`Question 1 of 3: ${bank.get('cof_v2_1')?.text}`);
    expect(radios()).toHaveLength(5);
    // One name: the browser and assistive technology treat them as one group of radios.
    expect(new Set(radios().map((radio) => radio.name)).size).toBe(1);
    // Nothing is chosen, and the group is one tab stop: its first option, which has the focus.
    expect(checkedIndex()).toBe(-1);
    expect(tabStops()).toEqual([radios()[0]]);
    expect(focusedIndex()).toBe(0);
  });

  it('are moved between and chosen with the arrow keys, Home and End, wrapping around', () => {
    const steps: Array<[string, number]> = [
      ['ArrowDown', 1],
      ['ArrowDown', 2],
      ['ArrowUp', 1],
      ['ArrowRight', 2],
      ['ArrowLeft', 1],
      ['End', 4],
      ['ArrowDown', 0],
      ['ArrowUp', 4],
      ['Home', 0],
    ];
    for (const [key, expected] of steps) {
      expect(press(key), key).toBe(true);
      expect([key, focusedIndex(), checkedIndex()]).toEqual([key, expected, expected]);
      // The tab stop follows the answer; the others are left out of the Tab order.
      expect(tabStops()).toEqual([radios()[expected]]);
      expect(radios()[expected]?.closest('label')?.classList.contains('is-selected')).toBe(true);
    }
    // The flow recorded the last one chosen: the first option's score.
    expect(state.answers.cof_v2_1?.score).toBe(bank.get('cof_v2_1')?.responseOptions[0]?.score);
  });

  it('are chosen with Space on the focused option, and with the number keys', () => {
    press(' ');
    expect(checkedIndex()).toBe(0);
    press('4');
    expect([focusedIndex(), checkedIndex()]).toEqual([3, 3]);
    expect(state.answers.cof_v2_1?.score).toBe(4);
    // A number past the options does nothing.
    expect(press('9')).toBe(false);
    expect(checkedIndex()).toBe(3);
  });
});

describe('Enter and Backspace', () => {
  it('Enter without an answer does not go on and says why, politely; with one it goes on', () => {
    const region = reason();
    expect(region?.getAttribute('role')).toBe('status');
    expect(region?.textContent).toBe('');
    press('Enter');
    expect(progress()).toBe('Question 1 of 3');
    expect(region?.textContent).toBe(CHOOSE_TO_GO_ON);
    // The same element: a live region announces what changes inside it.
    expect(reason()).toBe(region);
    expect(group().getAttribute('aria-describedby')).toBe(region?.id);
    // Next stays disabled, and focus stays on the group.
    const next = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Next');
    expect(next?.disabled).toBe(true);
    expect(focusedIndex()).toBe(0);

    press('ArrowDown');
    expect(reason()?.textContent).toBe('');
    expect(group().hasAttribute('aria-describedby')).toBe(false);
    press('Enter');
    expect(progress()).toBe('Question 2 of 3');
    // The new question has the focus, on its first option, and no reason shown.
    expect(focusedIndex()).toBe(0);
    expect(checkedIndex()).toBe(-1);
    expect(reason()?.textContent).toBe('');
  });

  it('Backspace goes back, to the answer given there', () => {
    press('3');
    press('Enter');
    expect(progress()).toBe('Question 2 of 3');
    press('Backspace');
    expect(progress()).toBe('Question 1 of 3');
    expect([focusedIndex(), checkedIndex()]).toEqual([2, 2]);
    expect(tabStops()).toEqual([radios()[2]]);
  });

  it('on the last question, Enter submits only once it is answered; End reaches "not in my role"', () => {
    press('2');
    press('Enter');
    press('5');
    press('Enter');
    expect(progress()).toBe('Question 3 of 3');
    expect(radios()).toHaveLength(6);
    press('Enter');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(reason()?.textContent).toBe(CHOOSE_TO_GO_ON);

    press('End');
    expect(labelOf(radios()[focusedIndex()] as HTMLInputElement)).toContain(NOT_IN_MY_ROLE);
    expect(radios()[5]?.checked).toBe(true);
    expect(state.answers.cod_v2_3?.score).toBeNull();
    press('Enter');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // The number keys reach it too: 6 is "This does not happen in my role".
    press('1');
    expect(state.answers.cod_v2_3?.score).toBe(1);
    press('6');
    expect(state.answers.cod_v2_3?.score).toBeNull();
  });

  it('leaves keys with a modifier to the browser', () => {
    expect(press('ArrowDown')).toBe(true);
    const target = document.activeElement as HTMLElement;
    let prevented = false;
    act(() => {
      prevented = !target.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: 'ArrowUp',
          altKey: true,
          bubbles: true,
          cancelable: true,
        }),
      );
    });
    expect(prevented).toBe(false);
    expect(checkedIndex()).toBe(1);
  });
});
