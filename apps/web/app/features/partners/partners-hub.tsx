// The partner hub: the DEGAP method and the four partner services.
import { Link } from 'react-router';
import { ButtonLink, Card, PageHero, Section } from '../../components/ui';
import { DEGAP_STEPS, HUB_SERVICES, hubService } from './partner-services';
import '../../styles/marketing.css';
import './partners.css';

export function PartnersHub() {
  return (
    <>
      <PageHero
        title="Peak Partners Services"
        lead="Strategy, planning, delivery and executive coaching, all built on DEGAP: our five-step method for deciding what matters most and making it happen."
      />

      <Section labelledBy="partner-services-heading">
        <h2 id="partner-services-heading">Where we can help</h2>
        <ul className="grid grid-2 partner-card-list">
          {HUB_SERVICES.map((slug) => {
            const page = hubService(slug);
            return (
              <li key={slug}>
                <Card as="article" className="partner-service-card">
                  <h3>
                    <Link to={`/peak-partners/${slug}`} className="partner-service-link">
                      {page.title}
                    </Link>
                  </h3>
                  <p>{page.summary}</p>
                  <p className="partner-service-more" aria-hidden="true">
                    Learn more <span className="partner-arrow">→</span>
                  </p>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section alt labelledBy="degap-heading">
        <h2 id="degap-heading">The DEGAP method</h2>
        <p className="lead">
          Five steps, simple enough to teach in an afternoon and sturdy enough to run a portfolio of
          hundreds of initiatives.
        </p>
        <ol className="degap-steps">
          {DEGAP_STEPS.map((step) => (
            <li key={step.name}>
              <span className="degap-letter" aria-hidden="true">
                {step.name.charAt(0)}
              </span>
              <h3>{step.name}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="partners-cta-heading">
        <div className="cta-panel">
          <h2 id="partners-cta-heading">Start with a conversation</h2>
          <p className="lead">
            Tell us where your priorities are stuck. We will tell you honestly whether we can help,
            and which service would make the biggest difference.
          </p>
          <div className="button-row">
            <ButtonLink to="/contact">Talk to a partner</ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
