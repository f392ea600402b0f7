// The facts a story is written from, the same for the local writer and the language model: the
// reading (ranks with ties, sizes, the shape) and the plan, taken from the report so the story
// never disagrees with the page.
import type { ReportArchetype, ReportComparison, ReportFinding, Results } from '../model/results';
import { roleLabel } from '../model/roles';
import type { Band } from '../model/types';
import type { Reading } from '../reading/reading';
import type { PlanStep } from '../report/plan';
import { planSteps } from '../report/practice';

export interface StoryFacts {
  total: number;
  band: Band;
  edge: Band | null;
  role: string | null;
  reading: Reading;
  strengths: string[];
  moreStrengths: number;
  growthAreas: string[];
  moreGrowthAreas: number;
  /** The capabilities with a score. */
  measured: string[];
  selfVsSystem: ReportComparison;
  senseVsActivate: ReportComparison;
  /** The cards shown, the headline first. */
  patterns: ReportFinding[];
  archetype: ReportArchetype | null;
  /** Start here, then the other steps. */
  plan: PlanStep[];
}

export function storyFacts(results: Results): StoryFacts {
  const { report } = results;
  return {
    total: report.overall.score,
    band: report.overall.band,
    edge: report.overall.edge,
    role: report.role ? roleLabel(report.role) : null,
    reading: report.reading,
    strengths: report.strengths,
    moreStrengths: report.moreStrengths,
    growthAreas: report.growthAreas,
    moreGrowthAreas: report.moreGrowthAreas,
    measured: report.capabilities.map((c) => c.capability),
    selfVsSystem: report.selfVsSystem,
    senseVsActivate: report.senseVsActivate,
    patterns: report.patterns,
    archetype: report.archetype,
    plan: planSteps(report),
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
  for (const c of report.reading.capabilities) add(Math.abs(c.vsOthers.points));
  for (const f of report.reading.families) add(Math.abs(f.vsOthers.points));
  add(Math.abs(report.reading.familySpread.points));
  return numbers;
}
