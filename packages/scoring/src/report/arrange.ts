// Which cards the report shows, and which one leads. The headline is the most specific true
// finding: a profile that is even or split in two gets a card saying so; a capability that stands
// clearly apart outranks the family finding it explains; otherwise the rules' patterns lead in
// their arbitrated order. No two cards (nor a card and the archetype) say the same thing: each
// declares what it says (`says`), and a card repeating an earlier claim is left out.

import type { ReportArchetype, ReportFinding } from '../model/results';
import { claimFault, claimsOfSays } from '../reading/consistency';
import type { Reading } from '../reading/reading';
import {
  evenCard,
  explainedFamily,
  splitCard,
  standoutCard,
  standoutsInOrder,
} from './reading-cards';
import { listOf } from './words';

/** The card the reading leads with, when the profile's shape calls for one. */
function leadCard(
  reading: Reading,
  ruleCards: readonly ReportFinding[],
  isStrength: (name: string) => boolean,
): ReportFinding | null {
  if (!reading.complete) return null;
  const { shape } = reading;
  if (shape.kind === 'even') return evenCard(reading);
  // A split leads when it is wide: a clear one is often the noise of one take, and the rules lead.
  const lens = shape.lens === 'self-system' ? reading.selfVsSystem : reading.senseVsActivate;
  if (shape.kind === 'split' && lens.difference.size === 'large') return splitCard(reading);
  // A capability that alone holds its family below the others, by a wide gap, outranks the family
  // finding it explains; any other dip is left to the family and pattern findings, which rest on
  // more answers and so repeat more often when the reader answers again.
  const size = (name: string) => reading.capabilities.find((c) => c.name === name)?.vsOthers.size;
  const [low] = standoutsInOrder(reading, true).filter(
    (name) => size(name) === 'large' && explainedFamily(reading, name as never, true),
  );
  if (low) return standoutCard(reading, low, true);
  // Where the rules find nothing more specific than the level of the whole profile, a capability
  // far apart from the rest says more than the band restated.
  const onlyLevel = ruleCards.length === 0 || ruleCards[0]?.says?.includes('level') === true;
  if (!onlyLevel) return null;
  const [dip] = standoutsInOrder(reading, true).filter((name) => size(name) === 'large');
  if (dip) return standoutCard(reading, dip, true);
  // A capability above the reader's own average is a Strength card only in the top two bands.
  const [high] = standoutsInOrder(reading, false).filter(isStrength);
  return high ? standoutCard(reading, high, false) : null;
}

export function arrangeCards(
  reading: Reading,
  ruleCards: readonly ReportFinding[],
  archetype: ReportArchetype | null,
  max: number,
  isStrength: (name: string) => boolean,
): { cards: ReportFinding[]; headline: string | null } {
  const said = new Set(archetype?.says ?? []);
  const cards: ReportFinding[] = [];
  const lead = leadCard(reading, ruleCards, isStrength);
  // A reading card asks to work only on what is not a strength, and builds only on strengths.
  if (lead) {
    lead.workOn = lead.workOn.filter((name) => !isStrength(name)).slice(0, 3);
    lead.buildsOn = lead.buildsOn.filter(isStrength).slice(0, 3);
  }
  let headline: string | null = null;
  const add = (card: ReportFinding) => {
    const says = card.says ?? [];
    if (says.some((claim) => said.has(claim))) return false;
    // A card whose claims the reading contradicts (a family singled out that ties another) is left out.
    if (claimsOfSays(says).some((claim) => claimFault(claim, reading) !== null)) return true;
    for (const claim of says) said.add(claim);
    cards.push(card);
    return true;
  };
  // A lead that says what the archetype says gives the headline to the archetype.
  if (lead && !add(lead)) headline = archetype?.ruleId ?? null;
  // In an even profile nothing stands out, so a card about some capabilities would be a pick
  // among equals: the even card (and the archetype) say all there is.
  const room = reading.complete && reading.shape.kind === 'even' ? 1 : max;
  for (const card of ruleCards) {
    if (cards.length >= room) break;
    add(card);
  }
  return { cards, headline: headline ?? cards[0]?.ruleId ?? archetype?.ruleId ?? null };
}

const PLACES: Record<string, (reading: Reading) => readonly string[]> = {
  lowestFamily: (r) => r.lowest.families,
  highestFamily: (r) => r.highest.families,
  lowestCapability: (r) => r.lowest.capabilities,
  highestCapability: (r) => r.highest.capabilities,
};

/**
 * Fills a text's places from the reading, so a text can name what the engine knows: "{lowestFamily}"
 * becomes "Execution Rhythms", or "Tool Fluency and Process Discipline" on a tie.
 */
export function fillPlaces(text: string, reading: Reading): string {
  if (!text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (whole, place: string) => {
    const names = PLACES[place]?.(reading);
    return names?.length ? listOf(names) : whole;
  });
}
