// @vitest-environment jsdom
// The contact form shows a field as invalid only once the visitor has tried to send the form or
// has left the field invalid, never because a successful send emptied it.
import { CONTACT_SUCCESS_MESSAGE } from '@peak/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;
let sent: unknown[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return Response.json({ success: true });
    }),
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<ContactForm />));
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

type Control = HTMLInputElement | HTMLTextAreaElement;
const control = (name: string) => container.querySelector(`[name="${name}"]`) as Control;
const FIELDS = ['name', 'email', 'company', 'message'];
const invalidFields = () =>
  FIELDS.filter((name) => control(name).getAttribute('aria-invalid') === 'true');

/** Types a value as the browser reports it to React (the value setter, then `input`). */
function type(name: string, value: string) {
  const element = control(name);
  const proto = Object.getPrototypeOf(element) as Control;
  act(() => {
    element.focus();
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const leave = (name: string) => act(() => control(name).blur());

async function send() {
  const button = container.querySelector('button[type="submit"]') as HTMLButtonElement;
  await act(async () => button.click());
}

describe('the contact form', () => {
  it('shows no field as invalid before the visitor has done anything', () => {
    expect(invalidFields()).toEqual([]);
  });

  it('shows every invalid required field once the visitor tries to send, and clears each as it is fixed', async () => {
    await send();
    expect(sent).toEqual([]);
    expect(invalidFields()).toEqual(['name', 'email', 'message']);
    type('name', 'Grace Hopper');
    expect(invalidFields()).toEqual(['email', 'message']);
    type('email', 'not-an-email');
    expect(invalidFields()).toEqual(['email', 'message']);
    type('email', 'grace@example.com');
    expect(invalidFields()).toEqual(['message']);
  });

  it('shows a field the visitor leaves invalid, and not one only passed through', () => {
    act(() => control('name').focus());
    leave('name');
    expect(invalidFields()).toEqual([]);
    type('email', 'grace@');
    expect(invalidFields()).toEqual([]);
    leave('email');
    expect(invalidFields()).toEqual(['email']);
    type('email', 'grace@example.com');
    expect(invalidFields()).toEqual([]);
  });

  it('after a successful send, empties the fields and shows none of them as invalid', async () => {
    // A field left invalid on the way, then fixed: the whole path to a send.
    type('email', 'grace@');
    leave('email');
    expect(invalidFields()).toEqual(['email']);
    type('name', 'Grace Hopper');
    leave('name');
    type('email', 'grace@example.com');
    leave('email');
    type('company', 'Navy');
    type('message', 'Could you run a workshop for our planning team?');
    leave('message');
    await send();

    expect(sent).toEqual([
      {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        company: 'Navy',
        message: 'Could you run a workshop for our planning team?',
        topic: 'general',
        website: '',
      },
    ]);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(CONTACT_SUCCESS_MESSAGE);
    expect(FIELDS.map((name) => control(name).value)).toEqual(['', '', '', '']);
    expect(invalidFields()).toEqual([]);
    // Empty required fields are not flagged when the visitor passes through them again...
    act(() => control('name').focus());
    leave('name');
    expect(invalidFields()).toEqual([]);
    // ...only when the visitor tries to send the empty form.
    await send();
    expect(invalidFields()).toEqual(['name', 'email', 'message']);
    expect(sent).toHaveLength(1);
  });

  it('offers the topics, general first, and sends the one chosen', async () => {
    const select = container.querySelector('select[name="topic"]') as HTMLSelectElement;
    expect(container.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Topic');
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['general', 'General enquiry'],
      ['team-assessment', 'Ask about the Team Assessment'],
      ['accessibility', 'Report an accessibility barrier'],
    ]);
    expect(select.value).toBe('general');
    act(() => {
      select.value = 'accessibility';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    type('name', 'Haben Girma');
    type('email', 'haben@example.com');
    type('message', 'The report chart has no text alternative.');
    await send();
    expect(sent).toEqual([expect.objectContaining({ topic: 'accessibility' })]);
    // Chosen, not typed: the topic stays for the next message.
    expect(select.value).toBe('accessibility');
  });
});

describe('the contact form opened with a topic', () => {
  it('preselects the topic the address names', () => {
    act(() => root?.render(<ContactForm topic="accessibility" />));
    const select = container.querySelector('select[name="topic"]') as HTMLSelectElement;
    expect(select.value).toBe('accessibility');
    expect(select.selectedOptions[0]?.textContent).toBe('Report an accessibility barrier');
  });
});
