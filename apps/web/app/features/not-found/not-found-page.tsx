// The not-found content, shared by the catch-all route and any route that finds nothing to show.
import { Link, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/ui';
import './not-found.css';

const HELPFUL_LINKS = [
  { to: '/about', label: 'About Us', text: 'Who we are and how we work' },
  { to: '/services', label: 'Services', text: 'Speaking, coaching, workshops and consulting' },
  { to: '/assessment', label: 'Assessment', text: 'The free prioritization assessment' },
  { to: '/blog', label: 'Blog', text: 'Articles on prioritization and leadership' },
  { to: '/contact', label: 'Contact', text: 'Ask us anything' },
] as const;

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="not-found container" aria-labelledby="not-found-heading">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">Page Not Found</h1>
      <p className="lead">The page you're looking for doesn't exist or has been moved.</p>
      <div className="button-row not-found-actions">
        <ButtonLink to="/">Go Home</ButtonLink>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Go Back
        </Button>
      </div>
      <h2 className="not-found-links-heading">You might be looking for</h2>
      <ul className="not-found-links">
        {HELPFUL_LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
            <span className="muted">{l.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
