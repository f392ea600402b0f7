// 1.4.12 Text Spacing and 1.4.4 Resize Text: with the criterion's spacing injected
// (TEXT_SPACING_CSS), or the page at 200%, no text is cut off by a box that hides its overflow
// (or an ellipsis or a line clamp) and no two pieces of text lie over each other.
export const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Runs in the page (page.evaluate): it refers to nothing outside itself. */
export function clippedTextProblems(): string[] {
  const problems: string[] = [];
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/)[0] : '';
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text}"`;
  };
  // Screen-reader-only text is clipped on purpose.
  const srOnly = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const r = e.getBoundingClientRect();
      const s = getComputedStyle(e);
      if ((r.width <= 1 && r.height <= 1) || s.clip === 'rect(0px, 0px, 0px, 0px)') return true;
    }
    return false;
  };
  const ownText = (el: Element) =>
    Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? '').trim());
  const shown = (el: Element) => {
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    // checkVisibility: not inside a closed <details> or a content-visibility: hidden box.
    return (
      s.display !== 'none' &&
      s.visibility !== 'hidden' &&
      r.width > 1 &&
      r.height > 1 &&
      el.checkVisibility({ contentVisibilityAuto: false, visibilityProperty: true })
    );
  };
  // Every part laid out, as a reader scrolling to it meets it: a box skipped by
  // content-visibility: auto answers its placeholder's geometry, not its text's.
  const laidOut = document.createElement('style');
  laidOut.textContent = '* { content-visibility: visible !important; }';
  document.head.append(laidOut);
  const all = Array.from(document.body.querySelectorAll('*')).filter(shown);
  for (const el of all) {
    if (!(el.textContent ?? '').trim() || srOnly(el)) continue;
    if (['svg', 'SCRIPT', 'STYLE', 'TEXTAREA', 'SELECT'].includes(el.tagName)) continue;
    if (el.closest('svg')) continue;
    const s = getComputedStyle(el);
    const hidesX = /hidden|clip/.test(s.overflowX);
    const hidesY = /hidden|clip/.test(s.overflowY);
    if (hidesY && el.scrollHeight > el.clientHeight + 2)
      problems.push(
        `${describe(el)} cut off below (${el.scrollHeight} px in ${el.clientHeight} px)`,
      );
    else if (hidesX && el.scrollWidth > el.clientWidth + 2)
      problems.push(
        `${describe(el)} cut off at the side (${el.scrollWidth} px in ${el.clientWidth} px)`,
      );
    else if (s.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
      problems.push(`${describe(el)} ends in an ellipsis`);
    else if (
      s.webkitLineClamp !== 'none' &&
      s.webkitLineClamp &&
      el.scrollHeight > el.clientHeight + 2
    )
      problems.push(`${describe(el)} clamped to ${s.webkitLineClamp} lines`);
  }
  // Text over text: the boxes of the text runs of different elements meet.
  type Run = { el: Element; box: DOMRect };
  const runs: Run[] = [];
  for (const el of all) {
    if (!ownText(el) || srOnly(el) || el.closest('svg')) continue;
    const range = document.createRange();
    for (const node of Array.from(el.childNodes)) {
      if (node.nodeType !== 3 || !(node.textContent ?? '').trim()) continue;
      range.selectNodeContents(node);
      for (const box of Array.from(range.getClientRects()))
        if (box.width > 2 && box.height > 2) runs.push({ el, box });
    }
  }
  // Text a modal dialog lies over is hidden by it, not overlapping it.
  const modal = document.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]');
  const underModal = (el: Element) => modal !== null && !modal.contains(el);
  const seen = new Set<string>();
  for (let i = 0; i < runs.length; i++) {
    const a = runs[i] as Run;
    for (let j = i + 1; j < runs.length; j++) {
      const b = runs[j] as Run;
      if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
      if (underModal(a.el) || underModal(b.el)) continue;
      const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      // More than a sliver: a third of the smaller line's height, and some width.
      if (w > 4 && h > Math.min(a.box.height, b.box.height) / 3) {
        const key = `${describe(a.el)}|${describe(b.el)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        problems.push(`${describe(a.el)} overlaps ${describe(b.el)}`);
      }
    }
  }
  laidOut.remove();
  return problems;
}
