// About: who we are, the two managing partners, and what we believe.
import { Card, ExternalLink, PageHero, Section } from '../../../components/ui';
import { ContactCta } from '../contact-cta';
import { MANAGING_PARTNERS, type ManagingPartner } from './partners';
import '../../../styles/marketing.css';
import './about.css';

const BELIEFS = [
  {
    title: 'Fewer, finished',
    text: 'Five priorities delivered beat forty started. Saying no is the most underused tool in any leadership team.',
  },
  {
    title: 'Make trade-offs visible',
    text: 'Hidden trade-offs become politics. When everyone can see what a yes costs, decisions get faster and kinder.',
  },
  {
    title: 'Rhythm over heroics',
    text: 'Priorities survive because of a weekly habit, not a heroic offsite. We build the rhythm with you, then step back.',
  },
];

function PartnerCard({ partner: p }: { partner: ManagingPartner }) {
  return (
    <Card as="article" className="partner-card">
      <div className="partner-card-header">
        <img src={p.avatar} alt="" width="96" height="96" className="partner-avatar" />
        <div>
          <h3>{p.name}</h3>
          <p className="muted">{p.role}</p>
        </div>
      </div>
      {p.bio.map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
      <h4 className="partner-focus-heading">Areas of focus</h4>
      <ul className="partner-focus">
        {p.focus.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <p className="card-link">
        <ExternalLink href={p.profile.url}>{p.profile.label}</ExternalLink>
      </p>
    </Card>
  );
}

function PartnersSection() {
  return (
    <Section labelledBy="partners-heading">
      <div className="section-heading">
        <h2 id="partners-heading">Our managing partners</h2>
        <p>
          Every engagement is led personally by one of our two partners. Between them they have
          spent three decades running operations, product and portfolio teams before advising
          others.
        </p>
      </div>
      <ul className="grid grid-2 card-list">
        {MANAGING_PARTNERS.map((p) => (
          <li key={p.name}>
            <PartnerCard partner={p} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function BeliefsSection() {
  return (
    <Section alt labelledBy="beliefs-heading">
      <h2 id="beliefs-heading">What we believe</h2>
      <ul className="grid grid-3 belief-list">
        {BELIEFS.map((b) => (
          <li key={b.title}>
            <h3>{b.title}</h3>
            <p>{b.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function HowWeWorkSection() {
  return (
    <Section labelledBy="method-heading">
      <div className="prose">
        <h2 id="method-heading">How we work</h2>
        <p>
          Our work rests on DEGAP, the five-step prioritization method we developed with our
          clients: <strong>Decide</strong> what outcome matters, <strong>Engage</strong> the people
          who own the work, <strong>Gather</strong> the facts about value and cost of delay,{' '}
          <strong>Arrange</strong> the options so the trade-offs are visible, and{' '}
          <strong>Prioritize</strong> in a rhythm the team can keep.
        </p>
        <p>
          We write about what we learn on our blog and in our book, Managing Priorities, and we talk
          with operators about their hardest calls on the Traction Heroes podcast.
        </p>
      </div>
    </Section>
  );
}

export function AboutPage() {
  return (
    <>
      <PageHero
        title="About Peak Partners"
        lead="We are a small firm based in Santa Cruz, California, working with leaders and executive teams from early-stage startups to global enterprises on one problem: deciding what matters most, and making it happen."
      />
      <PartnersSection />
      <BeliefsSection />
      <HowWeWorkSection />
      <ContactCta id="about-cta-heading" title="Let's talk about your priorities">
        Tell us what your team is wrestling with. One of our partners will reply within two business
        days.
      </ContactCta>
    </>
  );
}
