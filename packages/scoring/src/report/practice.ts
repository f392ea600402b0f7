// The practice a plan step shows: the capability's if-then for a habit still forming, or its
// stretch for a strong one, worded for the reader's role where the content has a version for it.
// A stretch that presupposes a habit the reader scored in the bottom two bands falls back to the
// forming habit's practice, which presupposes nothing, so no step asks for a habit the reader
// lacks.
import { isGrowthBand } from '../bands';
import type { CapabilityName } from '../model/capabilities';
import type { Report } from '../model/results';
import type { RoleId } from '../model/roles';
import type { PlanStep, PracticeTier } from './plan';

/** A capability's practice texts, as the content holds them. */
export interface PracticeTexts {
  /** The if-then for a habit still forming ("When ..., I will ..."). */
  action?: string;
  actionByRole?: Partial<Record<RoleId, string>>;
  weekTwo?: string;
  /** How the reader will know the practice is working. */
  signal?: string;
  /** The if-then that stretches a habit already strong. */
  stretch?: string;
  stretchByRole?: Partial<Record<RoleId, string>>;
  stretchWeekTwo?: string;
  stretchSignal?: string;
  /** Capabilities the stretch relies on the reader already having. */
  stretchPresupposes?: readonly string[];
}

export interface Practice {
  capability: CapabilityName;
  tier: PracticeTier;
  ifThen: string;
  weekTwo: string | null;
  signal: string | null;
}

const presupposesGrowth = (texts: PracticeTexts, report: Report) =>
  (texts.stretchPresupposes ?? []).some((name) => {
    const c = report.capabilities.find((r) => r.capability === name);
    return c !== undefined && isGrowthBand(c.band);
  });

/** The practice a step shows; null when the content has no text for it. */
export function practiceOf(
  step: PlanStep,
  report: Report,
  texts: PracticeTexts | undefined,
): Practice | null {
  if (!texts) return null;
  const role = report.role;
  const stretch =
    step.tier === 'stretch' && texts.stretch !== undefined && !presupposesGrowth(texts, report);
  const ifThen = stretch
    ? ((role && texts.stretchByRole?.[role]) ?? texts.stretch)
    : ((role && texts.actionByRole?.[role]) ?? texts.action);
  if (!ifThen) return null;
  return {
    capability: step.capability,
    tier: stretch ? 'stretch' : 'growth',
    ifThen,
    weekTwo: (stretch ? texts.stretchWeekTwo : texts.weekTwo) ?? null,
    signal: (stretch ? texts.stretchSignal : texts.signal) ?? null,
  };
}

/** Every step of the plan, Start here first. */
export const planSteps = (report: Report): PlanStep[] =>
  [report.plan.start, ...report.plan.next].filter((s): s is PlanStep => s !== null);
