// The design system page's sample form: every kind of field, one in its error state.
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui';

export function SampleForm() {
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent) => {
    // A sample only: nothing leaves the page.
    event.preventDefault();
    setSent(true);
  };
  return (
    <form className="ds-form" onSubmit={submit} noValidate>
      <div className="ds-field">
        <label htmlFor="ds-name">Full name</label>
        <input id="ds-name" name="name" type="text" autoComplete="name" />
      </div>
      <div className="ds-field">
        <label htmlFor="ds-email">Work email</label>
        <input
          id="ds-email"
          name="email"
          type="email"
          autoComplete="email"
          aria-invalid="true"
          aria-describedby="ds-email-error"
          defaultValue="elena@"
        />
        <p id="ds-email-error" className="ds-field-error">
          Enter an email address like name@company.com.
        </p>
      </div>
      <div className="ds-field">
        <label htmlFor="ds-size">Team size</label>
        <select id="ds-size" name="size" defaultValue="11-50">
          <option value="1-10">1 to 10 people</option>
          <option value="11-50">11 to 50 people</option>
          <option value="51+">More than 50 people</option>
        </select>
      </div>
      <div className="ds-field">
        <label htmlFor="ds-disabled">Account number</label>
        <input id="ds-disabled" name="account" type="text" disabled defaultValue="PP-20417" />
        <p className="ds-field-hint">Disabled fields cannot be edited.</p>
      </div>
      <div className="ds-field ds-field-wide">
        <label htmlFor="ds-message">What are you trying to prioritize?</label>
        <textarea id="ds-message" name="message" rows={4} />
      </div>
      <fieldset className="ds-field ds-field-wide">
        <legend>Preferred format</legend>
        <label className="ds-choice">
          <input type="radio" name="format" value="workshop" defaultChecked /> Workshop
        </label>
        <label className="ds-choice">
          <input type="radio" name="format" value="coaching" /> Coaching
        </label>
        <label className="ds-choice">
          <input type="radio" name="format" value="keynote" /> Keynote
        </label>
      </fieldset>
      <label className="ds-choice ds-field-wide">
        <input type="checkbox" name="updates" /> Send me new articles by email
      </label>
      <div className="button-row ds-field-wide">
        <Button type="submit">Submit sample form</Button>
        <Button type="reset" variant="ghost" onClick={() => setSent(false)}>
          Reset
        </Button>
      </div>
      <p className="ds-field-wide" role="status">
        {sent ? 'Sample form submitted. Nothing was sent.' : ''}
      </p>
    </form>
  );
}
