// One choice among a few, said in words: a fieldset whose legend asks, and a radio per answer with
// its label (its name) and, under it, what it means (its description). Keyboard: Tab into the group,
// arrows between answers. The review request's "what we see" and the save's "share with us" use it;
// `compact` sets the answers as lines (label, then its detail) instead of bordered boxes.
import { useId } from 'react';
import './choice-group.css';

export interface Choice<T extends string> {
  value: T;
  label: string;
  detail?: string;
}

export function ChoiceGroup<T extends string>({
  legend,
  choices,
  value,
  onChange,
  disabled,
  compact,
  hint,
  className,
}: {
  legend: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  compact?: boolean;
  /** Said once after the answers, and read out with the group: what every answer has in common. */
  hint?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset
      className={['choice-group', compact ? 'choice-group-compact' : '', className ?? ''].join(' ')}
      disabled={disabled}
      aria-describedby={hint ? `${id}-hint` : undefined}
    >
      <legend>{legend}</legend>
      {choices.map((choice) => {
        // Named by its label alone; the detail is its description.
        const label = `${id}-${choice.value}`;
        return (
          <label key={choice.value} className="choice">
            <input
              type="radio"
              name={id}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-labelledby={label}
              aria-describedby={choice.detail ? `${label}-detail` : undefined}
            />
            <span>
              <strong id={label}>{choice.label}</strong>
              {/* A space for the compact lines; the boxes set the detail under the label. */}
              {choice.detail ? ' ' : null}
              {choice.detail ? (
                <span id={`${label}-detail`} className="muted">
                  {choice.detail}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
      {hint ? (
        <p id={`${id}-hint`} className="choice-hint muted">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
