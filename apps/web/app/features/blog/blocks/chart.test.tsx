// @vitest-environment jsdom
// A chart's frame that takes the focus shows the site's ring and is scrolled into view: the
// article learns of it from its window's blur, with the frame as the document's active element;
// a frame whose document arrives after it took the focus gets the focus back.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChartBlock } from './chart';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
const scrolled = vi.fn();

beforeEach(async () => {
  Element.prototype.scrollIntoView = scrolled;
  scrolled.mockClear();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      <>
        <a href="#before">Before</a>
        <ChartBlock
          block={{
            blockType: 'chart',
            embedURL: 'https://charts.example.com/embed/1',
            caption: 'Months to launch',
          }}
        />
        <a href="#after">After</a>
      </>,
    );
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const figure = () => container.querySelector('figure') as HTMLElement;
const frame = () => container.querySelector('iframe') as HTMLIFrameElement;

describe('a chart frame that takes the focus', () => {
  it('is marked and scrolled into view while it holds it, and not once it has left', async () => {
    expect(figure().hasAttribute('data-frame-focused')).toBe(false);
    // Tab from the link before it: the focus leaves the article's document for the frame's.
    await act(async () => {
      frame().focus();
      window.dispatchEvent(new FocusEvent('blur'));
    });
    expect(document.activeElement).toBe(frame());
    expect(figure().hasAttribute('data-frame-focused')).toBe(true);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(frame());
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    // The window's focus coming back while the frame still holds it changes nothing.
    await act(async () => {
      window.dispatchEvent(new FocusEvent('focus'));
    });
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(figure().hasAttribute('data-frame-focused')).toBe(true);
    // Tab on, out of the frame to the link after it.
    await act(async () => {
      (container.querySelector('a[href="#after"]') as HTMLElement).focus();
    });
    expect(figure().hasAttribute('data-frame-focused')).toBe(false);
  });

  it('gets the focus back when its document arrives and drops it, unless it went elsewhere', async () => {
    const tabIn = async () => {
      await act(async () => {
        frame().focus();
        window.dispatchEvent(new FocusEvent('blur'));
      });
    };
    // A lazy frame that took the focus before it had loaded: its page arriving leaves the focus
    // on the body, and the frame takes it back, so the next Tab goes on into the chart.
    await tabIn();
    await act(async () => {
      frame().blur();
      frame().dispatchEvent(new Event('load'));
    });
    expect(document.activeElement).toBe(frame());
    expect(figure().hasAttribute('data-frame-focused')).toBe(true);
    // Tabbed on before the page arrived: the focus stays where it went.
    const after = container.querySelector('a[href="#after"]') as HTMLElement;
    await act(async () => {
      after.focus();
      frame().dispatchEvent(new Event('load'));
    });
    expect(document.activeElement).toBe(after);
    expect(figure().hasAttribute('data-frame-focused')).toBe(false);
  });

  it('leaves a focus elsewhere in the article alone', async () => {
    await act(async () => {
      (container.querySelector('a[href="#before"]') as HTMLElement).focus();
      window.dispatchEvent(new FocusEvent('blur'));
    });
    expect(figure().hasAttribute('data-frame-focused')).toBe(false);
    expect(scrolled).not.toHaveBeenCalled();
  });
});
