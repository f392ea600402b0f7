// The words of a diagram for people who cannot see it: a one-sentence summary for the SVG's
// <desc>, and an outline with as much detail as the pedagogy mode shows on screen.
import type { DiagramModel, QuadrantPosition } from './model';
import type { PedagogyMode } from './types';

export interface OutlineItem {
  label: string;
  detail?: string;
  children?: OutlineItem[];
}

const POSITION_NAMES: Record<QuadrantPosition, string> = {
  'top-left': 'top left',
  'top-right': 'top right',
  'bottom-left': 'bottom left',
  'bottom-right': 'bottom right',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function summarize(model: DiagramModel): string {
  switch (model.type) {
    case 'Continuum':
      return `A continuum from ${model.left.label} to ${model.right.label} with ${count(model.stops.length, 'stop', 'stops')}: ${model.stops.map((s) => s.label).join(', ')}.`;
    case 'Binary':
      return `A two-way decision. ${model.question} Options: ${model.options.map((o) => o.label).join(' or ')}.`;
    case 'Matrix':
      return `A two-by-two matrix of ${model.yAxis.label} (vertical) against ${model.xAxis.label} (horizontal) with ${count(model.quadrants.length, 'quadrant', 'quadrants')}: ${model.quadrants.map((q) => `${q.label} (${POSITION_NAMES[q.position]})`).join(', ')}.`;
  }
}

export function outline(model: DiagramModel, mode: PedagogyMode): OutlineItem[] {
  const detailed = mode !== 'entry';
  const withDetail = (label: string, detail?: string): OutlineItem =>
    detailed && detail ? { label, detail } : { label };
  const items: OutlineItem[] = [];
  switch (model.type) {
    case 'Continuum':
      items.push(
        withDetail(`Left end: ${model.left.label}`, model.left.description),
        ...model.stops.map((s, i) =>
          withDetail(`Stop ${i + 1} of ${model.stops.length}: ${s.label}`, s.description),
        ),
        withDetail(`Right end: ${model.right.label}`, model.right.description),
      );
      break;
    case 'Binary':
      items.push(
        { label: `Question: ${model.question}` },
        ...model.options.map((o) => withDetail(`Option: ${o.label}`, o.description)),
      );
      if (detailed && model.criteria.length)
        items.push({
          label: 'Ask before deciding',
          children: model.criteria.map((c) => ({ label: c })),
        });
      break;
    case 'Matrix':
      items.push(
        {
          label: `Vertical axis: ${model.yAxis.label}, from ${model.yAxis.low} to ${model.yAxis.high}`,
        },
        {
          label: `Horizontal axis: ${model.xAxis.label}, from ${model.xAxis.low} to ${model.xAxis.high}`,
        },
        ...model.quadrants.map((q) =>
          withDetail(`${q.label} (${POSITION_NAMES[q.position]})`, q.description),
        ),
      );
      break;
  }
  if (mode === 'advanced' && model.systems.length)
    items.push({
      label: 'Related capabilities',
      children: model.systems.map((s) => ({ label: s })),
    });
  return items;
}
