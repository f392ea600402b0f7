// Any path under the selector shows the static selector page in a frame that fills the viewport
// below the site header.
import { useLayoutEffect, useRef } from 'react';
import { SELECTOR_PATHS } from './catalogue';
import './method-selector.css';

/** Keeps --selector-header-height equal to the site header's height as it changes. */
function useHeaderHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const wrap = ref.current;
    const header = document.querySelector('.site-header');
    if (!wrap || !(header instanceof HTMLElement)) return;
    const update = () =>
      wrap.style.setProperty('--selector-header-height', `${header.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return ref;
}

export function MethodSelectorFrame() {
  const ref = useHeaderHeight();
  return (
    <div className="selector-frame-wrap" ref={ref}>
      <h1 className="visually-hidden">Prioritization Method Selector</h1>
      <iframe
        className="selector-frame"
        title="Prioritization method selector"
        src={SELECTOR_PATHS.frame}
      />
    </div>
  );
}
