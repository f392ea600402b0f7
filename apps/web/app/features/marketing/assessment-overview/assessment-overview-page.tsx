// The assessments overview: what the individual and team assessments are and how to begin.
import { useEffect } from 'react';
import { ButtonLink, PageHero, Section } from '../../../components/ui';
import { track } from '../../../lib/analytics';
import { reportStep } from '../../../lib/funnel';
import { AssessmentFaq, FAQ_ID } from './assessment-faq';
import { AssessmentOptionsSection } from './assessment-options';
import { LiveQualitySlot } from './live-quality-slot';
import '../../../styles/marketing.css';
import './assessment-overview.css';
import { familyColour } from '../../../lib/family-colours';

const REASONS = [
  {
    title: 'They measure behavior, not knowledge',
    text: 'Most leaders know they should say no more often. The questions ask what you actually did the last time two priorities collided, so the results describe your real habits.',
  },
  {
    title: 'They separate self from system',
    text: 'Half of the capabilities are personal habits; the other half are the rhythms, processes and relationships around you. Knowing which side holds you back tells you where to start.',
  },
  {
    title: 'They end in action',
    text: 'Every result points to specific practices drawn from our client work, so you leave with a first step for Monday rather than a label.',
  },
];

const FAMILIES = [
  {
    name: 'Motivational Activation',
    text: 'Clarity of focus, getting started on what matters, and reflecting on outcomes.',
  },
  {
    name: 'Contextual Awareness',
    text: 'Reading the situation, defining the problem precisely, and thinking in cost of delay.',
  },
  {
    name: 'Relational Navigation',
    text: 'Understanding stakeholders, reinforcing the culture you want, and making trade-offs visible.',
  },
  {
    name: 'Execution Rhythms',
    text: 'The rituals, process discipline and tools that keep priorities alive week after week.',
  },
];

function AssessmentHero() {
  return (
    <PageHero
      title="Prioritization Assessments"
      lead="See how you and your team really decide what matters, and where a small change in habits would make the biggest difference."
    >
      <ButtonLink
        to="/assessment/take"
        onClick={() => track('funnel_assessment_to_take', { location: 'hero' })}
      >
        Take the Free Assessment
      </ButtonLink>
      <ButtonLink to={`#${FAQ_ID}`} variant="secondary">
        Read the FAQ
      </ButtonLink>
    </PageHero>
  );
}

function IntroSection() {
  return (
    <Section labelledBy="assessment-intro-heading">
      <div className="prose">
        <h2 id="assessment-intro-heading">Prioritization is a set of skills</h2>
        <p>
          Over years of coaching executives and advising leadership teams, we kept seeing the same
          thing: people who prioritize well are not simply more disciplined. They practice a handful
          of specific capabilities, and most of those capabilities can be learned.
        </p>
        <p>
          Our assessments measure twelve of them, grouped into four families. Your results show
          which ones you already rely on, which ones are holding you back, and how the pattern
          between them shapes the way you work.
        </p>
      </div>
      <ul className="grid grid-4 family-list">
        {FAMILIES.map((f) => (
          <li key={f.name} style={{ borderLeftColor: familyColour(f.name) }}>
            <h3>{f.name}</h3>
            <p className="muted">{f.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ReasonsSection() {
  return (
    <Section labelledBy="why-assessments-heading">
      <h2 id="why-assessments-heading">Why the assessments work</h2>
      <ol className="grid grid-3 reason-list">
        {REASONS.map((r) => (
          <li key={r.title}>
            <h3>{r.title}</h3>
            <p>{r.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function AssessmentCtaSection() {
  return (
    <Section labelledBy="assessment-cta-heading">
      <div className="cta-panel">
        <h2 id="assessment-cta-heading">Ready to see your own pattern?</h2>
        <p className="lead">
          The individual assessment is free, needs no credit card, and your report is ready the
          moment you finish.
        </p>
        <div className="button-row">
          <ButtonLink
            to="/assessment/take"
            onClick={() => track('funnel_assessment_to_take', { location: 'cta' })}
          >
            Begin Assessment
          </ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Talk to us about your team
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}

export function AssessmentOverviewPage() {
  useEffect(() => reportStep({ step: 'assessment-viewed' }), []);
  return (
    <>
      <AssessmentHero />
      <IntroSection />
      <AssessmentOptionsSection />
      <ReasonsSection />
      <AssessmentFaq />
      <LiveQualitySlot />
      <AssessmentCtaSection />
    </>
  );
}
