// The footer on every page.
import { AppLink } from '../../lib/navigation';
import { ExternalLink } from '../ui';
import './site-footer.css';

export const CONTACT_EMAIL = 'hello@peakpartners.example';
export const LINKEDIN_URL = 'https://www.linkedin.com/company/example-peak-partners';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <div>
          <p className="site-footer-brand">Peak Partners</p>
          <p>
            We help leaders and executive teams decide what matters most, and then make it happen:
            through speaking, coaching, workshops and consulting.
          </p>
          <ExternalLink href={LINKEDIN_URL}>Peak Partners on LinkedIn</ExternalLink>
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
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            <br />
            Santa Cruz, California
          </address>
        </div>
      </div>
      <div className="container site-footer-legal">
        <p>© 2025 Peak Partners. All rights reserved.</p>
        <p>
          <AppLink to="/privacy">Privacy Policy</AppLink> ·{' '}
          <AppLink to="/terms">Terms of Service</AppLink>
        </p>
      </div>
    </footer>
  );
}
