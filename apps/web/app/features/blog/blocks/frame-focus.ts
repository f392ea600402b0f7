// A chart's frame takes the keyboard focus when Tab reaches it, and the page inside gets the keys.
// The focused element is then in the frame's own document: in Chromium neither the frame's :focus
// nor its figure's :focus-within matches, so no ring can be drawn from CSS alone. And the browser
// scrolls the article only once an element inside the frame takes the focus: a lazy frame not
// loaded yet has none, so the focus goes off screen with nothing shown, and the frame, still out
// of sight, never loads. The article sees the focus go into the frame as its window's blur, with
// the frame as document.activeElement, and back out as its window's focus.
import { type RefObject, useEffect, useState } from 'react';

/** The frame inside `root` that holds the focus, if any. */
export function focusedFrame(root: HTMLElement | null): HTMLIFrameElement | null {
  const active = document.activeElement;
  return root && active instanceof HTMLIFrameElement && root.contains(active) ? active : null;
}

/**
 * True while a frame inside `ref` holds the focus, for the block to draw its ring. A frame that
 * takes the focus from the keyboard is scrolled into view (clear of the sticky header: the page's
 * scroll padding and the frame's scroll margin), which also starts a lazy frame loading; one the
 * pointer is over was clicked, is on screen already, and stays where it is. A frame's document
 * arriving drops the focus it held onto the article's body: it is given back to the frame, unless
 * it has gone somewhere else meanwhile, so the next Tab goes on into the chart, not past it.
 */
export function useFrameFocus(ref: RefObject<HTMLElement | null>): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    let current: HTMLIFrameElement | null = null;
    // The frame that last held the focus, while nothing else has taken it since.
    let last: HTMLIFrameElement | null = null;
    const update = () => {
      const frame = focusedFrame(ref.current);
      const active = document.activeElement;
      if (frame) last = frame;
      else if (active && active !== document.body) last = null;
      if (frame === current) return;
      current = frame;
      setFocused(frame !== null);
      if (frame && !frame.matches(':hover')) frame.scrollIntoView({ block: 'nearest' });
    };
    const loaded = (event: Event) => {
      if (event.target !== last || document.activeElement !== document.body) return;
      last?.focus({ preventScroll: true });
      update();
    };
    const root = ref.current;
    update();
    window.addEventListener('blur', update);
    window.addEventListener('focus', update);
    document.addEventListener('focusin', update);
    // A frame's load does not bubble; it passes its ancestors on the way down.
    root?.addEventListener('load', loaded, true);
    return () => {
      window.removeEventListener('blur', update);
      window.removeEventListener('focus', update);
      document.removeEventListener('focusin', update);
      root?.removeEventListener('load', loaded, true);
    };
  }, [ref]);
  return focused;
}
