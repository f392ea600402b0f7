// Which way a score went, drawn: an arrowhead up for a rise, down for a fall, a level bar for a
// move within the noise of a retake. Always beside the word (Rose, Fell, Within the noise), so the
// shape and the colour only repeat what the text says. Drawn in SVG, not a font's glyph, so every
// system shows the same mark.
import type { ChangeVerdict } from '@peak/scoring';

/**
 * The ink of each direction, on white and on the page's pale grey: text at 4.5:1 or more, marks
 * at 3:1 or more (green 5.5:1, red 6.5:1, slate 10:1 on white).
 */
export const DIRECTION_INK: Record<ChangeVerdict, string> = {
  rose: '#047857',
  fell: '#b91c1c',
  'within-noise': '#334155',
};

export const directionClass = (direction: ChangeVerdict) =>
  direction === 'within-noise' ? 'dir-noise' : `dir-${direction}`;

const PATHS: Record<ChangeVerdict, string> = {
  rose: 'M8 2.5 14.5 13H1.5Z',
  fell: 'M1.5 3h13L8 13.5Z',
  'within-noise': 'M2 6.5h12v3H2Z',
};

export function DirectionIcon({ direction }: { direction: ChangeVerdict }) {
  return (
    <svg
      className="dir-icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[direction]} fill={DIRECTION_INK[direction]} />
    </svg>
  );
}
