// 2.3.3 Animation from Interactions: with prefers-reduced-motion: reduce nothing moves: no
// animation is running (CSS or the Web Animations API) and no element keeps a transition or an
// animation longer than a hundredth of a second. Runs in the page: it refers to nothing outside itself.
export function motionProblems(): string[] {
  const problems: string[] = [];
  const seconds = (value: string) =>
    Math.max(
      0,
      ...value
        .split(',')
        .map((v) => (v.trim().endsWith('ms') ? Number.parseFloat(v) / 1000 : Number.parseFloat(v))),
    );
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/)[0]}` : ''}`;
  for (const a of document.getAnimations()) {
    if (a.playState !== 'running') continue;
    const target = (a.effect as KeyframeEffect | null)?.target;
    const timing = a.effect?.getComputedTiming();
    if (
      timing &&
      typeof timing.duration === 'number' &&
      timing.duration <= 10 &&
      timing.iterations !== Infinity
    )
      continue;
    problems.push(`an animation runs on ${target ? describe(target) : 'the page'}`);
  }
  if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth')
    problems.push('the page scrolls smoothly');
  for (const el of Array.from(document.querySelectorAll('*'))) {
    const s = getComputedStyle(el);
    if (s.transitionProperty !== 'none' && seconds(s.transitionDuration) > 0.01)
      problems.push(`${describe(el)} has a ${s.transitionDuration} transition`);
    else if (s.animationName !== 'none' && seconds(s.animationDuration) > 0.01)
      problems.push(`${describe(el)} has a ${s.animationDuration} animation`);
  }
  return [...new Set(problems)];
}
