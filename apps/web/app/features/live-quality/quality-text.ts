// The live measurement quality in words: the internal consistency of each capability (its range,
// and each figure), how many results it comes from, and the retest correlation with its pairs;
// until a figure exists, when it will appear. Pure, so every text is unit-tested.

import type { MeasurementQuality } from '@peak/contracts';
import { groupDigits } from '../../lib/numbers';

/** Alpha and a correlation as the pages print them: two decimals. */
export const twoDecimals = (value: number) => value.toFixed(2);

export interface QualityText {
  /** The internal consistency: its range over the capabilities, or when it will show. */
  alpha: string;
  /** Each capability's alpha, for a details list; null until there are figures. */
  alphaByCapability: Array<{ name: string; alpha: string }> | null;
  retest: string;
}

/** 1240 -> "1,240". */
const count = groupDigits;

const results = (n: number) => `${count(n)} saved ${n === 1 ? 'result' : 'results'}`;

/** The live measurement quality in words, each figure with the sample it comes from. */
export function qualityText(quality: MeasurementQuality): QualityText {
  // In the order the API gives them: the framework's.
  const entries = Object.entries(quality.alpha ?? {}).filter(
    ([, value]) => typeof value === 'number' && Number.isFinite(value),
  );
  const values = entries.map(([, value]) => value);
  const alpha =
    entries.length === 0
      ? `The reliability of each capability's score (Cronbach's alpha) appears here once enough results have been saved to estimate it: ${results(quality.results)} so far.`
      : `Internal consistency of each capability's three questions (Cronbach's alpha): ${
          Math.min(...values) === Math.max(...values)
            ? twoDecimals(values[0] as number)
            : `${twoDecimals(Math.min(...values))} to ${twoDecimals(Math.max(...values))}`
        }, estimated from ${results(quality.results)} (each person's latest).`;
  const { retest } = quality;
  const retestText = retest
    ? `Retest: the totals of ${count(retest.pairs)} ${retest.pairs === 1 ? 'person' : 'people'} who took it again within ${retest.withinDays} days correlate at ${twoDecimals(retest.correlation)}.`
    : 'The retest correlation (how closely two takes of the same person agree) appears here once enough people have taken it twice.';
  return {
    alpha,
    alphaByCapability:
      entries.length === 0
        ? null
        : entries.map(([name, value]) => ({ name, alpha: twoDecimals(value) })),
    retest: retestText,
  };
}
