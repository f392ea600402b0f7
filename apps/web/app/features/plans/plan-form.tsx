// "Make this my plan": the report's Start here, filled in and editable. The capability (Start
// here's, or another growth area), the if-then, the sign it works, the check-in rhythm, the time
// and time zone the mail comes at, the retake, and optionally a partner (told nothing until the
// person confirms on the plan's page). The server's words say what is wrong; nothing typed is lost.
import {
  IF_THEN_SHAPE,
  PLAN_CADENCE_LABELS,
  PLAN_CADENCES,
  PLAN_TEXT_MAX,
  type Plan,
  RETAKE_DAYS,
} from '@peak/contracts';
import { planTexts } from '@peak/report-pdf/report-format';
import type { ReportTexts } from '@peak/report-pdf/report-texts';
import type { CapabilityName, Report } from '@peak/scoring';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui';
import { type Choice, ChoiceGroup } from '../../components/ui/choice-group';
import { messageOf } from '../../lib/error-message';
import { reportStep } from '../../lib/funnel';
import { useMutation } from '../../lib/query';
import { createPlan } from './api';
import {
  capabilityChoices,
  draftFromReport,
  type PlanDraft,
  planRequest,
  suggestionFor,
} from './plan-draft';
import { TimeZoneSelect } from './time-zone-select';

export const MAKE_PLAN = 'Make this my plan';
export const MAKING_PLAN = 'Making your plan...';
export const PARTNER_HINT =
  'Optional. They get one note saying what you asked of them, nothing of your scores, and only after you confirm it on your plan page.';
export const RETAKE_HINT = `The FAQ suggests retaking after three to six months: ${RETAKE_DAYS.min} to ${RETAKE_DAYS.max} days.`;

const CADENCE_CHOICES: ReadonlyArray<Choice<PlanDraft['cadence']>> = PLAN_CADENCES.map((c) => ({
  value: c,
  label: PLAN_CADENCE_LABELS[c],
}));

function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint muted">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}

export function PlanForm({
  resultId,
  report,
  texts,
  timeZone,
  onMade,
}: {
  resultId: string;
  report: Report;
  texts: ReportTexts | null;
  timeZone: string;
  onMade: (plan: Plan) => void;
}) {
  const id = useId();
  const steps = useMemo(() => planTexts(report, texts), [report, texts]);
  const [draft, setDraft] = useState<PlanDraft>(() => draftFromReport(report, texts, timeZone));
  const make = useMutation(createPlan);
  const set = <K extends keyof PlanDraft>(key: K, value: PlanDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  /** Another capability brings its own suggestion, unless the person has written their own. */
  function chooseCapability(capability: CapabilityName) {
    setDraft((d) => {
      const before = suggestionFor(steps, d.capability);
      const next = suggestionFor(steps, capability);
      return {
        ...d,
        capability,
        ifThen: d.ifThen === before.ifThen ? next.ifThen : d.ifThen,
        signal: d.signal === before.signal ? next.signal : d.signal,
      };
    });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const plan = await make.mutate(planRequest(resultId, draft));
    if (!plan) return;
    reportStep({ step: 'plan-made' });
    onMade(plan);
  }

  const field = (name: string) => `${id}-${name}`;
  const pending = make.status === 'pending';
  return (
    <form className="plan-form" onSubmit={onSubmit} noValidate>
      <Field id={field('capability')} label="The capability to work on">
        <select
          id={field('capability')}
          value={draft.capability}
          onChange={(e) => chooseCapability(e.currentTarget.value as CapabilityName)}
        >
          {capabilityChoices(report).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={field('if-then')} label="Your if-then" hint={IF_THEN_SHAPE}>
        <textarea
          id={field('if-then')}
          aria-describedby={`${field('if-then')}-hint`}
          rows={3}
          maxLength={PLAN_TEXT_MAX}
          required
          placeholder="When …, I will …"
          value={draft.ifThen}
          onChange={(e) => set('ifThen', e.currentTarget.value)}
        />
      </Field>
      <Field id={field('signal')} label="How you will know it is working">
        <textarea
          id={field('signal')}
          rows={2}
          maxLength={PLAN_TEXT_MAX}
          required
          value={draft.signal}
          onChange={(e) => set('signal', e.currentTarget.value)}
        />
      </Field>
      <ChoiceGroup
        legend="Check-ins by email"
        choices={CADENCE_CHOICES}
        value={draft.cadence}
        onChange={(cadence) => set('cadence', cadence)}
        compact
      />
      <div className="plan-form-row">
        <Field id={field('time')} label="At this time">
          <input
            id={field('time')}
            type="time"
            required
            value={draft.localTime}
            onChange={(e) => set('localTime', e.currentTarget.value)}
          />
        </Field>
        <Field id={field('zone')} label="Time zone">
          <TimeZoneSelect
            id={field('zone')}
            value={draft.timeZone}
            onChange={(zone) => set('timeZone', zone)}
          />
        </Field>
      </div>
      <Field id={field('retake')} label="Retake after (days)" hint={RETAKE_HINT}>
        <input
          id={field('retake')}
          aria-describedby={`${field('retake')}-hint`}
          type="number"
          inputMode="numeric"
          min={RETAKE_DAYS.min}
          max={RETAKE_DAYS.max}
          value={draft.retakeDays}
          onChange={(e) => set('retakeDays', e.currentTarget.valueAsNumber)}
        />
      </Field>
      <Field id={field('partner')} label="An accountability partner's email" hint={PARTNER_HINT}>
        <input
          id={field('partner')}
          aria-describedby={`${field('partner')}-hint`}
          type="email"
          autoComplete="off"
          value={draft.partnerEmail}
          onChange={(e) => set('partnerEmail', e.currentTarget.value)}
        />
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? MAKING_PLAN : MAKE_PLAN}
      </Button>
      <div role="alert">{make.status === 'error' ? <p>{messageOf(make.error)}</p> : null}</div>
    </form>
  );
}
