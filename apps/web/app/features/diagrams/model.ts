// Reads a knowledge object (a loose JSON shape) into a typed diagram model. Anything the drawing
// needs but cannot find raises DiagramError with a message fit to show in the block.
import type { KnowledgeObject } from '@peak/contracts';
import { DIAGRAM_TYPES, type DiagramOverrides, type DiagramType } from './types';

export class DiagramError extends Error {
  override readonly name = 'DiagramError';
}

export interface Labelled {
  label: string;
  description?: string;
}

interface ModelBase {
  id: string;
  title: string;
  description?: string;
  /** Related systems (capabilities), shown in advanced mode. */
  systems: string[];
  /** The object's own accent colour (visual.tokens.accent), when it has one. */
  accent?: string;
}

export interface ContinuumModel extends ModelBase {
  type: 'Continuum';
  left: Labelled;
  right: Labelled;
  /** Ordered from the left end (0) to the right end (1). */
  stops: Array<Labelled & { position: number }>;
}

export interface BinaryModel extends ModelBase {
  type: 'Binary';
  question: string;
  options: Labelled[];
  criteria: string[];
}

export const QUADRANT_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type QuadrantPosition = (typeof QUADRANT_POSITIONS)[number];

export interface MatrixAxis {
  label: string;
  low: string;
  high: string;
}

export interface MatrixModel extends ModelBase {
  type: 'Matrix';
  xAxis: MatrixAxis;
  yAxis: MatrixAxis;
  quadrants: Array<Labelled & { position: QuadrantPosition }>;
}

export type DiagramModel = ContinuumModel | BinaryModel | MatrixModel;

type Dict = Record<string, unknown>;

const isDict = (value: unknown): value is Dict =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const texts = (value: unknown): string[] =>
  list(value).flatMap((item) => {
    const t = text(item) ?? (isDict(item) ? (text(item.label) ?? text(item.name)) : undefined);
    return t ? [t] : [];
  });

function labelled(value: unknown): Labelled | undefined {
  if (!isDict(value)) return text(value) ? { label: text(value) as string } : undefined;
  const label = text(value.label);
  if (!label) return undefined;
  const description = text(value.description);
  return description ? { label, description } : { label };
}

/** The diagram type to draw: the override wins, then the object's own type (case-insensitive). */
export function resolveDiagramType(
  object: Pick<KnowledgeObject, 'type'>,
  overrides?: DiagramOverrides,
): DiagramType {
  const wanted = overrides?.diagramType ?? object.type ?? undefined;
  const type = DIAGRAM_TYPES.find((t) => t.toLowerCase() === wanted?.toLowerCase());
  if (!type)
    throw new DiagramError(
      wanted
        ? `Unknown diagram type: ${wanted}.`
        : 'The knowledge object does not say which diagram type to draw.',
    );
  return type;
}

function missing(type: DiagramType, id: string, what: string): never {
  throw new DiagramError(
    `The knowledge object “${id}” has no ${what}, so it cannot be drawn as a ${type}.`,
  );
}

export function toDiagramModel(
  object: KnowledgeObject,
  overrides?: DiagramOverrides,
): DiagramModel {
  const type = resolveDiagramType(object, overrides);
  const id = object.id === undefined ? 'unnamed' : String(object.id);
  const structure = isDict(object.structure) ? object.structure : {};
  const accent = text(object.visual?.tokens?.accent);
  const description = text((object as Dict).description);
  const base: ModelBase = {
    id,
    title: text(object.title) ?? 'Untitled diagram',
    systems: texts(object.systems),
    ...(description ? { description } : {}),
    ...(accent ? { accent } : {}),
  };

  if (type === 'Continuum') {
    const left = labelled(structure.left) ?? missing(type, id, 'left end');
    const right = labelled(structure.right) ?? missing(type, id, 'right end');
    const raw = list(structure.stops);
    const stops = raw
      .flatMap((stop, index) => {
        const item = labelled(stop);
        if (!item) return [];
        const given = isDict(stop) ? Number(stop.position) : Number.NaN;
        // Without a position, stops are spread evenly in the order given.
        const position = Number.isFinite(given)
          ? Math.min(1, Math.max(0, given))
          : (index + 1) / (raw.length + 1);
        return [{ ...item, position }];
      })
      .sort((a, b) => a.position - b.position);
    return { ...base, type, left, right, stops };
  }

  if (type === 'Binary') {
    const question = text(structure.question) ?? missing(type, id, 'question');
    const options = list(structure.options).flatMap((o) => {
      const item = labelled(o);
      return item ? [item] : [];
    });
    if (options.length < 2) missing(type, id, 'pair of options');
    return { ...base, type, question, options, criteria: texts(structure.criteria) };
  }

  const axis = (value: unknown, name: string): MatrixAxis => {
    if (!isDict(value)) return missing(type, id, name);
    const label = text(value.label) ?? missing(type, id, `${name} label`);
    return {
      label,
      low: text(value.low) ?? `Low ${label.toLowerCase()}`,
      high: text(value.high) ?? `High ${label.toLowerCase()}`,
    };
  };
  const quadrants = list(structure.quadrants).flatMap((q) => {
    const item = labelled(q);
    const position = isDict(q) ? QUADRANT_POSITIONS.find((p) => p === q.position) : undefined;
    return item && position ? [{ ...item, position }] : [];
  });
  if (quadrants.length === 0) missing(type, id, 'quadrants');
  return {
    ...base,
    type,
    xAxis: axis(structure.xAxis, 'horizontal axis'),
    yAxis: axis(structure.yAxis, 'vertical axis'),
    quadrants,
  };
}
