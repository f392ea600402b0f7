// 1.4.10 Reflow: at 320 CSS px nothing scrolls sideways. The document is no wider than the
// viewport and no element pokes out of it, except a data table inside its own scroll region that
// a keyboard can reach and a screen reader can name (role=region, a name, tabindex=0).
// Runs in the page (page.evaluate): it refers to nothing outside itself.
export function reflowProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const width = root.clientWidth;
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const cls =
      typeof el.className === 'string' && el.className.trim()
        ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}`
        : '';
    return `${el.tagName.toLowerCase()}${id}${cls}`;
  };
  const tableRegion = (el: Element) =>
    (el.getAttribute('role') === 'region' || el.tagName === 'SECTION') &&
    (el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby')) &&
    el.getAttribute('tabindex') === '0' &&
    el.querySelector('table') !== null;
  if (root.scrollWidth > width + 1)
    problems.push(`the document scrolls sideways: ${root.scrollWidth} px wide in ${width} px`);
  const reported: Element[] = [];
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (reported.some((r) => r.contains(el))) continue;
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    // Inside a closed <details> (content-visibility: hidden): not shown, its layout may be stale.
    if (!el.checkVisibility()) continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    // A box that scrolls sideways inside the page.
    const scrolls = /auto|scroll/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    if (scrolls && el !== document.body && !tableRegion(el)) {
      problems.push(
        `${describe(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth} px)`,
      );
      reported.push(el);
      continue;
    }
    if (box.right <= width + 1 && box.left >= -1) continue;
    // Out of the viewport but clipped, or scrolled, by a box inside it: not a sideways scroll.
    let clipped = false;
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const s = getComputedStyle(up);
      if (s.overflowX !== 'visible') {
        const r = up.getBoundingClientRect();
        if (r.right <= width + 1 && r.left >= -1) clipped = true;
        break;
      }
    }
    if (clipped) continue;
    // Content moved off screen on purpose (a skip link before it is focused, a field for robots
    // far to the left): above or left of the page, where no scrolling reaches.
    if (box.bottom + window.scrollY <= 0 || box.right + window.scrollX <= 0) continue;
    problems.push(
      `${describe(el)} overflows the ${width} px viewport (${Math.round(box.left)} to ${Math.round(box.right)} px)`,
    );
    reported.push(el);
  }
  return problems;
}
