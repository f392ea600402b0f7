// The sentence under a comparison's verdict: how far apart the two sides are and whether that is
// more than the noise of one take, so a lean of 7 points and one of 41 never read alike.
import type { LensReading } from '../reading/reading';
import { differenceWords, pointsText } from './words';

export function comparisonSentence(verdict: string, lens: LensReading): string {
  const { points, size } = lens.difference;
  const gap = pointsText(Math.abs(points));
  if (verdict === 'Balanced')
    return `The two sides are level: ${gap} apart, ${differenceWords(size)}.`;
  if (size === 'noise')
    return `A slight lean of ${gap}, ${differenceWords(size)}: read the two sides as level for now.`;
  if (size === 'clear') return `A clear lean of ${gap}, ${differenceWords(size)}.`;
  return `A wide gap of ${gap} of 90, ${differenceWords(size)}.`;
}
