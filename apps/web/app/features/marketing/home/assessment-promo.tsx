// The invitation to the free assessment. Questions? opens the FAQ on the assessments page.

import { Island } from '../../../components/island';
import { Badge, ButtonLink, Section } from '../../../components/ui';
import { track } from '../../../lib/analytics';
import { FaqButton } from './faq-button';

export function AssessmentPromo() {
  return (
    <Section labelledBy="assessment-promo-heading">
      <div className="assessment-promo">
        <div className="assessment-promo-copy">
          <p className="assessment-promo-badges">
            <Badge className="badge-new">NEW</Badge>
            <Badge>FREE ASSESSMENT</Badge>
          </p>
          <h2 id="assessment-promo-heading">How do you really prioritize?</h2>
          <p>
            The Solo Prioritization Assessment looks at what you actually do when priorities
            collide, not what you know you should do. It covers 12 capabilities, from clarity of
            focus to cost-of-delay thinking, and takes about 5 minutes.
          </p>
          <p>
            You get a personal report with your strengths, growth areas and next steps. No credit
            card, no sales call.
          </p>
          <div className="button-row">
            <ButtonLink
              to="/assessment/take"
              onClick={() => track('funnel_home_to_take', { location: 'assessment_section' })}
            >
              Begin Assessment
            </ButtonLink>
            <Island name="faq-button">
              <FaqButton />
            </Island>
          </div>
        </div>
        <div className="assessment-promo-art" aria-hidden="true" />
      </div>
    </Section>
  );
}
