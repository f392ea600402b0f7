// The contact form: browser-level validation, then idle → sending → success or error, as specified.
// A field shows as invalid (aria-invalid, drawn red) only once the visitor has tried to send the
// form or has left the field invalid after typing in it, and stops as soon as it is valid. A
// successful send clears the fields and what they showed: an emptied required field is not an
// error nobody made. (CSS :user-invalid kept the fields' "edited" state through the clearing, so
// every emptied required field turned red after a successful send.)
// The Topic select says what the message is about; `/contact?topic=accessibility` (the
// accessibility statement's "report a barrier" link) and `?topic=team-assessment` preselect it. It
// is chosen, not typed, so a successful send keeps it.
import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  type ContactDraft,
  type ContactTopic,
} from '@peak/contracts';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui';
import { track } from '../../lib/analytics';
import { useMutation } from '../../lib/query';
import { submitContact } from './api';
import './contact.css';

const EMPTY: ContactDraft = { name: '', email: '', company: '', message: '' };

type FieldName = Exclude<keyof ContactDraft, 'topic'>;
type FieldEvent = { currentTarget: HTMLInputElement | HTMLTextAreaElement };
/** The handlers of one field: its value, and when its validity is shown. */
type FieldProps = (name: FieldName) => {
  value: string;
  onChange: (event: FieldEvent) => void;
  onBlur: (event: FieldEvent) => void;
  onInvalid: () => void;
  'aria-invalid': true | undefined;
};

async function sendMessage(message: ContactDraft & { website: string }): Promise<true> {
  try {
    return await submitContact(message);
  } catch (error) {
    console.error('Contact form submission failed', error);
    throw error;
  }
}

export function ContactForm({ topic: preselected }: { topic?: ContactTopic | undefined } = {}) {
  const id = useId();
  const [draft, setDraft] = useState<ContactDraft>(EMPTY);
  // The pre-rendered page knows no query: the address's topic is chosen once the page runs, so
  // the first render matches the HTML it hydrates.
  const [topic, setTopic] = useState<ContactTopic>('general');
  useEffect(() => {
    if (preselected) setTopic(preselected);
  }, [preselected]);
  // Each field whose validity is shown, and whether it is invalid; absent: not shown yet.
  const [invalid, setInvalid] = useState<Partial<Record<FieldName, boolean>>>({});
  // The fields typed in since the form was last cleared.
  const edited = useRef(new Set<FieldName>());
  const send = useMutation(sendMessage);
  const honeypot = useRef<HTMLInputElement>(null);

  const mark = (name: FieldName, isInvalid: boolean) =>
    setInvalid((shown) => (shown[name] === isInvalid ? shown : { ...shown, [name]: isInvalid }));

  const field: FieldProps = (name) => ({
    value: draft[name] ?? '',
    onChange: (event) => {
      const { value, validity } = event.currentTarget;
      setDraft((d) => ({ ...d, [name]: value }));
      edited.current.add(name);
      // Once shown, a field's validity follows what is typed.
      if (invalid[name] !== undefined) mark(name, !validity.valid);
    },
    onBlur: (event) => {
      if (edited.current.has(name)) mark(name, !event.currentTarget.validity.valid);
    },
    // The browser fires `invalid` at each invalid field when the visitor tries to send the form.
    onInvalid: () => mark(name, true),
    'aria-invalid': invalid[name] ? true : undefined,
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    send.reset();
    const sent = await send.mutate({ ...draft, topic, website: honeypot.current?.value ?? '' });
    if (!sent) return;
    setDraft(EMPTY);
    setInvalid({});
    edited.current.clear();
    track('Contact Form Submission');
  }

  return (
    <form className="contact-form" onSubmit={onSubmit} aria-describedby={`${id}-required`}>
      <p id={`${id}-required`} className="muted">
        Fields marked * are required.
      </p>
      <div className="contact-field">
        <label htmlFor={`${id}-topic`}>Topic</label>
        <select
          id={`${id}-topic`}
          name="topic"
          value={topic}
          onChange={(event) => setTopic(event.currentTarget.value as ContactTopic)}
        >
          {CONTACT_TOPICS.map((value) => (
            <option key={value} value={value}>
              {CONTACT_TOPIC_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <ContactFields id={id} field={field} honeypot={honeypot} />
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
  field,
  honeypot,
}: {
  id: string;
  field: FieldProps;
  honeypot: RefObject<HTMLInputElement | null>;
}) {
  const fieldId = (name: string) => `${id}-${name}`;
  return (
    <>
      <div className="contact-field">
        <label htmlFor={fieldId('name')}>Name *</label>
        <input id={fieldId('name')} name="name" required autoComplete="name" {...field('name')} />
      </div>
      <div className="contact-field">
        <label htmlFor={fieldId('email')}>Email *</label>
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          required
          autoComplete="email"
          {...field('email')}
        />
      </div>
      <div className="contact-field">
        <label htmlFor={fieldId('company')}>Company</label>
        <input
          id={fieldId('company')}
          name="company"
          autoComplete="organization"
          {...field('company')}
        />
      </div>
      <div className="contact-field">
        <label htmlFor={fieldId('message')}>Message *</label>
        <textarea id={fieldId('message')} name="message" required rows={6} {...field('message')} />
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
