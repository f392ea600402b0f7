// /plans/stop/{token}: the visible "stop these reminders" link of every plan mail. Stopping is
// immediate and needs no sign-in: the page stops them as it opens and says so; the same link
// opened again says the same.
import { useEffect, useRef } from 'react';
import { Section } from '../../components/ui';
import { messageOf } from '../../lib/error-message';
import { HttpError } from '../../lib/http';
import { useMutation } from '../../lib/query';
import { stopReminders } from './api';
import { NOT_FOUND_TEXT } from './check-in-page';
import './plans.css';

export const STOPPED_TITLE = 'Reminders stopped';
export const STOPPED_TEXT =
  'No more check-ins or retake reminders will be mailed for this plan. Your plan and its check-ins stay in your account.';

export function StopPage({ token }: { token: string }) {
  const stop = useMutation(() => stopReminders(token));
  const started = useRef(false);
  const { mutate } = stop;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void mutate();
  }, [mutate]);
  return (
    <Section className="plan-page">
      <h1>{stop.status === 'success' ? STOPPED_TITLE : 'Stop reminders'}</h1>
      {stop.status === 'success' ? (
        <p role="status">{STOPPED_TEXT}</p>
      ) : stop.status === 'error' ? (
        <p role="alert">
          {stop.error instanceof HttpError && stop.error.status === 404
            ? NOT_FOUND_TEXT
            : messageOf(stop.error)}
        </p>
      ) : (
        <p className="muted" role="status">
          Stopping your reminders...
        </p>
      )}
    </Section>
  );
}
