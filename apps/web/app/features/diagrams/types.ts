// The Diagram block's fields (site specification, section 3) and the constants it accepts.

export const DIAGRAM_TYPES = ['Continuum', 'Binary', 'Matrix'] as const;
export type DiagramType = (typeof DIAGRAM_TYPES)[number];

/** How much explanation a diagram shows: labels only, plus descriptions, plus related systems. */
export const PEDAGOGY_MODES = ['entry', 'intermediate', 'advanced'] as const;
export type PedagogyMode = (typeof PEDAGOGY_MODES)[number];

export const DIAGRAM_SIZES = ['s', 'm', 'l'] as const;
export type DiagramSize = (typeof DIAGRAM_SIZES)[number];
export const DEFAULT_SIZE: DiagramSize = 'm';
/** The widest each size is drawn, in CSS pixels; narrower containers get a narrower layout. */
export const SIZE_MAX_WIDTH: Record<DiagramSize, number> = { s: 480, m: 720, l: 1040 };

export const DIAGRAM_THEMES = ['light', 'dark'] as const;
export type DiagramTheme = (typeof DIAGRAM_THEMES)[number];

/**
 * Layout grammars: `auto` picks by width, `wide` keeps the side-by-side layout, `stacked` always
 * stacks (the layout narrow screens get).
 */
export const GRAMMAR_IDS = ['auto', 'wide', 'stacked'] as const;
export type GrammarId = (typeof GRAMMAR_IDS)[number];

export interface DiagramOverrides {
  diagramType?: DiagramType;
  grammarId?: string;
  pedagogyMode?: PedagogyMode;
  theme?: DiagramTheme;
  tokens?: { accent?: string };
}

export interface DiagramBlockData {
  title: string;
  objectId?: string;
  overrides?: DiagramOverrides;
  size?: DiagramSize;
}

export const LOADING_MESSAGE = 'Loading diagram...';
export const DEFAULT_ERROR_MESSAGE = 'Failed to render diagram';
