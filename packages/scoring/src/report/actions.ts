// Where the report asks the reader to start, and the few Next Steps after it. The first action is
// chosen only where the profile clearly points: a growth area well below the reader's own average
// (never a difference inside answer noise), preferably the one behind the headline pattern. With
// no such gap, it says so and follows a stated order; with no growth area, it builds on the
// headline pattern.
import type { CapabilityName } from '../model/capabilities';
import { CLEARLY_LOW_BY, FOUNDATION_ORDER, NEXT_STEPS_MAX } from '../model/constants';
import type { FirstAction, NextStep, ReportCapability, ReportFinding } from '../model/results';

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** How far a capability sits below the reader's own average of the other capabilities. */
function belowOwnAverage(c: ReportCapability, all: readonly ReportCapability[]): number {
  if (all.length < 2) return 0;
  let sum = 0;
  for (const o of all) sum += o.score;
  return (sum - c.score) / (all.length - 1) - c.score;
}

/** "Tool Fluency is at 3 of 15, 5.5 points below your own average ...": why a gap is clear. */
const gapText = (c: ReportCapability, all: readonly ReportCapability[]) =>
  `${c.capability} is at ${num(c.score)} of 15, ${num(Math.round(belowOwnAverage(c, all) * 10) / 10)} points below your own average of the other capabilities: more than a retake would move it.`;

export function firstActionOf(
  capabilities: readonly ReportCapability[],
  growthAreas: readonly CapabilityName[],
  patterns: readonly ReportFinding[],
): FirstAction | null {
  // Growth areas are listed lowest first, so the first clearly low one is the lowest.
  const clearlyLow = capabilities
    .filter((c) => growthAreas.includes(c.capability))
    .filter((c) => belowOwnAverage(c, capabilities) >= CLEARLY_LOW_BY)
    .sort((a, b) => growthAreas.indexOf(a.capability) - growthAreas.indexOf(b.capability));
  const headline = patterns[0];
  const behind =
    headline?.polarity === 'growth'
      ? clearlyLow.find((c) => headline.workOn.includes(c.capability))
      : undefined;
  if (behind && headline)
    return {
      source: 'capability',
      capability: behind.capability,
      reason: 'headline',
      because: `It is behind your headline pattern, ${headline.name}. ${gapText(behind, capabilities)}`,
    };
  const [lowest] = clearlyLow;
  if (lowest)
    return {
      source: 'capability',
      capability: lowest.capability,
      reason: 'clearly-lowest',
      because: gapText(lowest, capabilities),
    };
  const foundation = FOUNDATION_ORDER.find((name) => growthAreas.includes(name));
  if (foundation)
    return {
      source: 'capability',
      capability: foundation,
      reason: 'foundation',
      because:
        growthAreas.length === 1
          ? `${foundation} is your one growth area.`
          : `None of your growth areas stands clearly below the others, so start with the one the others build on most: ${foundation}.`,
    };
  const [first] = patterns;
  const text = first?.actions[0];
  if (!first || !text) return null;
  return {
    source: 'finding',
    ruleId: first.ruleId,
    name: first.name,
    text,
    weekTwo: first.actions[1] ?? null,
    reason: 'builds-on',
    because: `None of your capabilities is in the bottom two bands, so your first step builds on your headline pattern, ${first.name}.`,
  };
}

/** The first action, then One Action to Try for the next growth areas, then the headline's action. */
export function nextStepsOf(
  first: FirstAction | null,
  growthAreas: readonly CapabilityName[],
  patterns: readonly ReportFinding[],
): NextStep[] {
  const steps: NextStep[] = [];
  if (first?.source === 'capability')
    steps.push({ source: 'capability', capability: first.capability });
  if (first?.source === 'finding')
    steps.push({ source: 'finding', ruleId: first.ruleId, name: first.name, text: first.text });
  for (const capability of growthAreas) {
    if (steps.length >= NEXT_STEPS_MAX - 1) break;
    if (!steps.some((s) => s.source === 'capability' && s.capability === capability))
      steps.push({ source: 'capability', capability });
  }
  const [headline] = patterns;
  const text = headline?.actions[0];
  if (headline && text && !steps.some((s) => s.source === 'finding' && s.text === text))
    steps.push({ source: 'finding', ruleId: headline.ruleId, name: headline.name, text });
  return steps.slice(0, NEXT_STEPS_MAX);
}
