// @vitest-environment jsdom
// /assessment's live quality: drawn only once GET /api/norms has answered (nothing before, nothing
// when it fails), with the figures and the sample they come from.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetNorms } from '../../lib/norms';
import { LIVE_QUALITY_TITLE, LiveQualitySection } from './live-quality';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  forgetNorms();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

async function renderWith(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  await act(async () => {
    root = createRoot(container);
    root.render(<LiveQualitySection />);
  });
  // Let the answer arrive (in development the client also checks it against its contract).
  for (let i = 0; i < 40 && !container.querySelector('h2'); i++)
    await act(async () => new Promise((r) => setTimeout(r, 25)));
}

describe('LiveQualitySection', () => {
  it('shows the figures with their sample once the norms answer', async () => {
    const answer = {
      n: 12,
      minimum: 200,
      since: '2026-03-04T09:00:00.000Z',
      until: '2026-11-20T09:00:00.000Z',
      norms: null,
      quality: {
        results: 1240,
        alpha: { 'Clarity of Focus': 0.71, 'Tool Fluency': 0.79 },
        retest: { pairs: 48, correlation: 0.83, withinDays: 60 },
      },
    };
    await renderWith(async () => new Response(JSON.stringify(answer), { status: 200 }));
    const heading = container.querySelector('h2');
    expect(heading?.textContent).toBe(LIVE_QUALITY_TITLE);
    expect(container.querySelector('section')?.getAttribute('aria-labelledby')).toBe(heading?.id);
    const text = container.textContent ?? '';
    expect(text).toContain('0.71 to 0.79, estimated from 1,240 saved results');
    expect(text).toContain(
      'the totals of 48 people who took it again within 60 days correlate at 0.83',
    );
    expect(container.querySelector('details summary')?.textContent).toBe(
      'Alpha for each capability',
    );
  });

  it('draws nothing when the norms cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWith(async () => new Response('{"error":"down"}', { status: 503 }));
    expect(container.innerHTML).toBe('');
  });
});
