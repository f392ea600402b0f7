// A band's badge in the palette's colours, shared by every document that names a band: the
// individual report's scores and chart, the team report's distributions and legend.
import type { Band } from '@peak/scoring';
import type { Badge } from './blocks';
import { bandSwatch, contrast } from './palette/palette';

/** Slate: the outline of a badge whose colour is too light for white paper (under 3:1). */
const OUTLINE = '#64748b';

export const bandBadge = (band: Band): Badge => {
  const s = bandSwatch(band);
  const badge: Badge = { text: band, fill: s.base, ink: s.onBase };
  return contrast(s.base, '#ffffff') < 3 ? { ...badge, border: OUTLINE } : badge;
};
