// @vitest-environment jsdom
// The plan form starts from the report's Start here and sends what it holds; another capability
// brings its own suggestion unless the person wrote their own; the server's refusal is said in its
// words and nothing typed is lost. A plan made counts in the funnel's plan-made step.
import type { CreatePlanRequest } from '@peak/contracts';
import { planTexts } from '@peak/report-pdf/report-format';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanForm } from './plan-form';
import { savedReportFor, testReportTexts } from './test-report';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The funnel's steps as the form reports them (lib/funnel.ts sends them).
const funnel = vi.hoisted(() => ({ reportStep: vi.fn() }));
vi.mock('../../lib/funnel', () => funnel);

const texts = testReportTexts();
const saved = savedReportFor((i) => (i < 12 ? 1 : i < 24 ? 3 : 5));
const report = saved.report;
if (!report?.plan.start) throw new Error('the test report has no Start here');
const steps = planTexts(report, texts);

let root: Root | undefined;
let container: HTMLElement;
let sent: CreatePlanRequest[];
let refuse: string | null;
let made: unknown[];

beforeEach(() => {
  funnel.reportStep.mockClear();
  sent = [];
  made = [];
  refuse = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      if (refuse) return Response.json({ error: refuse }, { status: 400 });
      const { resultId, partnerEmail, retakeDays: _days, ...fields } = body;
      const plan = {
        id: 'p1',
        resultId,
        ...fields,
        status: 'active',
        createdAt: '2026-10-16T19:30:00.000Z',
        retakeAt: '2027-01-15T02:00:00.000Z',
        remindersStopped: false,
        partner: partnerEmail ? { email: partnerEmail, notifiedAt: null } : null,
        checkIns: [],
        nextCheckInAt: null,
      };
      return Response.json(plan, { status: 201 });
    }),
  );
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

async function render() {
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <PlanForm
        resultId={saved.id}
        report={report as NonNullable<typeof report>}
        texts={texts}
        timeZone="America/Los_Angeles"
        onMade={(plan) => made.push(plan)}
      />,
    ),
  );
}

const byLabel = <T extends HTMLElement>(text: string) => {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent === text);
  return document.getElementById(label?.htmlFor ?? '') as T;
};

/** Sets a field's value as typing does, so React sees it. */
async function type(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  const proto = Object.getPrototypeOf(field);
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

const submit = () =>
  act(async () => {
    container.querySelector('form')?.requestSubmit();
  });

describe('the plan form', () => {
  it('starts from Start here and sends the plan as shown', async () => {
    await render();
    const start = steps[0];
    expect(byLabel<HTMLSelectElement>('The capability to work on').value).toBe(
      start?.step.capability,
    );
    expect(byLabel<HTMLTextAreaElement>('Your if-then').value).toBe(start?.ifThen);
    expect(byLabel<HTMLSelectElement>('Time zone').value).toBe('America/Los_Angeles');
    await submit();
    expect(sent).toEqual([
      {
        resultId: saved.id,
        capability: start?.step.capability,
        ifThen: start?.ifThen,
        signal: start?.signal,
        cadence: 'weekly',
        localTime: '09:00',
        timeZone: 'America/Los_Angeles',
        retakeDays: 90,
      },
    ]);
    expect(made).toHaveLength(1);
    expect(funnel.reportStep.mock.calls).toEqual([[{ step: 'plan-made' }]]);
  });

  it('brings another step’s suggestion, but keeps an if-then the person wrote', async () => {
    await render();
    const other = steps[1];
    if (!other) throw new Error('the test report has one step only');
    const capability = byLabel<HTMLSelectElement>('The capability to work on');
    await type(capability, other.step.capability);
    expect(byLabel<HTMLTextAreaElement>('Your if-then').value).toBe(other.ifThen);
    const own = 'When my calendar shows a free hour, I will spend it on the one outcome.';
    await type(byLabel('Your if-then'), own);
    await type(capability, steps[0]?.step.capability ?? '');
    expect(byLabel<HTMLTextAreaElement>('Your if-then').value).toBe(own);
  });

  it('says what the server refused, keeping every field as typed', async () => {
    refuse = 'Write it as “When …, I will …”.';
    await render();
    await type(byLabel('Your if-then'), 'Plan more.');
    await type(byLabel("An accountability partner's email"), 'sam@example.com');
    await submit();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(refuse);
    expect(byLabel<HTMLTextAreaElement>('Your if-then').value).toBe('Plan more.');
    expect(byLabel<HTMLInputElement>("An accountability partner's email").value).toBe(
      'sam@example.com',
    );
    expect(sent[0]?.partnerEmail).toBe('sam@example.com');
    expect(made).toHaveLength(0);
    expect(funnel.reportStep).not.toHaveBeenCalled();
  });
});
