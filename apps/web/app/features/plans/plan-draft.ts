// What the plan form starts from: the report's Start here (its capability, its if-then and its
// sign), weekly check-ins at nine in the morning in the browser's time zone, and the retake after
// the FAQ's three months. Pure, so the form's first state is easy to check.
import {
  type CreatePlanRequest,
  PLAN_CADENCES,
  type PlanCadence,
  RETAKE_DAYS,
} from '@peak/contracts';
import { type PlanStepText, planTexts } from '@peak/report-pdf/report-format';
import type { ReportTexts } from '@peak/report-pdf/report-texts';
import { CAPABILITIES, type CapabilityName, type Report } from '@peak/scoring';

export const DEFAULT_LOCAL_TIME = '09:00';

export interface PlanDraft {
  capability: CapabilityName;
  ifThen: string;
  signal: string;
  cadence: PlanCadence;
  localTime: string;
  timeZone: string;
  retakeDays: number;
  /** Empty: no partner. */
  partnerEmail: string;
}

/** The capabilities a plan may take: the plan's steps, then the other growth areas (else all). */
export function capabilityChoices(report: Report): CapabilityName[] {
  const steps = [report.plan.start, ...report.plan.next].flatMap((s) => (s ? [s.capability] : []));
  const choices = [...new Set([...steps, ...report.growthAreas])];
  return choices.length > 0 ? choices : CAPABILITIES.map((c) => c.name);
}

/** The if-then and sign the report suggests for a capability ("" where it suggests none). */
export function suggestionFor(
  steps: readonly PlanStepText[],
  capability: CapabilityName,
): Pick<PlanDraft, 'ifThen' | 'signal'> {
  const step = steps.find((s) => s.step.capability === capability);
  return { ifThen: step?.ifThen ?? '', signal: step?.signal ?? '' };
}

export function draftFromReport(
  report: Report,
  texts: ReportTexts | null,
  timeZone: string,
): PlanDraft {
  const capability = capabilityChoices(report)[0] as CapabilityName;
  return {
    capability,
    ...suggestionFor(planTexts(report, texts), capability),
    cadence: PLAN_CADENCES[0],
    localTime: DEFAULT_LOCAL_TIME,
    timeZone,
    retakeDays: RETAKE_DAYS.default,
    partnerEmail: '',
  };
}

/** The request a draft makes, for the saved result `resultId`. */
export function planRequest(resultId: string, draft: PlanDraft): CreatePlanRequest {
  const partnerEmail = draft.partnerEmail.trim();
  return {
    resultId,
    capability: draft.capability,
    ifThen: draft.ifThen,
    signal: draft.signal,
    cadence: draft.cadence,
    localTime: draft.localTime,
    timeZone: draft.timeZone,
    // An emptied field leaves the retake at its default.
    ...(Number.isFinite(draft.retakeDays) ? { retakeDays: draft.retakeDays } : {}),
    ...(partnerEmail ? { partnerEmail } : {}),
  };
}

/** The browser's time zone (UTC where it says none). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser knows, with `current` among them. */
export function timeZoneChoices(current: string): string[] {
  const known: string[] =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}
