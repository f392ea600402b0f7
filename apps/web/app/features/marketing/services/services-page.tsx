// Services: the four ways to work with us, why clients choose us, and how to start.
import { ButtonLink, Card, PageHero, Section } from '../../../components/ui';
import { ContactCta } from '../contact-cta';
import { SERVICES, WHY_US } from './services';
import '../../../styles/marketing.css';
import './services.css';

export function ServicesPage() {
  return (
    <>
      <PageHero
        title="Services"
        lead="Whether you need one memorable talk or a year-long change in how your organization chooses its work, we bring the same practical method and the same partners."
      />

      <Section labelledBy="services-list-heading">
        <h2 id="services-list-heading" className="visually-hidden">
          Our services
        </h2>
        <ul className="grid grid-2 card-list">
          {SERVICES.map((s) => (
            <li key={s.id}>
              <Card as="article" className="service-card">
                <h3 id={`service-${s.id}`}>{s.title}</h3>
                <p>{s.summary}</p>
                <ul className="check-list">
                  {s.includes.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <p className="service-formats">
                  <span className="service-formats-label">Best for:</span> {s.formats}
                </p>
                <div className="button-row service-card-action">
                  <ButtonLink to="/contact" variant="secondary" size="small">
                    {s.cta}
                  </ButtonLink>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section alt labelledBy="why-us-heading">
        <h2 id="why-us-heading">Why Work With Us</h2>
        <ol className="grid grid-3 why-list">
          {WHY_US.map((w) => (
            <li key={w.title}>
              <h3>{w.title}</h3>
              <p>{w.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <ContactCta id="services-cta-heading" title="Not sure which service fits?">
        Tell us about your team and the decisions in front of you. We will suggest the smallest
        engagement that could make a real difference.
      </ContactCta>
    </>
  );
}
