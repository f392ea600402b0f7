// "Higher than 64%" beside a family's or a capability's score: where it stands among the people
// who saved results here (the report's summary says who they are and since when). Nothing while
// there are no norms or no one is counted on that scale.
import type { NormsResponse } from '@peak/contracts';
import { type NormScale, placeOf, shortPlaceText } from './format';
import './norms.css';

export function NormPlace({
  norms,
  scale,
  score,
}: {
  norms: NormsResponse | null | undefined;
  scale: NormScale;
  score: number | null | undefined;
}) {
  const place = placeOf(norms, scale, score);
  if (!place) return null;
  return (
    <span className="norm-place" data-testid="norm-place">
      {shortPlaceText(place.percent)}
      <span className="visually-hidden"> of the people who saved results here</span>
    </span>
  );
}
