// What the report shows, decided once from the results object: bands and edges, strengths and
// growth areas, the verdicts, the findings shown with their polarity, the archetype, Next Steps,
// and the notes about effort and reduced answers. The page, the PDF and the saved report render
// this object; none of them decides anything of its own.
import {
  capabilityBand,
  classifyPattern,
  edgeOf,
  isGrowthBand,
  isStrengthBand,
  maturityBand,
  selfSystemVerdict,
  senseActivateVerdict,
} from '../bands';
import type { CapabilityName } from '../model/capabilities';
import {
  ARCHETYPE_MIN_TOTAL,
  BALANCE_VERDICT_WITHIN,
  CAPABILITY_BAND,
  CAPABILITY_MAX,
  EDGE_POINTS,
  FAMILY_BAND,
  GROUP_MAX,
  MATURITY_BAND,
  PATTERNS_SHOWN,
  QUESTIONS_PER_CAPABILITY,
  TOTAL_MAX,
} from '../model/constants';
import {
  type ArchetypeMatch,
  type NextStep,
  REPORT_VERSION,
  type Report,
  type ReportArchetype,
  type ReportCapability,
  type ReportComparison,
  type ReportFinding,
  type Results,
} from '../model/results';
import type { Band, Finding, Polarity } from '../model/types';

/** The fields of a results object the report reads; older saved results may lack the newer ones. */
export type ReportSource = Pick<
  Results,
  | 'rawOverallScore'
  | 'capabilityScores'
  | 'familyScores'
  | 'missingCapabilities'
  | 'arbitratedFindings'
  | 'selfScore'
  | 'systemScore'
  | 'senseAlignScore'
  | 'activateExecuteScore'
> &
  Partial<Pick<Results, 'archetypeMatch' | 'effort' | 'role'>>;

const NEXT_STEPS_MAX = 5;
const CAPABILITY_STEPS = 2;

// Objects are built field by field: spreading a fresh object costs a tenth of a whole scoring.
const banded = (score: number, max: number, scale: { min: number; width: number }, band: Band) => ({
  score,
  max,
  band,
  edge: edgeOf(score, scale),
});

function standingOf(band: Band): ReportCapability['standing'] {
  if (isStrengthBand(band)) return 'strength';
  return isGrowthBand(band) ? 'growth' : null;
}

function capabilitiesOf(source: ReportSource): ReportCapability[] {
  return source.capabilityScores
    .filter((c) => c.score !== null)
    .map((c) => {
      const score = c.score as number;
      const band = c.band ?? capabilityBand(score);
      return {
        score,
        max: CAPABILITY_MAX,
        band,
        edge: edgeOf(score, CAPABILITY_BAND),
        capability: c.capability,
        family: c.family,
        answered: c.answered,
        standing: standingOf(band),
        oneAction: isGrowthBand(band),
      };
    });
}

const polarityOf = (f: Finding): Polarity =>
  f.polarity ??
  (classifyPattern(f.patternName ?? f.archetypeName ?? f.ruleName) === 'Strength'
    ? 'strength'
    : 'growth');

/**
 * A finding as a card. Its capabilities are split by the reader's own bands: a top-two-band
 * capability is something to build on, a bottom-two-band one something to work on, and one in the
 * middle goes with the card's polarity. So a Growth card never asks to work on a strength.
 */
function card(
  f: Finding,
  standing: ReadonlyMap<string, ReportCapability['standing']>,
): ReportFinding {
  const polarity = polarityOf(f);
  const workOn: CapabilityName[] = [];
  const buildsOn: CapabilityName[] = [];
  for (const name of f.triggeredCapabilities as CapabilityName[]) {
    const s = standing.get(name);
    if (s === undefined) continue;
    const growth = s === 'growth' || (s === null && polarity === 'growth');
    (growth ? workOn : buildsOn).push(name);
  }
  return {
    ruleId: f.ruleId,
    name: f.patternName ?? f.archetypeName ?? f.ruleName,
    polarity,
    label: polarity === 'strength' ? 'Strength' : 'Growth Area',
    narrative: f.narrative,
    expandedNarrative: f.expandedNarrative ?? '',
    why: f.why,
    actions: f.actions,
    reflection: f.reflection ?? '',
    workOn,
    buildsOn,
    fallback: f.fallback === true,
  };
}

function archetypeOf(
  source: ReportSource,
  standing: ReadonlyMap<string, ReportCapability['standing']>,
): ReportArchetype | null {
  const match: ArchetypeMatch | null | undefined =
    source.archetypeMatch ??
    (() => {
      // Older saved results: the first archetype that fired.
      const fired = source.arbitratedFindings.find((f) => f.type === 'archetype');
      return fired ? { finding: fired, clear: true, markersMet: 1, markers: 1 } : null;
    })();
  if (!match) return null;
  const { clear, markersMet, markers } = match;
  const shown = card(match.finding, standing) as ReportArchetype;
  shown.clear = clear;
  shown.markersMet = markersMet;
  shown.markers = markers;
  shown.match = clear
    ? `A clear match: your scores meet ${markers === 1 ? 'its marker' : markers === 2 ? 'both of its markers' : `all ${markers} of its markers`}.`
    : `Your closest match: your scores meet ${markersMet} of its ${markers} markers.`;
  return shown;
}

function archetypeNoteOf(source: ReportSource, shown: boolean): string | null {
  if (shown) return null;
  const total = source.rawOverallScore;
  if (total < ARCHETYPE_MIN_TOTAL) {
    return `Archetypes describe a settled overall style, so they are matched from a total of ${ARCHETYPE_MIN_TOTAL}; yours is ${total}. The patterns above describe your profile more accurately for now.`;
  }
  return 'None of the archetypes fits this profile: the patterns above describe it better.';
}

function nextStepsOf(
  oneActions: readonly CapabilityName[],
  findings: readonly ReportFinding[],
): NextStep[] {
  const steps: NextStep[] = oneActions
    .slice(0, CAPABILITY_STEPS)
    .map((capability) => ({ source: 'capability', capability }));
  const seen = new Set<string>();
  for (const f of findings) {
    const text = f.actions[0];
    if (!text || seen.has(text) || steps.length >= NEXT_STEPS_MAX) continue;
    seen.add(text);
    steps.push({ source: 'finding', ruleId: f.ruleId, name: f.name, text });
  }
  return steps;
}

const comparison = (left: number, right: number, verdict: string): ReportComparison => ({
  left,
  right,
  difference: Math.round(Math.abs(left - right) * 100) / 100,
  verdict,
  max: GROUP_MAX,
});

export function buildReport(source: ReportSource): Report {
  const capabilities = capabilitiesOf(source);
  const standing = new Map(capabilities.map((c) => [c.capability, c.standing]));
  const strengths = capabilities
    .filter((c) => c.standing === 'strength')
    .sort((a, b) => b.score - a.score)
    .map((c) => c.capability);
  const lowestFirst = capabilities
    .filter((c) => c.standing === 'growth')
    .sort((a, b) => a.score - b.score)
    .map((c) => c.capability);
  const patterns = source.arbitratedFindings
    .filter((f) => f.type !== 'archetype')
    .slice(0, PATTERNS_SHOWN)
    .map((f) => card(f, standing));
  const archetype = archetypeOf(source, standing);
  const total = source.rawOverallScore;
  return {
    version: REPORT_VERSION,
    role: source.role ?? null,
    overall: banded(total, TOTAL_MAX, MATURITY_BAND, maturityBand(total)),
    families: source.familyScores.map((f) => ({
      score: f.score,
      max: f.max,
      band: f.band,
      edge: edgeOf(f.score, FAMILY_BAND),
      family: f.family,
      missing: f.missing,
    })),
    capabilities,
    strengths: strengths.slice(0, 3),
    growthAreas: lowestFirst.slice(0, 3),
    oneActions: lowestFirst,
    selfVsSystem: comparison(
      source.selfScore,
      source.systemScore,
      selfSystemVerdict(source.selfScore, source.systemScore),
    ),
    senseVsActivate: comparison(
      source.senseAlignScore,
      source.activateExecuteScore,
      senseActivateVerdict(source.senseAlignScore, source.activateExecuteScore),
    ),
    patterns,
    archetype,
    archetypeNote: archetypeNoteOf(source, archetype !== null),
    nextSteps: nextStepsOf(lowestFirst, archetype ? [...patterns, archetype] : patterns),
    reducedAnswers: capabilities
      .filter((c) => c.answered < QUESTIONS_PER_CAPABILITY)
      .map((c) => ({ capability: c.capability, answered: c.answered })),
    missing: [...source.missingCapabilities],
    effort: source.effort ?? null,
    thresholds: {
      balanceWithin: BALANCE_VERDICT_WITHIN,
      edgePoints: EDGE_POINTS,
      archetypeFromTotal: ARCHETYPE_MIN_TOTAL,
    },
  };
}
