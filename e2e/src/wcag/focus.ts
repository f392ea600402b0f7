// 2.4.7 Focus Visible, 2.4.11 Focus Not Obscured (Minimum), 2.4.13 Focus Appearance: what the
// page shows of the focused element (`focusFacts`, run in the page), judged in Node
// (`focusProblems`): an outline or a ring (box-shadow) is drawn, its colour has at least 3:1
// against the colour next to it, and nothing fixed or sticky (the header, a dialog's frame) lies
// over the element. A frame whose page holds the focus is the page's focused element: what the
// page shows is the frame's own ring and place, whatever the page inside may draw.
import { contrastRatio } from './colour';

export interface FocusFacts {
  element: string;
  /** The element's place in the document, to know when the focus has come round again. */
  index: number;
  outline: { width: number; style: string; colour: string; offset: number };
  ring: { colour: string } | null;
  /** The colour behind the indicator: the element's own when the outline is inside it, else its parent's. */
  behind: string;
  /** What lies over the element's centre, when that is not the element: a fixed or sticky box. */
  coveredBy: string | null;
  /** The element fully outside the viewport: it was not scrolled into view. */
  offscreen: boolean;
}

export function focusFacts(): FocusFacts | null {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return null;
  const describe = (e: Element) => {
    // A frame's text is its fallback content, never shown: its title names it.
    const text = e instanceof HTMLIFrameElement ? e.title : e.textContent;
    const name = (e.getAttribute('aria-label') ?? text ?? '').trim().slice(0, 40);
    return `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''} "${name}"`;
  };
  const style = getComputedStyle(el);
  const opaque = (value: string) => {
    const m = value.match(/rgba?\(([^)]+)\)/);
    if (!m?.[1]) return false;
    const parts = m[1].split(/[ ,/]+/).filter(Boolean);
    return parts.length < 4 || Number(parts[3]) > 0.5;
  };
  const backgroundFrom = (start: Element | null) => {
    for (let e = start; e; e = e.parentElement) {
      const bg = getComputedStyle(e).backgroundColor;
      if (opaque(bg)) return bg;
    }
    return 'rgb(255, 255, 255)';
  };
  // The ring may be drawn by a pseudo-element (a card made clickable by its link's ::after).
  const drawn = [style, getComputedStyle(el, '::after'), getComputedStyle(el, '::before')].find(
    (s) => s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0,
  );
  const outlined = drawn ?? style;
  const offset = Number.parseFloat(outlined.outlineOffset) || 0;
  const width = drawn ? Number.parseFloat(outlined.outlineWidth) || 0 : 0;
  const shadow = style.boxShadow;
  const ringColour =
    shadow && shadow !== 'none' ? (shadow.match(/rgba?\([^)]+\)/)?.[0] ?? null) : null;
  // The outline drawn outside the element (offset >= 0) lies on the parent's background.
  const behind = offset + width > 0 ? backgroundFrom(el.parentElement) : backgroundFrom(el);
  const box = el.getBoundingClientRect();
  const offscreen = box.bottom <= 0 || box.top >= innerHeight;
  let coveredBy: string | null = null;
  if (!offscreen) {
    const x = Math.min(Math.max((box.left + box.right) / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max((box.top + box.bottom) / 2, 0), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    if (top && !el.contains(top) && !top.contains(el)) {
      for (let e: Element | null = top; e; e = e.parentElement) {
        const position = getComputedStyle(e).position;
        if (position === 'fixed' || position === 'sticky') {
          coveredBy = describe(e);
          break;
        }
      }
    }
  }
  return {
    element: describe(el),
    index: Array.from(document.querySelectorAll('*')).indexOf(el),
    outline: { width, style: outlined.outlineStyle, colour: outlined.outlineColor, offset },
    ring: ringColour ? { colour: ringColour } : null,
    behind,
    coveredBy,
    offscreen,
  };
}

export function focusProblems(facts: FocusFacts): string[] {
  const problems: string[] = [];
  const colours = [
    ...(facts.outline.width >= 1 ? [facts.outline.colour] : []),
    ...(facts.ring ? [facts.ring.colour] : []),
  ];
  if (!colours.length) problems.push(`${facts.element}: no focus indicator (2.4.7)`);
  else {
    // The outline or the ring, whichever stands out more.
    const [ratio, colour] = colours
      .map((c) => [contrastRatio(c, facts.behind), c] as const)
      .sort((a, b) => b[0] - a[0])[0] as readonly [number, string];
    if (ratio < 3)
      problems.push(
        `${facts.element}: focus indicator ${colour} on ${facts.behind} is ${ratio.toFixed(2)}:1 (2.4.13)`,
      );
  }
  if (facts.coveredBy) problems.push(`${facts.element}: covered by ${facts.coveredBy} (2.4.11)`);
  if (facts.offscreen) problems.push(`${facts.element}: focused off screen (2.4.11)`);
  return problems;
}
