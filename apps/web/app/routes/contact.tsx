import { contactTopicFrom } from '@peak/contracts';
import { useLocation } from 'react-router';
import { Card, ExternalLink, PageHero, Section } from '../components/ui';
import { ContactForm } from '../features/contact/contact-form';
import { useSiteSettings } from '../lib/site-settings';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Contact Us',
    description:
      'Talk to Peak Partners about speaking, executive coaching, workshops, consulting or a team assessment.',
    path: '/contact',
  });

export default function Contact() {
  const { siteName, contactEmail, postalAddress, linkedinUrl } = useSiteSettings();
  // `?topic=accessibility` or `?topic=team-assessment` preselects the form's Topic.
  const topic = contactTopicFrom(new URLSearchParams(useLocation().search).get('topic'));
  return (
    <>
      <PageHero
        title="Let's talk about what matters most"
        lead="Tell us where your team is stuck, what you are trying to decide, or which event you are planning. A managing partner answers every message within two business days."
      />
      <Section labelledBy="contact-form-heading">
        <div className="contact-layout">
          <div>
            <h2 id="contact-form-heading">Send us a message</h2>
            <ContactForm topic={topic} />
          </div>
          <Card className="contact-details">
            <h2>Other ways to reach us</h2>
            <p>
              <strong>Email</strong>
              <br />
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </p>
            <p>
              <strong>Office</strong>
            </p>
            <address className="postal-address">
              {siteName}
              {'\n'}
              {postalAddress}
            </address>
            <p>
              <ExternalLink href={linkedinUrl}>Follow {siteName} on LinkedIn</ExternalLink>
            </p>
            <p className="muted">
              Interested in the team assessment? Choose it as the topic and we will send the
              details. Found something on the site you cannot use? Choose "Report an accessibility
              barrier".
            </p>
          </Card>
        </div>
      </Section>
    </>
  );
}
