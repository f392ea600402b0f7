// The home page's opening: the tagline (the page's one h1) and the main call to action.
import { ButtonLink } from '../../../components/ui';
import { track } from '../../../lib/analytics';
import '../../../styles/marketing.css';
import './home.css';

export function HomeHero() {
  return (
    <header className="home-hero">
      <div className="container home-hero-inner">
        <div className="home-hero-copy">
          <p className="home-hero-kicker">Leadership, prioritization and strategy</p>
          <h1>Clarity in what matters most</h1>
          <p className="lead">
            Every leadership team has more good ideas than capacity. We help executives and their
            teams decide what to pursue, what to stop and what can wait, and then build the weekly
            rhythm that keeps those choices alive once the offsite is over.
          </p>
          <div className="button-row">
            <ButtonLink
              to="/contact"
              onClick={() => track('funnel_home_to_contact', { location: 'hero' })}
            >
              Work with us
            </ButtonLink>
            <ButtonLink to="/services" variant="secondary">
              Explore our services
            </ButtonLink>
          </div>
        </div>
        {/* Decoration drawn by CSS, so it costs the page no script. */}
        <div className="home-hero-art" aria-hidden="true" />
      </div>
      <div className="container">
        <dl className="home-stats">
          <div>
            <dt>Senior leaders coached</dt>
            <dd>200+</dd>
          </div>
          <div>
            <dt>Capabilities in our assessment</dt>
            <dd>12</dd>
          </div>
          <div>
            <dt>Average cut in active initiatives</dt>
            <dd>48%</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
