// The diagram layout (model to shapes), the model reader, the palette and the text alternative,
// run on the bundled knowledge objects.

import { knowledgeObjects } from '@peak/content';
import type { KnowledgeObject } from '@peak/contracts';
import { describe, expect, it } from 'vitest';
import { contrast, DEFAULT_ACCENT, palette, parseHex } from './colors';
import {
  arrowHead,
  type DiagramLayout,
  estimateTextWidth,
  layoutDiagram,
  type Shape,
  STACK_BELOW,
  wrapText,
} from './layout';
import { DiagramError, type DiagramModel, resolveDiagramType, toDiagramModel } from './model';
import { outline, summarize } from './text-alternative';
import { PEDAGOGY_MODES, type PedagogyMode } from './types';

const objects = knowledgeObjects as unknown as KnowledgeObject[];
const objectById = (id: string) => {
  const found = objects.find((o) => o.id === id);
  if (!found) throw new Error(`no bundled object ${id}`);
  return found;
};
const continuum = () => toDiagramModel(objectById('ko-continuum'));
const binary = () => toDiagramModel(objectById('ko-binary'));
const matrix = () => toDiagramModel(objectById('ko-matrix'));

const texts = (layout: DiagramLayout, role?: string) =>
  layout.shapes.filter(
    (s): s is Extract<Shape, { kind: 'text' }> => s.kind === 'text' && (!role || s.role === role),
  );
const words = (layout: DiagramLayout, role?: string) =>
  texts(layout, role)
    .map((t) => t.lines.join(' '))
    .join(' | ');

/** Each shape's horizontal extent, text included by its estimated width. */
function horizontalExtent(shape: Shape): [number, number] {
  switch (shape.kind) {
    case 'rect':
      return [shape.x, shape.x + shape.width];
    case 'line':
      return [Math.min(shape.x1, shape.x2), Math.max(shape.x1, shape.x2)];
    case 'circle':
      return [shape.cx - shape.r, shape.cx + shape.r];
    case 'polygon':
      return [
        Math.min(...shape.points.map((p) => p[0])),
        Math.max(...shape.points.map((p) => p[0])),
      ];
    case 'text': {
      if (shape.rotate) return [shape.x - shape.fontSize, shape.x + shape.fontSize];
      const w = Math.max(...shape.lines.map((l) => estimateTextWidth(l, shape.fontSize)));
      if (shape.anchor === 'middle') return [shape.x - w / 2, shape.x + w / 2];
      return shape.anchor === 'end' ? [shape.x - w, shape.x] : [shape.x, shape.x + w];
    }
  }
}

const models: Array<[string, () => DiagramModel]> = [
  ['Continuum', continuum],
  ['Binary', binary],
  ['Matrix', matrix],
];

describe('wrapText', () => {
  it('breaks at word boundaries within the width', () => {
    const lines = wrapText('Everything is written down, but nothing is ranked', 120, 14);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(estimateTextWidth(line, 14)).toBeLessThanOrEqual(120);
    expect(lines.join(' ')).toBe('Everything is written down, but nothing is ranked');
  });

  it('keeps a word longer than the line whole, and drops extra spaces', () => {
    expect(wrapText('Supercalifragilistic  word', 40, 14)).toEqual([
      'Supercalifragilistic',
      'word',
    ]);
    expect(wrapText('', 100, 14)).toEqual([]);
  });
});

describe('toDiagramModel', () => {
  it('reads the continuum, stops ordered by position', () => {
    const model = continuum();
    expect(model).toMatchObject({
      type: 'Continuum',
      title: 'From Reactive to Proactive Prioritization',
      left: { label: 'Reactive' },
      right: { label: 'Proactive' },
      accent: '#1d4ed8',
    });
    if (model.type !== 'Continuum') throw new Error('expected a continuum');
    expect(model.stops.map((s) => s.position)).toEqual([0.1, 0.37, 0.63, 0.9]);
    expect(model.systems).toContain('DEGAP');
  });

  it('reads the binary decision and the matrix', () => {
    expect(binary()).toMatchObject({
      type: 'Binary',
      options: [{ label: 'Do now' }, { label: 'Defer' }],
    });
    const m = matrix();
    if (m.type !== 'Matrix') throw new Error('expected a matrix');
    expect(m.quadrants.map((q) => q.position)).toEqual([
      'top-left',
      'top-right',
      'bottom-left',
      'bottom-right',
    ]);
    expect(m.xAxis).toEqual({ label: 'Effort', low: 'Low effort', high: 'High effort' });
  });

  it('lets the override choose the type, and explains what is missing', () => {
    expect(resolveDiagramType({ type: 'matrix' })).toBe('Matrix');
    expect(resolveDiagramType({ type: 'Matrix' }, { diagramType: 'Binary' })).toBe('Binary');
    expect(() => resolveDiagramType({ type: 'Pie' })).toThrow('Unknown diagram type: Pie.');
    expect(() => toDiagramModel(objectById('ko-matrix'), { diagramType: 'Continuum' })).toThrow(
      new DiagramError(
        'The knowledge object “ko-matrix” has no left end, so it cannot be drawn as a Continuum.',
      ),
    );
  });

  it('spreads stops without positions evenly and clamps stray ones', () => {
    const model = toDiagramModel({
      id: 'x',
      type: 'Continuum',
      structure: {
        left: { label: 'A' },
        right: { label: 'B' },
        stops: [{ label: 'one' }, { label: 'two', position: 7 }, { label: 'three' }, 'bare'],
      },
    });
    if (model.type !== 'Continuum') throw new Error('expected a continuum');
    expect(model.stops.map((s) => [s.label, s.position])).toEqual([
      ['one', 0.2],
      ['three', 0.6],
      ['bare', 0.8],
      ['two', 1],
    ]);
  });
});

describe('layoutDiagram', () => {
  describe.each(models)('%s', (type, model) => {
    it.each([375 - 32 - 24, 600, 720, 1040])(
      'keeps every shape inside the drawing at %i px',
      (width) => {
        for (const mode of PEDAGOGY_MODES) {
          const layout = layoutDiagram(model(), { width, mode });
          expect(layout.width).toBe(width);
          for (const shape of layout.shapes) {
            const [from, to] = horizontalExtent(shape);
            expect(from, `${type} ${mode} ${JSON.stringify(shape)}`).toBeGreaterThanOrEqual(0);
            expect(to, `${type} ${mode} ${JSON.stringify(shape)}`).toBeLessThanOrEqual(width + 0.5);
          }
          for (const text of texts(layout)) {
            expect(text.fontSize).toBeGreaterThanOrEqual(13);
            expect(text.y).toBeLessThan(layout.height);
          }
        }
      },
    );

    it('stacks below the breakpoint unless the grammar says otherwise', () => {
      expect(layoutDiagram(model(), { width: STACK_BELOW - 1, mode: 'entry' }).arrangement).toBe(
        'stacked',
      );
      expect(layoutDiagram(model(), { width: STACK_BELOW, mode: 'entry' }).arrangement).toBe(
        'wide',
      );
      expect(
        layoutDiagram(model(), { width: 900, mode: 'entry', grammarId: 'stacked' }).arrangement,
      ).toBe('stacked');
      expect(
        layoutDiagram(model(), { width: 400, mode: 'entry', grammarId: 'wide' }).arrangement,
      ).toBe('wide');
    });

    it('shows labels only at entry, adds descriptions, then related capabilities', () => {
      const at = (mode: PedagogyMode) => layoutDiagram(model(), { width: 720, mode });
      const entry = at('entry');
      const intermediate = at('intermediate');
      const advanced = at('advanced');
      expect(texts(entry, 'description')).toHaveLength(0);
      expect(texts(entry, 'system')).toHaveLength(0);
      expect(texts(intermediate, 'description').length).toBeGreaterThan(0);
      expect(texts(intermediate, 'system')).toHaveLength(0);
      expect(texts(advanced, 'system').map((t) => t.lines[0])).toEqual(model().systems);
      expect(words(advanced, 'heading')).toContain('Related capabilities');
      expect(entry.height).toBeLessThan(intermediate.height);
      expect(intermediate.height).toBeLessThan(advanced.height);
    });
  });

  it('places continuum stops left to right by position, labels under their stop', () => {
    const layout = layoutDiagram(continuum(), { width: 1040, mode: 'entry' });
    const stops = layout.shapes.filter((s) => s.kind === 'circle');
    const xs = stops.map((s) => (s.kind === 'circle' ? s.cx : 0));
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(words(layout, 'label')).toBe(
      'Reactive | Proactive | Inbox-driven | List-keeping | Ranked and reviewed | Cost-of-delay aware',
    );
  });

  it('draws the binary options side by side when wide and one under the other when stacked', () => {
    const headers = (layout: DiagramLayout) =>
      texts(layout, 'label').filter((t) => t.lines[0] === 'Do now' || t.lines[0] === 'Defer');
    const [wideNow, wideDefer] = headers(layoutDiagram(binary(), { width: 720, mode: 'entry' }));
    expect(wideNow?.y).toBe(wideDefer?.y);
    expect(wideNow?.x).toBeLessThan(wideDefer?.x ?? 0);
    const [stackNow, stackDefer] = headers(layoutDiagram(binary(), { width: 320, mode: 'entry' }));
    expect(stackNow?.x).toBe(stackDefer?.x);
    expect(stackNow?.y).toBeLessThan(stackDefer?.y ?? 0);
    expect(words(layoutDiagram(binary(), { width: 720, mode: 'intermediate' }), 'heading')).toBe(
      'Ask before deciding',
    );
  });

  it('puts each quadrant in its corner, with the vertical axis read bottom to top', () => {
    const layout = layoutDiagram(matrix(), { width: 720, mode: 'entry' });
    const label = (text: string) => texts(layout, 'label').find((t) => t.lines.join(' ') === text);
    const quick = label('Quick wins');
    const bets = label('Big bets');
    const fills = label('Fill-ins');
    expect(quick?.x).toBeLessThan(bets?.x ?? 0);
    expect(quick?.y).toBe(bets?.y);
    expect(quick?.y).toBeLessThan(fills?.y ?? 0);
    const axis = texts(layout, 'axis');
    expect(axis.filter((t) => t.rotate === -90).map((t) => t.lines[0])).toEqual([
      'Low value',
      'Value',
      'High value',
    ]);
  });

  it('moves matrix descriptions into a legend under the grid when stacked', () => {
    const layout = layoutDiagram(matrix(), { width: 320, mode: 'intermediate' });
    expect(words(layout, 'label')).toContain('Quick wins (top left)');
    const grid = layout.shapes.find((s) => s.kind === 'rect');
    const firstDescription = texts(layout, 'description')[0];
    expect(
      grid?.kind === 'rect' && firstDescription && firstDescription.y > grid.y + grid.height,
    ).toBe(true);
  });

  it('points arrowheads where they are told', () => {
    const [tip, a, b] = arrowHead(100, 50, 0, 10);
    expect(tip).toEqual([100, 50]);
    expect(a?.[0]).toBeLessThan(100);
    expect(b?.[0]).toBeLessThan(100);
  });
});

describe('palette', () => {
  it('uses tokens.accent, and the default when it is missing or malformed', () => {
    expect(palette('light', '#047857').accent).toBe('#047857');
    expect(palette('light', 'green').accent).toBe(DEFAULT_ACCENT);
    expect(palette('light', undefined).accent).toBe(DEFAULT_ACCENT);
    expect(parseHex('#abc')).toEqual([170, 187, 204]);
  });

  it.each([['#1d4ed8'], ['#047857'], ['#c2410c'], ['#fde047'], ['#0f172a']])(
    'keeps text readable for accent %s in both themes',
    (accent) => {
      for (const theme of ['light', 'dark'] as const) {
        const p = palette(theme, accent);
        const c = (a: string, b: string) => contrast(parseHex(a) as never, parseHex(b) as never);
        expect(c(p.ink, p.background)).toBeGreaterThanOrEqual(4.5);
        expect(c(p.muted, p.background)).toBeGreaterThanOrEqual(4.5);
        expect(c(p.muted, p.panel)).toBeGreaterThanOrEqual(4.5);
        expect(c(p.muted, p.accentSoft)).toBeGreaterThanOrEqual(4.5);
        expect(c(p.ink, p.accentSoft)).toBeGreaterThanOrEqual(4.5);
        expect(c(p.onAccent, p.accent)).toBeGreaterThanOrEqual(4.5);
        expect(c(p.accentText, p.accentSoft)).toBeGreaterThanOrEqual(4.5);
        expect(c(p.accent, p.background)).toBeGreaterThanOrEqual(3);
      }
    },
  );
});

describe('text alternative', () => {
  it('summarizes each diagram in a sentence', () => {
    expect(summarize(continuum())).toBe(
      'A continuum from Reactive to Proactive with 4 stops: Inbox-driven, List-keeping, Ranked and reviewed, Cost-of-delay aware.',
    );
    expect(summarize(binary())).toMatch(
      /^A two-way decision\. Should this new request .* Options: Do now or Defer\.$/,
    );
    expect(summarize(matrix())).toContain('Quick wins (top left)');
  });

  it('outlines as much as the mode shows', () => {
    const entry = outline(binary(), 'entry');
    expect(entry.some((i) => i.detail)).toBe(false);
    expect(entry.map((i) => i.label)).toEqual([
      'Question: Should this new request displace something already on this week’s priority list?',
      'Option: Do now',
      'Option: Defer',
    ]);
    const intermediate = outline(binary(), 'intermediate');
    expect(intermediate.at(-1)?.label).toBe('Ask before deciding');
    expect(intermediate.at(-1)?.children).toHaveLength(5);
    const advanced = outline(matrix(), 'advanced');
    expect(advanced.at(-1)).toEqual({
      label: 'Related capabilities',
      children: matrix().systems.map((label) => ({ label })),
    });
  });
});

describe('matrix axis labels', () => {
  it('never overlap along the vertical axis, even when stacked', () => {
    for (const width of [300, 343, 720]) {
      const layout = layoutDiagram(matrix(), { width, mode: 'entry' });
      const rotated = texts(layout).filter((t) => t.rotate === -90);
      // Rotated -90: a start-anchored label runs up from y, an end-anchored one ends at y.
      const spans = rotated.map((t) => {
        const w = estimateTextWidth(t.lines[0] ?? '', t.fontSize);
        if (t.anchor === 'start') return [t.y - w, t.y];
        if (t.anchor === 'end') return [t.y, t.y + w];
        return [t.y - w / 2, t.y + w / 2];
      });
      const [low, middle, high] = spans as [number[], number[], number[]];
      expect(low[0]).toBeGreaterThan(middle[1] as number);
      expect(middle[0]).toBeGreaterThan(high[1] as number);
    }
  });
});
