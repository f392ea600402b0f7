// The terms of service.
import { Link } from 'react-router';
import { onOneLine, useSiteSettings } from '../../../lib/site-settings';
import { LegalLayout } from './legal-layout';

function TermsIntro() {
  return (
    <p>
      These terms govern your use of the Peak Partners website, including its articles, the free
      prioritization assessment, member accounts and premium resources. By using the site you agree
      to them. If you do not agree, please do not use the site.
    </p>
  );
}

function WhoWeAre() {
  return (
    <>
      <h2>1. Who we are</h2>
      <p>
        The site is operated by Peak Partners, a leadership and prioritization consultancy based in
        Santa Cruz, California. Paid consulting, coaching, workshop and speaking engagements are
        covered by a separate written agreement, which takes precedence over these terms for that
        work.
      </p>
    </>
  );
}

function UsingTheSite() {
  return (
    <>
      <h2>2. Using the site</h2>
      <p>You agree to use the site lawfully and not to:</p>
      <ul>
        <li>interfere with its operation, security or other people's use of it;</li>
        <li>attempt to access accounts or data that are not yours;</li>
        <li>send automated requests at a volume that burdens the site;</li>
        <li>submit false, abusive or unlawful content through our forms.</li>
      </ul>
    </>
  );
}

function Accounts() {
  return (
    <>
      <h2>3. Accounts</h2>
      <p>
        You must give accurate information when you create an account and keep your sign-in details
        confidential. You are responsible for activity under your account. You may close your
        account at any time, and we may suspend an account that breaks these terms.
      </p>
    </>
  );
}

function TheAssessmentAndYourResults() {
  return (
    <>
      <h2>4. The assessment and your results</h2>
      <p>
        The prioritization assessment is provided free of charge for personal and professional
        development. Results describe patterns in your own answers; they are not a psychological,
        medical or employment evaluation and should not be used as the sole basis for decisions
        about anyone's job. You own your answers. How we store them is described in our{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </>
  );
}

function OurContent() {
  return (
    <>
      <h2>5. Our content</h2>
      <p>
        Articles, assessment questions, reports, templates, diagrams and the DEGAP method materials
        on this site are owned by Peak Partners or our licensors and protected by copyright. You may
        read, download and print them for your own use and share links to them. You may not
        republish, sell or use them to deliver commercial training without our written permission.
      </p>
    </>
  );
}

function LinksToOtherSites() {
  return (
    <>
      <h2>6. Links to other sites</h2>
      <p>
        The site links to other websites, such as bookstores and podcast platforms. We do not
        control those sites and are not responsible for their content or privacy practices.
      </p>
    </>
  );
}

function Disclaimers() {
  return (
    <>
      <h2>7. Disclaimers</h2>
      <p>
        The site and its content are provided "as is" for general information. We work hard to keep
        them accurate and available, but we do not guarantee that they are error-free or
        uninterrupted, or that any particular result will follow from using our methods.
      </p>
    </>
  );
}

function LimitationOfLiability() {
  return (
    <>
      <h2>8. Limitation of liability</h2>
      <p>
        To the fullest extent the law allows, Peak Partners is not liable for indirect, incidental
        or consequential losses arising from your use of the site, and our total liability for any
        claim relating to the site is limited to one hundred US dollars. Nothing in these terms
        limits liability that cannot be limited by law.
      </p>
    </>
  );
}

function GoverningLaw() {
  return (
    <>
      <h2>9. Governing law</h2>
      <p>
        These terms are governed by the laws of the State of California, without regard to its
        conflict-of-law rules. Disputes will be heard in the state or federal courts located in
        Santa Cruz County, California.
      </p>
    </>
  );
}

function ChangesToTheseTerms() {
  return (
    <>
      <h2>10. Changes to these terms</h2>
      <p>
        We may update these terms from time to time. We will give at least 30 days notice of any
        material change by posting it on this page and, if you have an account, by email. Your
        continued use of the site after a change takes effect means you accept the updated terms.
      </p>
    </>
  );
}

function Contact() {
  const { contactEmail, postalAddress } = useSiteSettings();
  return (
    <>
      <h2>11. Contact</h2>
      <p>
        Questions about these terms: email <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or
        write to Peak Partners, {onOneLine(postalAddress)}.
      </p>
    </>
  );
}

export function TermsPage() {
  return (
    <LegalLayout title="Terms of Service" updated="December 2024">
      <TermsIntro />
      <WhoWeAre />
      <UsingTheSite />
      <Accounts />
      <TheAssessmentAndYourResults />
      <OurContent />
      <LinksToOtherSites />
      <Disclaimers />
      <LimitationOfLiability />
      <GoverningLaw />
      <ChangesToTheseTerms />
      <Contact />
    </LegalLayout>
  );
}
