// The design system page's component sections: buttons, badges, cards, forms and focus states.
import { Badge, Button, ButtonLink, Card, ExternalLink, Section } from '../../components/ui';
import { SampleForm } from './sample-form';

/** One row per variant: default, small, focused and disabled. No variant means primary. */
function ButtonVariantRow({
  heading,
  variant,
}: {
  heading: string;
  variant?: 'secondary' | 'ghost';
}) {
  return (
    <>
      <h3>{heading}</h3>
      <div className="button-row">
        <Button variant={variant}>Default</Button>
        <Button variant={variant} size="small">
          Small
        </Button>
        <Button variant={variant} className="ds-focus">
          Focused
        </Button>
        <Button variant={variant} disabled>
          Disabled
        </Button>
      </div>
    </>
  );
}

function LinkButtonRow() {
  return (
    <>
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
    </>
  );
}

export function ButtonsSection() {
  return (
    <Section alt labelledBy="ds-buttons">
      <h2 id="ds-buttons">Buttons</h2>
      <div className="ds-button-grid">
        <ButtonVariantRow heading="Primary" />
        <ButtonVariantRow heading="Secondary" variant="secondary" />
        <ButtonVariantRow heading="Ghost" variant="ghost" />
        <LinkButtonRow />
      </div>
    </Section>
  );
}

export function BadgesSection() {
  return (
    <Section labelledBy="ds-badges">
      <h2 id="ds-badges">Badges</h2>
      <p className="ds-badges">
        <Badge>FREE ASSESSMENT</Badge>
        <Badge className="ds-badge-accent">NEW</Badge>
        <Badge className="ds-badge-success">Saved</Badge>
        <Badge className="ds-badge-neutral">Case Study</Badge>
      </p>
    </Section>
  );
}

export function CardsSection() {
  return (
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
  );
}

export function FormsSection() {
  return (
    <Section labelledBy="ds-forms">
      <h2 id="ds-forms">Form inputs</h2>
      <p className="muted">
        Every input has a visible label. Errors are announced with the field they belong to.
      </p>
      <SampleForm />
    </Section>
  );
}

export function FocusSection() {
  return (
    <Section alt labelledBy="ds-focus">
      <h2 id="ds-focus">Focus states</h2>
      <p>
        Press Tab to move through the page: every link, button and field shows a 3 px brand outline
        with a 2 px offset. The examples below show that outline permanently.
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
  );
}
