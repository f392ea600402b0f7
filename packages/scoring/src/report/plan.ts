// The one plan the report ends with: Start here (this week, week two, and how the reader will know
// it worked), then at most two more steps, each a different capability so every practice appears
// once. Steps are chosen from the reading: first the capabilities that stand clearly below the
// reader's own average, then the other growth areas, lowest first; ties, and profiles where
// nothing stands out, follow a stated order (the capability the others build on most first).
// The page, the PDF, the story and the reminders all read this object.
import { isGrowthBand, isStrengthBand } from '../bands';
import type { CapabilityName } from '../model/capabilities';
import { FOUNDATION_ORDER, NEXT_STEPS_MAX } from '../model/constants';
import type { Plan, PlanStep, PracticeTier, StepReason } from '../model/plan';
import type { Reading } from '../model/reading';
import type { ReportCapability } from '../model/results';
import type { Band } from '../model/types';
import { standoutsInOrder } from './reading-cards';
import { countWord, differenceWords, pointsText } from './words';

export type { Plan, PlanStep, PracticeTier, StepReason } from '../model/plan';

export const RETAKE_AFTER_DAYS = 90;

const foundationRank = (name: CapabilityName) =>
  (FOUNDATION_ORDER as readonly string[]).indexOf(name);
const byFoundation = (a: CapabilityName, b: CapabilityName) =>
  foundationRank(a) - foundationRank(b);

const tierOf = (band: Band): PracticeTier => (isStrengthBand(band) ? 'stretch' : 'growth');

function because(
  name: CapabilityName,
  reason: StepReason,
  reading: Reading,
  first: boolean,
  tiedLowest: readonly CapabilityName[],
  tier: PracticeTier,
): string {
  const c = reading.capabilities.find((r) => r.name === name);
  if (reason === 'clearly-low' && c) {
    const below = pointsText(Math.abs(c.vsOthers.points));
    return first
      ? `${name} sits ${below} below your average across your other capabilities, ${differenceWords(c.vsOthers.size)}.`
      : `${name} also sits ${below} below your average.`;
  }
  if (reason === 'growth-area')
    return first
      ? `Nothing in your profile stands clearly below the rest, so the plan starts with a growth area: ${name}, a habit that shows up only now and then in your answers.`
      : `${name} is also one of your growth areas.`;
  if (reason === 'lowest')
    return tier === 'stretch'
      ? `Nothing in your profile stands clearly below the rest, and none of it is a growth area. ${name} has your lowest score, so the plan stretches it: a strong habit made steadier under pressure.`
      : `Nothing in your profile stands clearly below the rest. ${name} has your lowest score, so it is the likeliest place for a gain.`;
  if (tiedLowest.length === reading.capabilities.length)
    return `Your ${countWord(tiedLowest.length)} capabilities share one score, so start with the habit the others build on most: ${name}.`;
  const count = countWord(tiedLowest.length);
  return `${count[0]?.toUpperCase()}${count.slice(1)} capabilities share your lowest score, so start with the one the others build on most: ${name}.`;
}

/**
 * The candidates in the order the plan takes them: clear lows (furthest below first), then growth
 * areas (lowest first), ties by the foundation order. With neither, the lowest score (by the
 * foundation order on a tie) stands alone.
 */
function candidates(
  reading: Reading,
  standing: ReadonlyMap<CapabilityName, ReportCapability>,
  headlineWorksOn: readonly string[],
): Array<{ name: CapabilityName; reason: StepReason }> {
  // What the headline card asks to work on comes first (among clear lows, and among growth
  // areas), so the plan starts where the report's headline points.
  const behind = (name: string) => (headlineWorksOn.includes(name) ? 0 : 1);
  const lows = standoutsInOrder(reading, true)
    .sort((a, b) => behind(a) - behind(b))
    .map((name) => ({ name, reason: 'clearly-low' as const }));
  const growth = [...standing.values()]
    .filter((c) => isGrowthBand(c.band) && !lows.some((l) => l.name === c.capability))
    .sort(
      (a, b) =>
        behind(a.capability) - behind(b.capability) ||
        a.score - b.score ||
        byFoundation(a.capability, b.capability),
    )
    .map((c) => ({ name: c.capability, reason: 'growth-area' as const }));
  if (lows.length || growth.length) return [...lows, ...growth];
  const lowest = [...reading.lowest.capabilities].sort(byFoundation);
  const [first] = lowest;
  if (!first) return [];
  return [{ name: first, reason: lowest.length > 1 ? 'foundation' : 'lowest' }];
}

export function planOf(
  reading: Reading,
  capabilities: readonly ReportCapability[],
  headlineWorksOn: readonly string[] = [],
  retakeAfterDays = RETAKE_AFTER_DAYS,
): Plan {
  const standing = new Map(capabilities.map((c) => [c.capability, c]));
  const tiedLowest = reading.lowest.capabilities;
  const steps = candidates(reading, standing, headlineWorksOn)
    .slice(0, NEXT_STEPS_MAX)
    .map(({ name, reason }, i): PlanStep => {
      const band = standing.get(name)?.band ?? 'Starting';
      // A first step chosen among tied growth areas says so: the tie, and the order that broke it.
      const shown: StepReason =
        i === 0 && reason === 'growth-area' && tiedLowest.length > 1 && tiedLowest.includes(name)
          ? 'foundation'
          : reason;
      const tier = tierOf(band);
      return {
        capability: name,
        band,
        tier,
        reason: shown,
        because: because(name, shown, reading, i === 0, tiedLowest, tier),
      };
    });
  const [start = null, ...next] = steps;
  return { start, next, retakeAfterDays };
}
