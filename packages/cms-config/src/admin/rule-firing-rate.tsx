'use client';
// The rule's firing rate in the admin, under its logic: read from POST /api/rules/firing-rate for
// the logic, type and roles as they stand in the form (a moment after the last keystroke, and so
// after every save), with a warning outside the share a live rule should fire for.
import { useConfig, useFormFields } from '@payloadcms/ui';
import { type CSSProperties, useEffect, useState } from 'react';

/** What the endpoint answers (see firingRate in editorial/firing-rate.ts). */
interface FiringRateAnswer {
  message: string;
  warning: string | null;
}

type State =
  | { status: 'empty' }
  | { status: 'loading'; last: FiringRateAnswer | null }
  | { status: 'ready'; answer: FiringRateAnswer }
  | { status: 'refused'; message: string };

const WAIT_MS = 400;

const box: CSSProperties = {
  padding: '0.75rem 1rem',
  borderRadius: 'var(--style-radius-s, 4px)',
  border: '1px solid var(--theme-elevation-150)',
  background: 'var(--theme-elevation-50)',
};
const warningBox: CSSProperties = {
  ...box,
  border: '1px solid var(--theme-warning-300, #f5b041)',
  background: 'var(--theme-warning-100, #fff4d6)',
  color: 'var(--theme-warning-800, #7a4b00)',
};

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function RuleFiringRate() {
  const logic = asText(useFormFields(([fields]) => fields.logic?.value));
  const type = asText(useFormFields(([fields]) => fields.type?.value));
  const roles = asList(useFormFields(([fields]) => fields.roles?.value)).join('\n');
  const { config } = useConfig();
  const url = `${config.serverURL ?? ''}${config.routes.api}/rules/firing-rate`;
  const [state, setState] = useState<State>({ status: 'empty' });

  useEffect(() => {
    if (logic.trim() === '') {
      setState({ status: 'empty' });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({
      status: 'loading',
      last: s.status === 'ready' ? s.answer : s.status === 'loading' ? s.last : null,
    }));
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            logic,
            type: type || null,
            roles: roles ? roles.split('\n') : [],
          }),
          signal: controller.signal,
        });
        const body = (await res.json()) as FiringRateAnswer & {
          errors?: Array<{ message: string }>;
        };
        setState(
          res.ok
            ? { status: 'ready', answer: body }
            : {
                status: 'refused',
                message:
                  body.errors?.[0]?.message ?? `The firing rate is unavailable (${res.status}).`,
              },
        );
      } catch {
        if (!controller.signal.aborted)
          setState({ status: 'refused', message: 'The firing rate is unavailable just now.' });
      }
    }, WAIT_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [logic, type, roles, url]);

  const shown =
    state.status === 'ready' ? state.answer : state.status === 'loading' ? state.last : null;
  return (
    <div
      className="field-type rule-firing-rate"
      style={{ marginBottom: 'var(--spacing-field, 1.5rem)' }}
    >
      <span className="field-label">Firing rate</span>
      <div
        role="status"
        aria-busy={state.status === 'loading'}
        data-rule-firing-rate={shown?.warning ? 'warning' : state.status}
        style={shown?.warning ? warningBox : box}
      >
        {state.status === 'empty' &&
          'Write the logic to see how many simulated readers it fires for.'}
        {state.status === 'refused' && `No firing rate: ${state.message}`}
        {shown && (
          <>
            <strong>{shown.message}</strong>
            {shown.warning && (
              <p style={{ margin: '0.25rem 0 0' }}>
                <span aria-hidden="true">⚠ </span>
                <strong>Warning:</strong> {shown.warning}
              </p>
            )}
          </>
        )}
        {state.status === 'loading' &&
          !shown &&
          'Counting the simulated readers it fires for\u2026'}
      </div>
    </div>
  );
}
