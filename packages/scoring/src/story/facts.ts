// The facts a story is written from, the same for the local writer and the language model: the
// reader's own contrasts, taken from the report so the story never disagrees with the page.
import type { FamilyName } from '../model/capabilities';
import type { ReportArchetype, ReportFinding, Results } from '../model/results';
import { roleLabel } from '../model/roles';
import type { Band } from '../model/types';

export interface StoryFamily {
  family: FamilyName;
  score: number;
  band: Band;
}

export interface StoryFacts {
  total: number;
  band: Band;
  edge: Band | null;
  role: string | null;
  strongest: StoryFamily;
  weakest: StoryFamily;
  strengths: string[];
  /** How many more strengths (and growth areas) there are than the three listed. */
  moreStrengths: number;
  growthAreas: string[];
  moreGrowthAreas: number;
  /** The capabilities with a score. */
  measured: string[];
  /** The highest and lowest capability (the first of each in the report's order on a tie). */
  highest: { capability: string; score: number };
  lowest: { capability: string; score: number };
  self: number;
  system: number;
  selfVsSystem: string;
  senseAlign: number;
  activateExecute: number;
  senseVsActivate: string;
  patterns: ReportFinding[];
  archetype: ReportArchetype | null;
  /** The first action when it is a pattern's: its text and the pattern's name. */
  firstAction: { text: string; from: string } | null;
  /** The first action when it is a capability's One Action to Try. */
  firstCapabilityAction: string | null;
  /** Why the report starts there, in one sentence. */
  firstActionBecause: string | null;
}

export function storyFacts(results: Results): StoryFacts {
  const { report } = results;
  const families = [...report.families].sort((a, b) => b.score - a.score);
  const toFamily = (f: (typeof families)[number]): StoryFamily => ({
    family: f.family,
    score: f.score,
    band: f.band,
  });
  const first = report.firstAction;
  const byScore = [...report.capabilities].sort((a, b) => b.score - a.score);
  const ends = (c: (typeof byScore)[number] | undefined) => ({
    capability: c?.capability ?? '',
    score: c?.score ?? 0,
  });
  return {
    total: report.overall.score,
    band: report.overall.band,
    edge: report.overall.edge,
    role: report.role ? roleLabel(report.role) : null,
    strongest: toFamily(families[0] as (typeof families)[number]),
    weakest: toFamily(families[families.length - 1] as (typeof families)[number]),
    strengths: report.strengths,
    moreStrengths: report.moreStrengths,
    growthAreas: report.growthAreas,
    moreGrowthAreas: report.moreGrowthAreas,
    measured: report.capabilities.map((c) => c.capability),
    highest: ends(byScore[0]),
    lowest: ends([...byScore].reverse()[0]),
    self: report.selfVsSystem.left,
    system: report.selfVsSystem.right,
    selfVsSystem: report.selfVsSystem.verdict,
    senseAlign: report.senseVsActivate.left,
    activateExecute: report.senseVsActivate.right,
    senseVsActivate: report.senseVsActivate.verdict,
    patterns: report.patterns,
    archetype: report.archetype,
    firstAction: first?.source === 'finding' ? { text: first.text, from: first.name } : null,
    firstCapabilityAction: first?.source === 'capability' ? first.capability : null,
    firstActionBecause: first?.because ?? null,
  };
}

/** Every number a story may quote: the scores it was given and the model's fixed counts. */
export function quotableNumbers(results: Results): Set<number> {
  const { report } = results;
  const numbers = new Set<number>([180, 90, 45, 15, 36, 100]);
  for (let n = 0; n <= 12; n++) numbers.add(n);
  const add = (n: number) => {
    numbers.add(n);
    numbers.add(Math.round(n));
    numbers.add(Math.round(n * 10) / 10);
  };
  add(report.overall.score);
  for (const f of report.families) add(f.score);
  for (const c of report.capabilities) add(c.score);
  for (const c of [report.selfVsSystem, report.senseVsActivate]) {
    add(c.left);
    add(c.right);
    add(c.difference);
  }
  return numbers;
}
