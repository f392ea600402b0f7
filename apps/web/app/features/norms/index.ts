// Norms, live from GET /api/norms: the report places the total, each family and each capability
// among the people who saved results here ("Higher than 64% of the 1,240 people who saved results
// here since March 2026"), or says when that will show.
export {
  belowMinimumSentence,
  type NormScale,
  placeOf,
  shortPlaceText,
  sinceMonth,
  totalPlaceSentence,
} from './format';
export { NormPlace } from './place';
export { useNorms } from './use-norms';
