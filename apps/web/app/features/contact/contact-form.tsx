// The contact form: browser-level validation, then idle → sending → success or error, as specified.
import { createCmsClient } from '@peak/cms-client';
import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  type ContactDraft,
} from '@peak/contracts';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui';
import { track } from '../../lib/analytics';
import { useMutation } from '../../lib/query';
import './contact.css';

const EMPTY: ContactDraft = { name: '', email: '', company: '', message: '' };
const cms = createCmsClient();

type SetField = (name: keyof ContactDraft) => (event: { target: { value: string } }) => void;

async function sendMessage(message: ContactDraft & { website: string }): Promise<true> {
  try {
    await cms.submitContact(message);
    return true;
  } catch (error) {
    console.error('Contact form submission failed', error);
    throw error;
  }
}

export function ContactForm() {
  const id = useId();
  const [draft, setDraft] = useState<ContactDraft>(EMPTY);
  const send = useMutation(sendMessage);
  const honeypot = useRef<HTMLInputElement>(null);

  const set: SetField = (name) => (event) =>
    setDraft((d) => ({ ...d, [name]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    send.reset();
    const sent = await send.mutate({ ...draft, website: honeypot.current?.value ?? '' });
    if (!sent) return;
    setDraft(EMPTY);
    track('Contact Form Submission');
  }

  return (
    <form className="contact-form" onSubmit={onSubmit} aria-describedby={`${id}-required`}>
      <p id={`${id}-required`} className="muted">
        Fields marked * are required.
      </p>
      <ContactFields id={id} draft={draft} set={set} honeypot={honeypot} />
      <Button type="submit" disabled={send.status === 'pending'}>
        {send.status === 'pending' ? 'Sending...' : 'Send Message'}
      </Button>
      <div className="contact-outcome" role="status" aria-live="polite">
        {send.status === 'success' ? (
          <p className="contact-success">{CONTACT_SUCCESS_MESSAGE}</p>
        ) : null}
      </div>
      {send.status === 'error' ? (
        <p className="contact-error" role="alert">
          {CONTACT_FAILURE_MESSAGE}
        </p>
      ) : null}
    </form>
  );
}

/** The four fields, then the honeypot. */
function ContactFields({
  id,
  draft,
  set,
  honeypot,
}: {
  id: string;
  draft: ContactDraft;
  set: SetField;
  honeypot: RefObject<HTMLInputElement | null>;
}) {
  const fieldId = (name: string) => `${id}-${name}`;
  return (
    <>
      <div className="contact-field">
        <label htmlFor={fieldId('name')}>Name *</label>
        <input
          id={fieldId('name')}
          name="name"
          required
          autoComplete="name"
          value={draft.name}
          onChange={set('name')}
        />
      </div>
      <div className="contact-field">
        <label htmlFor={fieldId('email')}>Email *</label>
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          required
          autoComplete="email"
          value={draft.email}
          onChange={set('email')}
        />
      </div>
      <div className="contact-field">
        <label htmlFor={fieldId('company')}>Company</label>
        <input
          id={fieldId('company')}
          name="company"
          autoComplete="organization"
          value={draft.company}
          onChange={set('company')}
        />
      </div>
      <div className="contact-field">
        <label htmlFor={fieldId('message')}>Message *</label>
        <textarea
          id={fieldId('message')}
          name="message"
          required
          rows={6}
          value={draft.message}
          onChange={set('message')}
        />
      </div>
      {/* Hidden from people and assistive technology; bots fill it in. */}
      <div className="contact-honeypot" aria-hidden="true">
        <label htmlFor={fieldId('website')}>Website</label>
        <input
          id={fieldId('website')}
          name="website"
          ref={honeypot}
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
    </>
  );
}
