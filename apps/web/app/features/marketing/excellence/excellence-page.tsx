// An excellence page: an introduction and two case studies, each leading to the contact page.
import { ButtonLink, Card, PageHero, Section } from '../../../components/ui';
import { ContactCta } from '../contact-cta';
import type { ExcellencePage as ExcellenceContent } from './excellence-pages';
import '../../../styles/marketing.css';
import './excellence.css';

export function ExcellencePage({ page }: { page: ExcellenceContent }) {
  return (
    <>
      <PageHero title={page.title} lead={page.intro} />
      <Section labelledBy="case-studies-heading">
        <h2 id="case-studies-heading">Case studies</h2>
        <ul className="grid grid-2 card-list">
          {page.cases.map((c, i) => {
            const id = `case-${i + 1}`;
            return (
              <li key={c.title}>
                <Card as="article" className="case-study">
                  <p className="case-client">{c.client}</p>
                  <h3 id={id}>{c.title}</h3>
                  <h4>The challenge</h4>
                  <p>{c.challenge}</p>
                  <h4>What we did</h4>
                  <p>{c.approach}</p>
                  <h4>The results</h4>
                  <ul className="check-list">
                    {c.results.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                  <div className="button-row case-action">
                    <ButtonLink
                      to="/contact"
                      variant="secondary"
                      size="small"
                      aria-describedby={id}
                    >
                      Discuss a similar challenge
                    </ButtonLink>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>
      <ContactCta id="excellence-cta-heading" title="Facing something similar?">
        Every engagement starts with a conversation about your situation, not a sales pitch. Tell us
        what is in the way.
      </ContactCta>
    </>
  );
}
