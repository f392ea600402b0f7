// The two assessments side by side: the free individual one and the team one on request.
import { ButtonLink, Card, Section } from '../../../components/ui';

function IndividualAssessmentCard() {
  return (
    <Card as="article" className="assessment-option">
      <p className="assessment-option-tag">Free</p>
      <h3>Individual Assessment</h3>
      <p>
        The Solo Prioritization Assessment is for anyone who wants an honest picture of how they
        prioritize today: leaders, team members and independent professionals alike.
      </p>
      <ul className="check-list">
        <li>Scores for all 12 capabilities and 4 families</li>
        <li>Your strengths, growth areas and signature patterns</li>
        <li>A personal narrative and practical next steps</li>
        <li>Save your report and track progress with a free account</li>
      </ul>
      <div className="button-row">
        <ButtonLink to="/assessment/take">Start Individual Assessment</ButtonLink>
      </div>
    </Card>
  );
}

function TeamAssessmentCard() {
  return (
    <Card as="article" className="assessment-option">
      <p className="assessment-option-tag assessment-option-tag-team">On request</p>
      <h3>Team Assessment</h3>
      <p>
        For leadership and delivery teams that want to see how they prioritize together. Each member
        answers privately; we combine the results and walk the team through them.
      </p>
      <ul className="check-list">
        <li>An aggregate view of the team across all 12 capabilities</li>
        <li>Where members see the team differently, and why it matters</li>
        <li>A facilitated debrief with one of our partners</li>
        <li>A 90-day plan for the two or three habits worth changing first</li>
      </ul>
      <div className="button-row">
        <ButtonLink to="/contact?topic=team-assessment" variant="secondary">
          Ask about Team Assessment
        </ButtonLink>
        <ButtonLink to="/teams" variant="secondary">
          Create a team
        </ButtonLink>
      </div>
    </Card>
  );
}

export function AssessmentOptionsSection() {
  return (
    <Section alt labelledBy="assessment-options-heading">
      <h2 id="assessment-options-heading" className="visually-hidden">
        Choose an assessment
      </h2>
      <div className="grid grid-2">
        <IndividualAssessmentCard />
        <TeamAssessmentCard />
      </div>
    </Section>
  );
}
