// Radix's focus trap takes the focus round a dialog (from the last control to the first) without
// scrolling, so in a dialog taller than the window the control Tab reaches can be out of sight
// under the overlay (WCAG 2.4.11). Every dialog brings its focused control into view.
import type { FocusEvent } from 'react';

export function keepFocusInView(event: FocusEvent<HTMLElement>): void {
  if (event.target instanceof HTMLElement) event.target.scrollIntoView({ block: 'nearest' });
}
