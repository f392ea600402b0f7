// @vitest-environment jsdom
// About This Assessment with the live quality: the figures' code loads once there are figures, and
// they show with the sample they come from.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { About, QUALITY_TITLE } from './about';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
const container = document.createElement('div');
document.body.append(container);

afterEach(() => act(() => root?.unmount()));

async function render(quality: Parameters<typeof About>[0]['quality']) {
  await act(async () => {
    root = createRoot(container);
    root.render(<About texts={null} quality={quality} />);
  });
  for (let i = 0; i < 40 && !container.querySelector('[data-testid="quality-figures"]'); i++)
    await act(async () => new Promise((r) => setTimeout(r, 25)));
}

describe('About This Assessment', () => {
  it('shows the live figures with their sample', async () => {
    await render({
      results: 37,
      alpha: null,
      retest: { pairs: 31, correlation: 0.79, withinDays: 60 },
    });
    expect(container.querySelector('h3')?.textContent).toBe(QUALITY_TITLE);
    const figures = container.querySelector('[data-testid="quality-figures"]')?.textContent ?? '';
    expect(figures).toContain(
      'appears here once enough results have been saved to estimate it: 37 saved results so far.',
    );
    expect(figures).toContain(
      'the totals of 31 people who took it again within 60 days correlate at 0.79',
    );
  });

  it('shows no quality without figures', async () => {
    await render(null);
    expect(container.textContent).not.toContain(QUALITY_TITLE);
  });
});
