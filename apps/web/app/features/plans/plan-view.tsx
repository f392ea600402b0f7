// A plan in progress as its page shows it: the if-then and its sign, the next check-in, the
// check-ins so far, the days until the suggested retake, and what can be done with it (the
// calendar file, the partner's note, the reminders' time, dropping it). `PlanSummary` is the
// part the dashboard's My Plan shows.
import { CHECK_IN_ANSWER_LABELS, type Plan } from '@peak/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { messageOf } from '../../lib/error-message';
import { useMutation } from '../../lib/query';
import { NEW_ASSESSMENT_PATH } from '../assessment';
import { CALENDAR_PATH, dropPlan, updatePlan } from './api';
import { checkInSummary, daysUntil, formatPlanTime, retakeText } from './plan-format';
import { TimeZoneSelect, zoneName } from './time-zone-select';

export const CALENDAR_LINK = 'Download calendar file (.ics)';
export const DROP_PLAN = 'Drop this plan';

export function nextCheckInText(plan: Plan): string {
  if (plan.remindersStopped) return 'Reminders are stopped: no more check-ins will be mailed.';
  if (!plan.nextCheckInAt) return 'No more check-ins are due.';
  return `Next check-in: ${formatPlanTime(plan.nextCheckInAt, plan.timeZone)} (${zoneName(plan.timeZone)}).`;
}

/** The if-then, the next check-in, the check-ins so far and the retake, in a few lines. */
export function PlanSummary({ plan, now, level = 2 }: { plan: Plan; now: number; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="plan-summary" data-testid="plan-summary">
      <Heading>{plan.capability}</Heading>
      <p className="plan-if-then">{plan.ifThen}</p>
      <p>
        <strong>How you will know: </strong>
        {plan.signal}
      </p>
      <p>{nextCheckInText(plan)}</p>
      <p data-testid="plan-check-ins">{checkInSummary(plan.checkIns)}</p>
      <p>{retakeText(daysUntil(plan.retakeAt, now))}</p>
    </div>
  );
}

function CheckIns({ plan }: { plan: Plan }) {
  const id = useId();
  if (plan.checkIns.length === 0) return null;
  return (
    <section aria-labelledby={id} className="plan-section">
      <h2 id={id}>Check-ins</h2>
      <ol className="plan-check-ins">
        {plan.checkIns.map((c) => (
          <li key={c.n}>
            <strong>{formatPlanTime(c.dueAt, plan.timeZone)}: </strong>
            {c.answer ? CHECK_IN_ANSWER_LABELS[c.answer] : 'Not answered yet'}
            {c.note ? <span className="plan-note"> ({c.note})</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Partner({ plan, onChange }: { plan: Plan; onChange: (plan: Plan) => void }) {
  const id = useId();
  const confirm = useMutation(() => updatePlan({ confirmPartner: true }));
  const { partner } = plan;
  if (!partner) return null;
  return (
    <section aria-labelledby={id} className="plan-section">
      <h2 id={id}>Your accountability partner</h2>
      {partner.notifiedAt ? (
        <p>
          {partner.email} was sent your note on {formatPlanTime(partner.notifiedAt, plan.timeZone)}.
        </p>
      ) : (
        <>
          <p>
            {partner.email} has been told nothing yet. The note says what you asked of them and your
            if-then, and nothing of your scores.
          </p>
          <Button
            variant="secondary"
            disabled={confirm.status === 'pending'}
            onClick={async () => {
              const plan = await confirm.mutate();
              if (plan) onChange(plan);
            }}
          >
            Send the note to {partner.email}
          </Button>
        </>
      )}
      <div role="alert">
        {confirm.status === 'error' ? <p>{messageOf(confirm.error)}</p> : null}
      </div>
    </section>
  );
}

/** The time and time zone the check-ins come at (the zone taken from the browser, changeable). */
function Reminders({ plan, onChange }: { plan: Plan; onChange: (plan: Plan) => void }) {
  const id = useId();
  const [localTime, setLocalTime] = useState(plan.localTime);
  const [timeZone, setTimeZone] = useState(plan.timeZone);
  const save = useMutation(updatePlan);
  if (plan.cadence === 'none' || plan.remindersStopped) return null;
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const updated = await save.mutate({ localTime, timeZone });
    if (updated) onChange(updated);
  }
  return (
    <section aria-labelledby={id} className="plan-section">
      <h2 id={id}>When the check-ins come</h2>
      <form className="plan-form-row" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={`${id}-time`}>Time</label>
          <input
            id={`${id}-time`}
            type="time"
            required
            value={localTime}
            onChange={(e) => setLocalTime(e.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-zone`}>Time zone</label>
          <TimeZoneSelect id={`${id}-zone`} value={timeZone} onChange={setTimeZone} />
        </div>
        <Button type="submit" variant="secondary" disabled={save.status === 'pending'}>
          Change the time
        </Button>
      </form>
      <div role="status">
        {save.status === 'success' ? <p>The check-ins will come then.</p> : null}
      </div>
      <div role="alert">{save.status === 'error' ? <p>{messageOf(save.error)}</p> : null}</div>
    </section>
  );
}

export function PlanView({
  plan,
  now,
  onChange,
  onDropped,
}: {
  plan: Plan;
  now: number;
  onChange: (plan: Plan) => void;
  onDropped: () => void;
}) {
  return (
    <div className="plan-view">
      <PlanSummary plan={plan} now={now} />
      <div className="button-row">
        <a className="button button-secondary" href={CALENDAR_PATH} download>
          {CALENDAR_LINK}
        </a>
        <ButtonLink to={NEW_ASSESSMENT_PATH}>Retake the assessment</ButtonLink>
      </div>
      <CheckIns plan={plan} />
      <Partner plan={plan} onChange={onChange} />
      <Reminders plan={plan} onChange={onChange} />
      <section className="plan-section">
        <ConfirmDialog
          trigger={DROP_PLAN}
          title="Drop this plan?"
          action={DROP_PLAN}
          busyAction="Dropping..."
          onConfirm={dropPlan}
          onDone={onDropped}
        >
          <p>
            Its reminders stop at once. The plan and its check-ins are kept in your data as dropped.
          </p>
        </ConfirmDialog>
      </section>
    </div>
  );
}
