// 2.5.8 Target Size (Minimum): each target is at least 24 x 24 CSS px, or a 24 px circle centred
// on it meets no other target (nor another undersized target's circle). Excepted: a link inline in
// a sentence, and a control the browser sizes (a native checkbox or radio with its label, whose
// label is the target). Runs in the page (page.evaluate): it refers to nothing outside itself.
export function targetSizeProblems(): string[] {
  const MIN = 24;
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="radio"]',
    '[role="checkbox"]',
    '[role="tab"]',
    '[role="switch"]',
    '[role="menuitem"]',
    '[tabindex="0"]',
  ].join(',');
  type Box = { left: number; top: number; right: number; bottom: number };
  const describe = (el: Element) => {
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()} "${name}"`;
  };
  const shown = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    if (!el.checkVisibility()) return false; // inside a closed <details>
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && r.bottom + window.scrollY > 0;
  };
  const targetBox = (el: Element): Box | null => {
    // A native radio or checkbox: its label is where a pointer activates it.
    if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) {
      const label = el.labels?.[0];
      if (label && shown(label)) return label.getBoundingClientRect();
    }
    return shown(el) ? el.getBoundingClientRect() : null;
  };
  const inline = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    const own = (el.textContent ?? '').trim().length;
    const around = (block?.textContent ?? '').trim().length;
    return around > own + 10;
  };
  const targets: Array<{ el: Element; box: Box }> = [];
  for (const el of Array.from(document.querySelectorAll(selector))) {
    if (el.closest('[inert], [aria-hidden="true"]') && !el.closest('dialog, [role="dialog"]'))
      continue;
    const box = targetBox(el);
    if (box && !targets.some((t) => t.el.contains(el) || el.contains(t.el)))
      targets.push({ el, box });
  }
  const centre = (b: Box) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });
  const circleMeetsBox = (c: { x: number; y: number }, b: Box) => {
    const dx = Math.max(b.left - c.x, 0, c.x - b.right);
    const dy = Math.max(b.top - c.y, 0, c.y - b.bottom);
    return dx * dx + dy * dy < (MIN / 2) ** 2 - 0.5;
  };
  const small = (b: Box) => b.right - b.left < MIN - 0.5 || b.bottom - b.top < MIN - 0.5;
  const problems: string[] = [];
  for (const t of targets) {
    if (!small(t.box) || inline(t.el)) continue;
    const c = centre(t.box);
    const near = targets.find((o) => {
      if (o === t) return false;
      if (circleMeetsBox(c, o.box)) return true;
      if (!small(o.box)) return false;
      const d = centre(o.box);
      return Math.hypot(c.x - d.x, c.y - d.y) < MIN - 0.5;
    });
    if (near)
      problems.push(
        `${describe(t.el)} is ${Math.round(t.box.right - t.box.left)}x${Math.round(t.box.bottom - t.box.top)} px and too near ${describe(near.el)}`,
      );
  }
  return problems;
}
