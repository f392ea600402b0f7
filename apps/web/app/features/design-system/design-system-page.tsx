// A living reference of the design system: tokens, type, buttons, badges, cards and forms.
import { type FormEvent, useState } from 'react';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  ExternalLink,
  PageHero,
  Section,
} from '../../components/ui';
import { COLOR_TOKENS, SPACE_TOKENS, TYPE_SCALE } from './tokens';
import './design-system.css';

const swatchClass = (token: string) => `swatch swatch-${token.replace('--color-', '')}`;
const spaceClass = (token: string) => `space-bar space-bar-${token.replace('--space-', '')}`;

function SampleForm() {
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

export function DesignSystemPage() {
  return (
    <>
      <PageHero
        title="Design System Test"
        lead="Every token and component the site is built from, in one place, so changes can be checked at a glance."
      />

      <Section labelledBy="ds-colors">
        <h2 id="ds-colors">Colors</h2>
        <ul className="ds-swatches">
          {COLOR_TOKENS.map((c) => (
            <li key={c.token}>
              <span className={swatchClass(c.token)} aria-hidden="true" />
              <span className="ds-swatch-name">{c.name}</span>
              <code>{c.hex}</code>
              <code className="ds-token">{c.token}</code>
              <span className="ds-swatch-use">{c.use}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section alt labelledBy="ds-type">
        <h2 id="ds-type">Type scale</h2>
        <ul className="ds-type-list">
          {TYPE_SCALE.map((t) => (
            <li key={t.label}>
              <p className={t.className}>{t.label}: clarity in what matters most</p>
              <code>{t.size}</code>
            </li>
          ))}
        </ul>
        <p className="muted">
          Muted text is used for supporting detail. Body text is set in the system sans-serif;
          quotations may use the serif stack.
        </p>
      </Section>

      <Section labelledBy="ds-space">
        <h2 id="ds-space">Spacing</h2>
        <ul className="ds-space-list">
          {SPACE_TOKENS.map((s) => (
            <li key={s.token}>
              <code className="ds-token">{s.token}</code>
              <span className={spaceClass(s.token)} aria-hidden="true" />
              <span>{s.value}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section alt labelledBy="ds-buttons">
        <h2 id="ds-buttons">Buttons</h2>
        <div className="ds-button-grid">
          <h3>Primary</h3>
          <div className="button-row">
            <Button>Default</Button>
            <Button size="small">Small</Button>
            <Button className="ds-focus">Focused</Button>
            <Button disabled>Disabled</Button>
          </div>
          <h3>Secondary</h3>
          <div className="button-row">
            <Button variant="secondary">Default</Button>
            <Button variant="secondary" size="small">
              Small
            </Button>
            <Button variant="secondary" className="ds-focus">
              Focused
            </Button>
            <Button variant="secondary" disabled>
              Disabled
            </Button>
          </div>
          <h3>Ghost</h3>
          <div className="button-row">
            <Button variant="ghost">Default</Button>
            <Button variant="ghost" size="small">
              Small
            </Button>
            <Button variant="ghost" className="ds-focus">
              Focused
            </Button>
            <Button variant="ghost" disabled>
              Disabled
            </Button>
          </div>
          <h3>Links styled as buttons</h3>
          <div className="button-row">
            <ButtonLink to="/contact">Work with us</ButtonLink>
            <ButtonLink to="/services" variant="secondary">
              View services
            </ButtonLink>
            <ExternalLink href="https://bookshop.org/" variant="ghost">
              Visit the bookstore
            </ExternalLink>
          </div>
        </div>
      </Section>

      <Section labelledBy="ds-badges">
        <h2 id="ds-badges">Badges</h2>
        <p className="ds-badges">
          <Badge>FREE ASSESSMENT</Badge>
          <Badge className="ds-badge-accent">NEW</Badge>
          <Badge className="ds-badge-success">Saved</Badge>
          <Badge className="ds-badge-neutral">Case Study</Badge>
        </p>
      </Section>

      <Section alt labelledBy="ds-cards">
        <h2 id="ds-cards">Cards</h2>
        <div className="grid grid-3">
          <Card>
            <h3>Plain card</h3>
            <p>Cards group related content: a service, a case study or a testimonial.</p>
          </Card>
          <Card as="article">
            <Badge>Workshop</Badge>
            <h3 className="ds-card-title">Card with a badge</h3>
            <p>Badges sit above the title and label the card's category.</p>
          </Card>
          <Card>
            <h3>Card with an action</h3>
            <p>One clear next step per card keeps the choice simple.</p>
            <ButtonLink to="/contact" size="small" variant="secondary">
              Start a conversation
            </ButtonLink>
          </Card>
        </div>
      </Section>

      <Section labelledBy="ds-forms">
        <h2 id="ds-forms">Form inputs</h2>
        <p className="muted">
          Every input has a visible label. Errors are announced with the field they belong to.
        </p>
        <SampleForm />
      </Section>

      <Section alt labelledBy="ds-focus">
        <h2 id="ds-focus">Focus states</h2>
        <p>
          Press Tab to move through the page: every link, button and field shows a 3 px brand
          outline with a 2 px offset. The examples below show that outline permanently.
        </p>
        <div className="button-row ds-focus-row">
          <a href="#ds-focus" className="ds-focus">
            A focused link
          </a>
          <Button className="ds-focus" variant="secondary">
            A focused button
          </Button>
          <label className="visually-hidden" htmlFor="ds-focus-input">
            A focused field
          </label>
          <input id="ds-focus-input" className="ds-focus" defaultValue="A focused field" />
        </div>
      </Section>
    </>
  );
}
