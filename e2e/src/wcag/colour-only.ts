// 1.4.1 Use of Colour and 1.4.11 Non-text Contrast. `colourFacts` (run in the page) finds what
// colour carries: a chart's marks (with the colour they sit on) and its labels, and the swatches,
// badges and bars coloured by a band or a family; `colourProblems` (Node) asks that each mark has
// 3:1 against what is behind it and that colour is never alone: every coloured thing has words
// (its own text, a label next to it, or an accessible name) and a chart with several series
// colours names them in text. Run in forced colours (the page's own colours then) and in greyscale
// (the same facts seen through a greyscale screen: `render: greyscale`).
import { contrastRatio, parseColour } from './colour';

export interface ColourFacts {
  /** A mark's fill (or stroke when unfilled), its outline when it has one, and what is behind it. */
  marks: Array<{
    chart: string;
    mark: string;
    colour: string;
    edge: string | null;
    behind: string;
  }>;
  charts: Array<{ chart: string; seriesColours: number; labels: number; named: boolean }>;
  unlabelled: string[];
}

export function colourFacts(): ColourFacts {
  const opaque = (value: string | null) => {
    if (!value || value === 'none' || value === 'transparent') return false;
    const m = value.match(/rgba?\(([^)]+)\)/);
    if (!m?.[1]) return false;
    const parts = m[1].split(/[ ,/]+/).filter(Boolean);
    return parts.length < 4 || Number(parts[3]) > 0.5;
  };
  const pageBackground = (start: Element | null) => {
    for (let e = start; e; e = e.parentElement) {
      const bg = getComputedStyle(e).backgroundColor;
      if (opaque(bg)) return bg;
    }
    return 'rgb(255, 255, 255)';
  };
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/)[0]}` : ''}`;
  const facts: ColourFacts = { marks: [], charts: [], unlabelled: [] };
  // A picture marked as an illustration (a book's cover) is art, not a chart.
  const charts = Array.from(document.querySelectorAll('svg[role="img"], figure svg')).filter(
    (svg) => !svg.closest('[data-illustration]'),
  );
  charts.forEach((svg, index) => {
    const chart = `${svg.getAttribute('aria-label')?.slice(0, 30) ?? 'chart'} #${index + 1}`;
    const area = svg.getBoundingClientRect();
    const colours = new Set<string>();
    const shapes = Array.from(
      svg.querySelectorAll('circle, rect, path, polygon, ellipse, line, polyline'),
    );
    const texts = Array.from(svg.querySelectorAll('text')).map((t) => t.getBoundingClientRect());
    for (const shape of shapes) {
      const s = getComputedStyle(shape);
      const box = shape.getBoundingClientRect();
      if (box.width * box.height > (area.width * area.height) / 12) {
        // A background area (a family's wedge): not a mark, but what marks sit on.
        continue;
      }
      // A box with words written on it: the words say what it is, its fill is a background.
      const labelled = texts.some((t) => {
        const x = (t.left + t.right) / 2;
        const y = (t.top + t.bottom) / 2;
        return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      });
      if (labelled) continue;
      const fillOpacity = Number(s.fillOpacity) * Number(s.opacity);
      const strokeWidth = Number.parseFloat(s.strokeWidth) || 0;
      const filled = opaque(s.fill) && fillOpacity > 0.5;
      const stroked = opaque(s.stroke) && strokeWidth >= 2;
      if (!filled && !stroked) continue; // a gridline or a tint
      const colour = filled ? s.fill : s.stroke;
      colours.add(colour);
      const edge = opaque(s.stroke) && strokeWidth >= 1 ? s.stroke : null;
      // What is right behind the mark's centre: the next filled shape of the chart, or the page.
      const x = (box.left + box.right) / 2;
      const y = (box.top + box.bottom) / 2;
      let behind = pageBackground(svg);
      const stack = document.elementsFromPoint(x, y);
      for (const under of stack.slice(stack.indexOf(shape) + 1)) {
        if (!svg.contains(under) || under === svg) break;
        const us = getComputedStyle(under);
        if (opaque(us.fill) && Number(us.fillOpacity) > 0.5) {
          behind = us.fill;
          break;
        }
      }
      facts.marks.push({ chart, mark: name(shape), colour, edge, behind });
    }
    const labels = Array.from(svg.querySelectorAll('text')).filter((t) =>
      (t.textContent ?? '').trim(),
    ).length;
    const legend = svg.closest('figure')?.querySelector('figcaption, ul, table, dl');
    facts.charts.push({
      chart,
      seriesColours: colours.size,
      labels: labels + (legend ? legend.querySelectorAll('li, tr, dt').length : 0),
      named: Boolean(svg.getAttribute('aria-label') || svg.querySelector('title')),
    });
  });
  // Coloured things outside charts: a box with a saturated background and little or no text.
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (el.closest('svg')) continue;
    const s = getComputedStyle(el);
    const m = s.backgroundColor.match(/rgba?\(([^)]+)\)/);
    if (!m?.[1] || !opaque(s.backgroundColor)) continue;
    const [r = 0, g = 0, b = 0] = m[1].split(/[ ,/]+/).map(Number);
    if (Math.max(r, g, b) - Math.min(r, g, b) < 40) continue; // a grey: no meaning by hue
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.width * box.height > 40_000) continue;
    // Words for it: its own, its name, or those of the box it sits in (a bar in a labelled meter,
    // a dot beside its band's name).
    const around = [el.parentElement, el.parentElement?.parentElement];
    const words =
      (el.textContent ?? '').trim() ||
      el.getAttribute('aria-label') ||
      el.getAttribute('title') ||
      el.closest(
        '[role="progressbar"][aria-valuetext], [role="progressbar"][aria-label], [role="meter"]',
      ) ||
      around.some((p) => p && ((p.textContent ?? '').trim() || p.getAttribute('aria-label')));
    if (!words) facts.unlabelled.push(`${name(el)} (${s.backgroundColor})`);
  }
  return facts;
}

export interface ColourOptions {
  /** Judge the marks' contrast (off in forced colours, where the system's colours are the user's). */
  contrast?: boolean;
  /** How a screen shows a colour (e.g. `greyscale`); as it is by default. */
  render?: (colour: string) => string;
}

export function colourProblems(
  facts: ColourFacts,
  { contrast = true, render = (c: string) => c }: ColourOptions = {},
): string[] {
  const problems: string[] = [];
  if (contrast)
    for (const m of facts.marks) {
      const [colour, behind] = [render(m.colour), render(m.behind)];
      // The fill or the outline: either edge makes the mark's shape stand out.
      const ratio = Math.max(
        contrastRatio(colour, behind),
        m.edge ? contrastRatio(render(m.edge), behind) : 1,
      );
      if (parseColour(colour) && ratio < 3)
        problems.push(
          `${m.chart}: a ${m.mark} in ${colour} on ${behind} is ${ratio.toFixed(2)}:1 (1.4.11)`,
        );
    }
  for (const c of facts.charts)
    if (c.seriesColours > 1 && (c.labels === 0 || !c.named))
      problems.push(`${c.chart}: ${c.seriesColours} colours told apart by colour alone (1.4.1)`);
  for (const u of facts.unlabelled) problems.push(`${u} says something by colour alone (1.4.1)`);
  return problems;
}
