// One reading of a profile, computed once: capabilities and families ranked with their ties, every
// difference the report names classed by size against the noise of one take, the shape of the
// profile, which capabilities drive each family's place, and where habits hold by scope. Every
// text that asserts a rank, a size or a shape takes it from here, so no two texts can disagree.
import { maturityBand } from '../bands';
import type { Reliability } from '../measure/reliability';
import {
  CAPABILITIES,
  type CapabilityName,
  FAMILIES,
  type FamilyName,
  SCOPE_LEVELS,
  type ScopeLevel,
} from '../model/capabilities';
import { ANSWER_MAX } from '../model/constants';
import type {
  Lens,
  LensReading,
  Ranked,
  ReadCapability,
  ReadFamily,
  Reading,
  ScopeReading,
  Shape,
} from '../model/reading';
import type { CapabilityScore, FamilyScore, ScopeBreakdown } from '../model/types';
import { type Difference, difference, differenceOf, errorVariances, sumVariance } from './noise';

export type {
  Lens,
  LensReading,
  Ranked,
  ReadCapability,
  ReadFamily,
  Reading,
  ScopeReading,
  Shape,
  ShapeKind,
} from '../model/reading';

export interface ReadingSource {
  rawOverallScore: number;
  capabilityScores: readonly CapabilityScore[];
  familyScores: readonly FamilyScore[];
  missingCapabilities: readonly CapabilityName[];
  selfScore: number;
  systemScore: number;
  senseAlignScore: number;
  activateExecuteScore: number;
  breakdown?: Record<ScopeLevel, ScopeBreakdown>;
}

type Variances = ReadonlyMap<CapabilityName, number>;

function ranked<N extends string>(
  items: ReadonlyArray<{ name: N; score: number; vsOthers: Difference }>,
): Array<Ranked<N>> {
  const sorted = [...items].sort((a, b) => b.score - a.score);
  return sorted.map((item) => ({
    ...item,
    rank: 1 + sorted.filter((o) => o.score > item.score).length,
    tiedWith: sorted.filter((o) => o !== item && o.score === item.score).map((o) => o.name),
  }));
}

const tops = <N extends string>(list: ReadonlyArray<Ranked<N>>) =>
  list.filter((r) => r.rank === 1).map((r) => r.name);
const bottoms = <N extends string>(list: ReadonlyArray<Ranked<N>>) => {
  const last = list[list.length - 1];
  return last ? list.filter((r) => r.score === last.score).map((r) => r.name) : [];
};

function readCapabilities(source: ReadingSource, variances: Variances): ReadCapability[] {
  const measured = source.capabilityScores.filter((c) => c.score !== null);
  const sum = measured.reduce((s, c) => s + (c.score as number), 0);
  const names = measured.map((c) => c.capability);
  const items = measured.map((c) => {
    const others = names.filter((n) => n !== c.capability);
    const score = c.score as number;
    const average = others.length ? (sum - score) / others.length : score;
    return {
      name: c.capability,
      score,
      family: c.family,
      vsOthers: differenceOf(
        variances,
        { score, names: [c.capability] },
        { score: average, names: others, weight: others.length ? 1 / others.length : 0 },
      ),
    };
  });
  const family = new Map(items.map((i) => [i.name, i.family]));
  return ranked(items).map((r) => ({ ...r, family: family.get(r.name) as FamilyName }));
}

function readFamilies(
  source: ReadingSource,
  capabilities: readonly ReadCapability[],
  variances: Variances,
): ReadFamily[] {
  const complete = source.familyScores.filter((f) => f.missing.length === 0);
  const membersOf = (name: FamilyName) => FAMILIES.find((f) => f.name === name)?.capabilities ?? [];
  const items = complete.map((f) => {
    const others = complete.filter((o) => o !== f);
    const average = others.length
      ? others.reduce((s, o) => s + o.score, 0) / others.length
      : f.score;
    return {
      name: f.family,
      score: f.score,
      vsOthers: differenceOf(
        variances,
        { score: f.score, names: membersOf(f.family) },
        {
          score: average,
          names: others.flatMap((o) => membersOf(o.family)),
          weight: others.length ? 1 / others.length : 0,
        },
      ),
    };
  });
  return ranked(items).map((family) => {
    const below = family.vsOthers.points < 0;
    const drivers =
      family.vsOthers.size === 'noise'
        ? []
        : capabilities
            .filter((c) => c.family === family.name && c.vsOthers.size !== 'noise')
            .filter((c) => c.vsOthers.points < 0 === below)
            .sort((a, b) => Math.abs(b.vsOthers.points) - Math.abs(a.vsOthers.points))
            .map((c) => c.name);
    return { ...family, drivers };
  });
}

const LENSES: Record<Lens, { left: string; right: string; leftFamilies: FamilyName[] }> = {
  'self-system': {
    left: 'Self',
    right: 'System',
    leftFamilies: ['Motivational Activation', 'Contextual Awareness'],
  },
  'sense-activate': {
    left: 'Sense & Align',
    right: 'Activate & Execute',
    leftFamilies: ['Contextual Awareness', 'Relational Navigation'],
  },
};

function readLens(lens: Lens, left: number, right: number, variances: Variances): LensReading {
  const { leftFamilies } = LENSES[lens];
  const leftNames = CAPABILITIES.filter((c) => leftFamilies.includes(c.family)).map((c) => c.name);
  const rightNames = CAPABILITIES.filter((c) => !leftFamilies.includes(c.family)).map(
    (c) => c.name,
  );
  return {
    left: { name: LENSES[lens].left, score: left },
    right: { name: LENSES[lens].right, score: right },
    difference: differenceOf(
      variances,
      { score: left, names: leftNames },
      { score: right, names: rightNames },
    ),
  };
}

/**
 * A split: one lens divides the profile in two, its difference clear, each family of the leading
 * side above each family of the other, and every capability that stands apart on the side it
 * stands apart toward.
 */
function splitOf(
  lenses: Record<Lens, LensReading>,
  families: readonly ReadFamily[],
  highs: readonly CapabilityName[],
  lows: readonly CapabilityName[],
): { lens: Lens; leading: string } | null {
  const candidates = (Object.keys(lenses) as Lens[])
    .filter((lens) => lenses[lens].difference.size !== 'noise')
    .sort(
      (a, b) =>
        Math.abs(lenses[b].difference.points) - Math.abs(lenses[a].difference.points) ||
        (a < b ? -1 : 1),
    );
  for (const lens of candidates) {
    const reading = lenses[lens];
    const leftLeads = reading.difference.points > 0;
    const inLeft = (family: FamilyName) => LENSES[lens].leftFamilies.includes(family);
    const leadingSide = (family: FamilyName) => inLeft(family) === leftLeads;
    const lead = families.filter((f) => leadingSide(f.name)).map((f) => f.score);
    const trail = families.filter((f) => !leadingSide(f.name)).map((f) => f.score);
    if (lead.length !== 2 || trail.length !== 2 || !(Math.min(...lead) > Math.max(...trail)))
      continue;
    const familyOf = (name: CapabilityName) =>
      CAPABILITIES.find((c) => c.name === name)?.family as FamilyName;
    if (highs.some((c) => !leadingSide(familyOf(c))) || lows.some((c) => leadingSide(familyOf(c))))
      continue;
    return { lens, leading: leftLeads ? reading.left.name : reading.right.name };
  }
  return null;
}

function shapeOf(
  capabilities: readonly ReadCapability[],
  families: readonly ReadFamily[],
  lenses: Record<Lens, LensReading>,
): Shape {
  const apart = (above: boolean) =>
    capabilities
      .filter((c) => c.vsOthers.size !== 'noise' && c.vsOthers.points > 0 === above)
      .sort((a, b) => Math.abs(b.vsOthers.points) - Math.abs(a.vsOthers.points))
      .map((c) => c.name);
  const highs = apart(true);
  const lows = apart(false);
  const base = { highs, lows, lens: null, leading: null };
  if (highs.length + lows.length === 0) return { ...base, kind: 'even' };
  // A split needs both sides to show: something clearly high on one and clearly low on the other.
  const split =
    families.length === 4 && highs.length && lows.length
      ? splitOf(lenses, families, highs, lows)
      : null;
  if (split) return { ...base, kind: 'split', ...split };
  if (highs.length === 0 && lows.length === 1) return { ...base, kind: 'one-low' };
  if (lows.length === 0 && highs.length === 1) return { ...base, kind: 'one-high' };
  return { ...base, kind: 'spiky' };
}

/**
 * Scope levels compared by the share of the maximum their answers reach. Each level holds one
 * item per capability, so its error variance is a third of the capabilities' (in answer units,
 * over the level's maximum, as percentage points).
 */
function readScope(
  breakdown: Record<ScopeLevel, ScopeBreakdown> | undefined,
  variances: Variances,
): ScopeReading | null {
  if (!breakdown) return null;
  const levels = SCOPE_LEVELS.map((level) => ({
    level,
    percent: breakdown[level].percent,
    answered: breakdown[level].answered,
  })).filter((l) => l.answered > 0);
  if (levels.length < 2) return null;
  const max = Math.max(...levels.map((l) => l.percent));
  const min = Math.min(...levels.map((l) => l.percent));
  // One item's error variance in answer units: a capability (three items summed) over three.
  const itemVariance = sumVariance(variances, [...variances.keys()]) / variances.size / 3;
  const high = levels.filter((l) => l.percent === max);
  const low = levels.filter((l) => l.percent === min);
  const percentVariance = (answered: number) => (itemVariance / answered) * (100 / ANSWER_MAX) ** 2;
  const se = Math.sqrt(
    percentVariance((high[0] as (typeof levels)[number]).answered) +
      percentVariance((low[0] as (typeof levels)[number]).answered),
  );
  return {
    levels,
    highest: high.map((l) => l.level),
    lowest: low.map((l) => l.level),
    spread: difference(max - min, se),
  };
}

export function readProfile(source: ReadingSource, reliability?: Reliability): Reading {
  const variances = errorVariances(reliability);
  const capabilities = readCapabilities(source, variances);
  const families = readFamilies(source, capabilities, variances);
  const complete = source.missingCapabilities.length === 0;
  const lenses = {
    'self-system': readLens('self-system', source.selfScore, source.systemScore, variances),
    'sense-activate': readLens(
      'sense-activate',
      source.senseAlignScore,
      source.activateExecuteScore,
      variances,
    ),
  } satisfies Record<Lens, LensReading>;
  const top = families[0];
  const bottom = families[families.length - 1];
  const familySpread =
    top && bottom
      ? differenceOf(
          variances,
          {
            score: top.score,
            names: FAMILIES.find((f) => f.name === top.name)?.capabilities ?? [],
          },
          {
            score: bottom.score,
            names: FAMILIES.find((f) => f.name === bottom.name)?.capabilities ?? [],
          },
        )
      : difference(0, 0);
  return {
    complete,
    level: maturityBand(source.rawOverallScore),
    total: source.rawOverallScore,
    capabilities,
    families,
    highest: { capabilities: tops(capabilities), families: tops(families) },
    lowest: { capabilities: bottoms(capabilities), families: bottoms(families) },
    familySpread,
    selfVsSystem: lenses['self-system'],
    senseVsActivate: lenses['sense-activate'],
    shape: shapeOf(capabilities, families, lenses),
    scope: readScope(source.breakdown, variances),
  };
}
