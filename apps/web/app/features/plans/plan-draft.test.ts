// The plan form's first state comes from the report: every report's Start here makes a plan the
// API accepts as it is (its if-then is one), other growth areas bring their own suggestion, and
// the request carries what the form holds.
import { createPlanSchema } from '@peak/contracts';
import { planTexts } from '@peak/report-pdf/report-format';
import { describe, expect, it } from 'vitest';
import { capabilityChoices, draftFromReport, planRequest, suggestionFor } from './plan-draft';
import { savedReportFor, testReportTexts } from './test-report';

const texts = testReportTexts();
/** Profiles from all-low to all-high, and mixed ones. */
const profiles = [
  () => 1,
  () => 5,
  (i: number) => ((i * 7) % 5) + 1,
  (i: number) => (i < 12 ? 1 : i < 24 ? 3 : 5),
  (i: number) => (i % 3 === 0 ? 2 : 4),
];

describe('a plan drafted from a report', () => {
  it.each(profiles.map((pick, n) => [n, pick] as const))(
    'profile %i: Start here is the first choice, and the draft is a valid plan',
    (_n, pick) => {
      const saved = savedReportFor(pick);
      const report = saved.report;
      if (!report) throw new Error('no report');
      const draft = draftFromReport(report, texts, 'America/Los_Angeles');
      if (report.plan.start) expect(draft.capability).toBe(report.plan.start.capability);
      expect(draft).toMatchObject({
        cadence: 'weekly',
        localTime: '09:00',
        timeZone: 'America/Los_Angeles',
        retakeDays: 90,
      });
      const parsed = createPlanSchema.safeParse(planRequest(saved.id, draft));
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );

  it('offers the plan steps, then the other growth areas, each once', () => {
    const report = savedReportFor((i) => (i < 12 ? 1 : i < 24 ? 3 : 5)).report;
    if (!report) throw new Error('no report');
    const choices = capabilityChoices(report);
    expect(new Set(choices).size).toBe(choices.length);
    for (const growth of report.growthAreas) expect(choices).toContain(growth);
    const steps = planTexts(report, texts);
    for (const step of steps) {
      expect(suggestionFor(steps, step.step.capability)).toEqual({
        ifThen: step.ifThen,
        signal: step.signal ?? '',
      });
    }
  });

  it('sends a partner only when one is given, and the default retake when the field is emptied', () => {
    const report = savedReportFor(() => 2).report;
    if (!report) throw new Error('no report');
    const draft = draftFromReport(report, texts, 'Europe/London');
    expect(planRequest('r1', draft)).not.toHaveProperty('partnerEmail');
    expect(planRequest('r1', { ...draft, partnerEmail: ' sam@example.com ' }).partnerEmail).toBe(
      'sam@example.com',
    );
    expect(planRequest('r1', { ...draft, retakeDays: Number.NaN })).not.toHaveProperty(
      'retakeDays',
    );
  });
});
