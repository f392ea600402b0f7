// The Diagram block: fetches a knowledge object by id in the browser and draws it as SVG, in one of
// three states: loading, error, rendered. The layout follows the block's real width.
import type { KnowledgeObject } from '@peak/contracts';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { contentClient } from '../../lib/content';
import { useQuery } from '../../lib/query';
import { palette } from './colors';
import { DiagramSvg } from './diagram-svg';
import { layoutDiagram } from './layout';
import { toDiagramModel } from './model';
import { outline, summarize } from './text-alternative';
import {
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_SIZE,
  type DiagramBlockData,
  LOADING_MESSAGE,
  type PedagogyMode,
  SIZE_MAX_WIDTH,
} from './types';
import './diagrams.css';

export type LoadObject = (id: string) => Promise<KnowledgeObject | null>;

const loadFromService: LoadObject = (id) => contentClient().objects.get(id);

type LoadState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; object: KnowledgeObject };

export const DEFAULT_PEDAGOGY_MODE: PedagogyMode = 'intermediate';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message.trim() ? error.message : DEFAULT_ERROR_MESSAGE;

const NO_OBJECT: LoadState = {
  status: 'error',
  message: 'No knowledge object was named for this diagram.',
};

function useKnowledgeObject(objectId: string | undefined, load: LoadObject): LoadState {
  const object = useQuery(objectId ? ['knowledge-object', objectId] : null, () =>
    load(objectId ?? ''),
  );
  if (object.status === 'idle') return NO_OBJECT;
  if (object.status === 'loading') return { status: 'loading' };
  if (object.status === 'error') return { status: 'error', message: messageOf(object.error) };
  return object.data
    ? { status: 'loaded', object: object.data }
    : { status: 'error', message: `The knowledge object “${objectId}” was not found.` };
}

/** The width available to the drawing, followed as the window resizes. */
function useWidth(max: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(max);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setWidth(Math.floor(node.getBoundingClientRect().width) || max);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [max]);
  return [ref, Math.min(width, max)] as const;
}

function Outline({ items }: { items: ReturnType<typeof outline> }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.label}>
          <strong>{item.label}</strong>
          {item.detail ? <>: {item.detail}</> : null}
          {item.children ? <Outline items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function DiagramBlock({
  title,
  objectId,
  overrides,
  size = DEFAULT_SIZE,
  load = loadFromService,
}: DiagramBlockData & { load?: LoadObject }) {
  const headingId = useId();
  const state = useKnowledgeObject(objectId, load);
  const [canvasRef, width] = useWidth(SIZE_MAX_WIDTH[size]);
  const mode = overrides?.pedagogyMode ?? DEFAULT_PEDAGOGY_MODE;

  let body: React.ReactNode;
  let status: 'loading' | 'error' | 'rendered' = 'loading';
  let extras: React.ReactNode = null;
  if (state.status === 'loading') {
    body = <p className="diagram-status">{LOADING_MESSAGE}</p>;
  } else {
    let rendered: { svg: React.ReactNode; extras: React.ReactNode } | undefined;
    let message = state.status === 'error' ? state.message : DEFAULT_ERROR_MESSAGE;
    if (state.status === 'loaded') {
      try {
        const model = toDiagramModel(state.object, overrides);
        const layout = layoutDiagram(model, { width, mode, grammarId: overrides?.grammarId });
        const colors = palette(
          overrides?.theme ?? 'light',
          overrides?.tokens?.accent ?? model.accent,
        );
        rendered = {
          svg: (
            <DiagramSvg
              layout={layout}
              colors={colors}
              title={model.title}
              description={summarize(model)}
              type={model.type}
            />
          ),
          extras: (
            <>
              {mode !== 'entry' && model.description ? (
                <p className="diagram-caption">{model.description}</p>
              ) : null}
              <details className="diagram-text">
                <summary>Text version of this diagram</summary>
                <p className="diagram-text-title">{model.title}</p>
                <Outline items={outline(model, mode)} />
              </details>
            </>
          ),
        };
      } catch (error) {
        message = messageOf(error);
      }
    }
    if (rendered) {
      status = 'rendered';
      body = rendered.svg;
      extras = rendered.extras;
    } else {
      status = 'error';
      body = <p className="diagram-status diagram-error">Error: {message}</p>;
    }
  }

  return (
    <section
      className="diagram-block"
      data-size={size}
      data-state={status}
      data-mode={mode}
      data-theme={overrides?.theme ?? 'light'}
      aria-labelledby={headingId}
      aria-busy={status === 'loading'}
    >
      <h2 id={headingId} className="diagram-title">
        {title}
      </h2>
      <div className="diagram-canvas" ref={canvasRef}>
        {body}
      </div>
      {extras}
    </section>
  );
}
