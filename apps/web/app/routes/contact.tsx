import { CONTACT_EMAIL, LINKEDIN_URL } from '../components/layout/site-footer';
import { Card, ExternalLink, PageHero, Section } from '../components/ui';
import { ContactForm } from '../features/contact/contact-form';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Contact Us',
    description:
      'Talk to Peak Partners about speaking, executive coaching, workshops, consulting or a team assessment.',
    path: '/contact',
  });

export default function Contact() {
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
            <ContactForm />
          </div>
          <Card className="contact-details">
            <h2>Other ways to reach us</h2>
            <p>
              <strong>Email</strong>
              <br />
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </p>
            <p>
              <strong>Office</strong>
            </p>
            <address>
              Peak Partners
              <br />
              1200 Pacific Avenue, Suite 300
              <br />
              Santa Cruz, California 95060
            </address>
            <p>
              <ExternalLink href={LINKEDIN_URL}>Follow Peak Partners on LinkedIn</ExternalLink>
            </p>
            <p className="muted">
              Interested in the team assessment? Mention it in your message and we will send the
              details.
            </p>
          </Card>
        </div>
      </Section>
    </>
  );
}
