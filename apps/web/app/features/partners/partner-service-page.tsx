// One partner service page, or the not-found content when the URL names no service.
import { ButtonLink, PageHero, Section } from '../../components/ui';
import { NotFoundPage } from '../not-found';
import { findPartnerService } from './partner-services';
import '../../styles/marketing.css';
import './partners.css';

export function PartnerServicePage({ slug }: { slug: string | undefined }) {
  const page = findPartnerService(slug);
  if (!page) return <NotFoundPage />;
  if (page.kind === 'heading') {
    return <PageHero title={page.title} />;
  }
  return (
    <>
      <PageHero title={page.title} lead={page.intro} />

      <Section labelledBy="service-outcomes-heading">
        <h2 id="service-outcomes-heading">{page.listHeading}</h2>
        <ul className="check-list service-outcomes">
          {page.bullets.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </Section>

      <Section alt labelledBy="service-blocks-heading">
        <h2 id="service-blocks-heading">How we work together</h2>
        <ul className="grid grid-2 service-blocks">
          {page.blocks.map((block) => (
            <li key={block.title}>
              <h3>{block.title}</h3>
              <p>{block.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="service-next-heading">
        <div className="cta-panel">
          <h2 id="service-next-heading">Ready to talk about {page.title.toLowerCase()}?</h2>
          <p className="lead">
            A first conversation is free and comes with no obligation. We will listen, ask a few
            hard questions and suggest a sensible next step.
          </p>
          <div className="button-row">
            <ButtonLink to="/contact">Contact us</ButtonLink>
            <ButtonLink to="/peak-partners" variant="secondary">
              View All Services
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
