// The footer on every page. Its settings are marked so an island page, which React does not run,
// can refresh them in place (islands/entry.client.tsx).
import { AppLink } from '../../lib/navigation';
import { useSiteSettings } from '../../lib/site-settings';
import { settingHref, settingText } from '../../lib/site-settings-refresh';
import { ExternalLink } from '../ui';
import './site-footer.css';

export function SiteFooter() {
  const { siteName, linkedinUrl, contactEmail, postalAddress } = useSiteSettings();
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <div>
          <p className="site-footer-brand" {...settingText('siteName')}>
            {siteName}
          </p>
          <p>
            We help leaders and executive teams decide what matters most, and then make it happen:
            through speaking, coaching, workshops and consulting.
          </p>
          <ExternalLink href={linkedinUrl} {...settingHref('linkedinUrl')}>
            {siteName} on LinkedIn
          </ExternalLink>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer-heading">
            Quick Links
          </h2>
          <ul>
            <li>
              <AppLink to="/">Home</AppLink>
            </li>
            <li>
              <AppLink to="/about">About Us</AppLink>
            </li>
            <li>
              <AppLink to="/services">Services</AppLink>
            </li>
            <li>
              <AppLink to="/blog">Blog</AppLink>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="site-footer-heading">Contact</h2>
          <address>
            <a
              href={`mailto:${contactEmail}`}
              {...settingHref('contactEmail')}
              {...settingText('contactEmail')}
            >
              {contactEmail}
            </a>
            <br />
            <span className="postal-address" {...settingText('postalAddress')}>
              {postalAddress}
            </span>
          </address>
        </div>
      </div>
      <div className="container site-footer-legal">
        <p>© 2025 {siteName}. All rights reserved.</p>
        <p>
          <AppLink to="/privacy">Privacy Policy</AppLink> ·{' '}
          <AppLink to="/terms">Terms of Service</AppLink> ·{' '}
          <AppLink to="/accessibility">Accessibility</AppLink>
        </p>
      </div>
    </footer>
  );
}
