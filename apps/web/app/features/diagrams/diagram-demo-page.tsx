// The Diagram Demo: three sample knowledge objects drawn as diagrams, one missing object to show
// the error state, and controls for the explanation level and theme every block receives.
import { useId, useState } from 'react';
import { PageHero, Section } from '../../components/ui';
import { DiagramBlock } from './diagram-block';
import type { DiagramBlockData, DiagramTheme, PedagogyMode } from './types';

const MODES: Array<{ value: PedagogyMode; label: string; hint: string }> = [
  { value: 'entry', label: 'Entry', hint: 'Labels only' },
  { value: 'intermediate', label: 'Intermediate', hint: 'Labels and descriptions' },
  { value: 'advanced', label: 'Advanced', hint: 'Adds related capabilities' },
];

const THEMES: Array<{ value: DiagramTheme; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const SAMPLES: DiagramBlockData[] = [
  { title: 'Continuum: from reactive to proactive', objectId: 'ko-continuum', size: 'l' },
  { title: 'Binary: do now or defer?', objectId: 'ko-binary' },
  { title: 'Matrix: value vs effort', objectId: 'ko-matrix', size: 'l' },
];

const MISSING: DiagramBlockData = {
  title: 'A knowledge object that does not exist',
  objectId: 'ko-missing',
  size: 's',
};

function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: Array<{ value: T; label: string; hint?: string }>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <fieldset className="diagram-choice">
      <legend>{legend}</legend>
      <div className="diagram-choice-options">
        {options.map((option) => (
          <div key={option.value} className="diagram-choice-option">
            <input
              type="radio"
              id={`${id}-${option.value}`}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={`${id}-${option.value}`}>
              {option.label}{' '}
              {option.hint ? <span className="diagram-choice-hint">{option.hint}</span> : null}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function Settings({
  block,
  mode,
  theme,
}: {
  block: DiagramBlockData;
  mode: PedagogyMode;
  theme: DiagramTheme;
}) {
  return (
    <p className="diagram-settings">
      <span className="visually-hidden">Block settings: </span>
      <code>objectId: {block.objectId ?? 'none'}</code> <code>size: {block.size ?? 'm'}</code>{' '}
      <code>pedagogyMode: {mode}</code> <code>theme: {theme}</code>
    </p>
  );
}

export function DiagramDemoPage() {
  const [mode, setMode] = useState<PedagogyMode>('intermediate');
  const [theme, setTheme] = useState<DiagramTheme>('light');

  return (
    <>
      <PageHero
        title="Diagram Demo"
        lead="Three sample diagrams, each drawn in your browser from a knowledge object: a continuum, a binary decision and a two-by-two matrix. Change the explanation level to see how much each one teaches."
      />
      <Section labelledBy="diagram-controls-heading" className="diagram-demo">
        <h2 id="diagram-controls-heading" className="visually-hidden">
          Display settings
        </h2>
        <div className="diagram-controls">
          <Choice
            legend="Explanation level"
            name="pedagogy-mode"
            value={mode}
            options={MODES}
            onChange={setMode}
          />
          <Choice
            legend="Theme"
            name="diagram-theme"
            value={theme}
            options={THEMES}
            onChange={setTheme}
          />
        </div>
        <div className="diagram-list">
          {SAMPLES.map((block) => (
            <div key={block.objectId} className="diagram-sample">
              <DiagramBlock {...block} overrides={{ pedagogyMode: mode, theme }} />
              <Settings block={block} mode={mode} theme={theme} />
            </div>
          ))}
          <div className="diagram-sample">
            <DiagramBlock {...MISSING} overrides={{ pedagogyMode: mode, theme }} />
            <p className="diagram-settings">
              <span className="visually-hidden">Block settings: </span>
              <code>objectId: {MISSING.objectId}</code> <code>size: {MISSING.size}</code> This block
              names an object the knowledge service does not have, to show the error state.
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}
