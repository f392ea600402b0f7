// The family chart, drawn as vectors: the total as a bar stacked from the four families, then each
// family's score of 45 as a bar in its colour with its three capabilities (of 15) below it. The
// five bands are shaded columns behind the bars, named at the top in their colours; every bar's
// score and band are written beside it, so the colour never carries the meaning alone.

import type { Band } from '@peak/scoring';
import type { ChartBar, ChartFamily, PdfBlock } from '../../blocks';
import { formatNumber as formatScore } from '../../palette/numbers';
import { badgeHeight, baseline, drawBadge, INK, MUTED, pdfText, WHITE } from './draw';
import type { Row } from './row';
import type { Surface } from './surface';

type Chart = Extract<PdfBlock, { kind: 'chart' }>;

const HEADER = 18;
const TOTAL_ROW = 30;
const FAMILY_ROW = 24;
const CAPABILITY_ROW = 16;
const GROUP_GAP = 8;
const LABEL_WIDTH = 136;
const VALUE_WIDTH = 100;
const GAP = 10;
const SHADE = '#f1f5f9';
const GRID = '#cbd5e1';

interface Geometry {
  s: Surface;
  chart: Chart;
  x: number;
  barX: number;
  barWidth: number;
  valueX: number;
}

export const chartHeight = (chart: Chart) =>
  HEADER +
  TOTAL_ROW +
  chart.families.reduce((sum, f) => sum + FAMILY_ROW + f.capabilities.length * CAPABILITY_ROW, 0) +
  chart.families.length * GROUP_GAP;

const bandBadge = (g: Geometry, band: Band | null) =>
  g.chart.zones.find((z) => z.band === band)?.badge;

/** The band columns, shaded in turn, their edges and their names at the top. */
function drawZones(g: Geometry, top: number, height: number) {
  const { s } = g;
  g.chart.zones.forEach((zone, i) => {
    const left = g.barX + zone.from * g.barWidth;
    const width = (zone.to - zone.from) * g.barWidth;
    if (i % 2 === 0) s.rect(left, top + HEADER - 2, width, height - HEADER + 2, SHADE);
    s.type(7, true, MUTED);
    s.text(pdfText(zone.band), left + width / 2, baseline(top, HEADER - 4, 7), 'center');
  });
  for (const edge of [g.chart.zones[0]?.from ?? 0, ...g.chart.zones.map((z) => z.to)]) {
    const lineX = g.barX + edge * g.barWidth;
    s.line(lineX, top + HEADER - 2, lineX, top + height, GRID, 0.5);
  }
  // The axis the bars grow from.
  s.line(g.barX, top + HEADER - 2, g.barX, top + height, MUTED, 0.75);
}

/** "36 / 45" and the band's name in its colour, beside a bar. */
function drawValue(
  g: Geometry,
  bar: { score: number | null; max: number; band: Band | null },
  top: number,
  height: number,
  size: number,
) {
  const { s } = g;
  const y = baseline(top, height, size);
  if (bar.score === null) {
    s.type(size, false, MUTED);
    s.text('not measured', g.valueX, y);
    return;
  }
  s.type(size, true, INK);
  s.text(`${formatScore(bar.score)} / ${formatScore(bar.max)}`, g.valueX, y);
  const badge = bandBadge(g, bar.band);
  if (badge) drawBadge(s, badge, g.valueX + 46, top + (height - badgeHeight(7)) / 2, 7);
}

function drawBar(
  g: Geometry,
  bar: ChartBar,
  colour: string,
  top: number,
  rowHeight: number,
  barHeight: number,
) {
  if (bar.score === null || !(bar.max > 0)) return;
  const share = Math.min(1, Math.max(0, bar.score / bar.max));
  g.s.rect(g.barX, top + (rowHeight - barHeight) / 2, share * g.barWidth, barHeight, colour);
}

/** The total, stacked from the families in their colours. */
function drawTotal(g: Geometry, top: number) {
  const { s, chart } = g;
  s.type(10, true, INK);
  s.text('Total', g.x, baseline(top, TOTAL_ROW, 10));
  const barTop = top + (TOTAL_ROW - 14) / 2;
  let left = g.barX;
  for (const family of chart.families) {
    const width = ((family.score ?? 0) / chart.total.max) * g.barWidth;
    s.rect(left, barTop, width, 14, family.colour);
    s.rect(left + width - 0.5, barTop, 1, 14, WHITE);
    left += width;
  }
  drawValue(g, chart.total, top, TOTAL_ROW, 9);
}

function drawFamily(g: Geometry, family: ChartFamily, top: number): number {
  const { s } = g;
  s.rect(g.x, top + FAMILY_ROW / 2 - 4, 8, 8, family.colour);
  s.type(9.5, true, INK);
  s.text(pdfText(family.name), g.x + 13, baseline(top, FAMILY_ROW, 9.5));
  drawBar(g, family, family.colour, top, FAMILY_ROW, 12);
  drawValue(g, family, top, FAMILY_ROW, 9);
  let y = top + FAMILY_ROW;
  for (const capability of family.capabilities) {
    s.type(8.5, false, INK);
    s.text(pdfText(capability.name), g.x + 13, baseline(y, CAPABILITY_ROW, 8.5));
    drawBar(g, capability, family.colour, y, CAPABILITY_ROW, 7);
    drawValue(g, capability, y, CAPABILITY_ROW, 8.5);
    y += CAPABILITY_ROW;
  }
  return y + GROUP_GAP;
}

/** The chart as one unbreakable row of the page, `width` wide from x. */
export function chartRow(s: Surface, chart: Chart, x: number, width: number): Row {
  const barX = x + LABEL_WIDTH;
  const barWidth = width - LABEL_WIDTH - VALUE_WIDTH - GAP;
  const g: Geometry = { s, chart, x, barX, barWidth, valueX: barX + barWidth + GAP };
  const height = chartHeight(chart);
  return {
    height,
    draw: (top) => {
      drawZones(g, top, height - GROUP_GAP);
      drawTotal(g, top + HEADER);
      let y = top + HEADER + TOTAL_ROW;
      for (const family of chart.families) y = drawFamily(g, family, y);
    },
  };
}

/** "36 / 45, Proficient", or "not measured". */
const valueWords = (bar: { score: number | null; max: number; band: Band | null }) =>
  bar.score === null
    ? 'not measured'
    : `${formatScore(bar.score)} / ${formatScore(bar.max)}${bar.band ? `, ${bar.band}` : ''}`;

/** The chart's alternative text: every bar's score and band, in the order the chart shows them. */
export function chartAlt(chart: Chart): string {
  const families = chart.families.map((family) => {
    const parts = family.capabilities.map((c) => `${pdfText(c.name)} ${valueWords(c)}`);
    return `${pdfText(family.name)} ${valueWords(family)}${parts.length ? ` (${parts.join('; ')})` : ''}.`;
  });
  return [
    'Bar chart of the scores by family and capability, shaded by band.',
    `Total ${valueWords(chart.total)}.`,
    ...families,
  ].join(' ');
}
