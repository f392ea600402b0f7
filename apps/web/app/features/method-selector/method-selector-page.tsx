// The selector's landing page: what it does, how it works, and the six methods it chooses among.
import { Badge, ButtonLink, Card, PageHero, Section } from '../../components/ui';
import {
  HOW_IT_WORKS,
  METHOD_CATALOGUE,
  type PrioritizationMethod,
  SELECTOR_PATHS,
} from './catalogue';
import './method-selector.css';

function SelectorHero() {
  return (
    <PageHero
      title="Prioritization Method Selector"
      lead="There is no single best way to decide what comes first. Answer seven short questions and we will match your team, your time and your data to the method that fits, and tell you why."
    >
      <ButtonLink to={SELECTOR_PATHS.start}>Start the Selector</ButtonLink>
      <ButtonLink to={SELECTOR_PATHS.tool} variant="secondary">
        Open the Selector Tool
      </ButtonLink>
      <a href="#how-it-works" className="button button-ghost">
        How It Works <span aria-hidden="true">↓</span>
      </a>
    </PageHero>
  );
}

function HowItWorksSection() {
  return (
    <Section id="how-it-works" labelledBy="how-it-works-heading">
      <h2 id="how-it-works-heading">How It Works</h2>
      <ol className="selector-steps">
        {HOW_IT_WORKS.map((step, index) => (
          <li key={step.title} className="selector-step">
            <span className="selector-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function MethodFact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <Badge>{value}</Badge>
      </dd>
    </div>
  );
}

function MethodCard({ method }: { method: PrioritizationMethod }) {
  return (
    <Card as="article" className="selector-method">
      <h3>{method.name}</h3>
      <p>{method.description}</p>
      <dl className="selector-method-facts">
        <MethodFact term="Complexity" value={method.complexity} />
        <MethodFact term="Time" value={method.time} />
        <MethodFact term="Team size" value={method.teamSize} />
      </dl>
      <p className="selector-method-best">
        <strong>Best for:</strong> {method.bestFor}
      </p>
    </Card>
  );
}

function MethodsSection() {
  return (
    <Section alt labelledBy="methods-heading">
      <h2 id="methods-heading">Six Methods, Compared</h2>
      <p className="lead">
        Each method answers a different question. The ratings show how much effort it asks of you
        and who it suits best.
      </p>
      <ul className="grid grid-3 selector-methods">
        {METHOD_CATALOGUE.map((method) => (
          <li key={method.id}>
            <MethodCard method={method} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function SelectorCtaSection() {
  return (
    <Section labelledBy="selector-cta-heading" className="selector-cta">
      <h2 id="selector-cta-heading">Not sure which one fits?</h2>
      <p className="lead">
        The selector weighs all six against your situation in about two minutes. If you would rather
        talk it through, we run method-selection workshops for leadership teams.
      </p>
      <div className="button-row">
        <ButtonLink to={SELECTOR_PATHS.start}>Start the Selector</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Talk with us
        </ButtonLink>
      </div>
    </Section>
  );
}

export function MethodSelectorPage() {
  return (
    <>
      <SelectorHero />
      <HowItWorksSection />
      <MethodsSection />
      <SelectorCtaSection />
    </>
  );
}
