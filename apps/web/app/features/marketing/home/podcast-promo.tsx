// The podcast teaser: what it is, how often it airs, and where to listen.
import { ButtonLink, ExternalLink, Section } from '../../../components/ui';
import { PODCAST_NAME, PODCAST_WEBSITE_URL } from '../links';

export function PodcastPromo() {
  return (
    <Section labelledBy="podcast-promo-heading">
      <div className="podcast-promo">
        {/* Decoration drawn by CSS, so it costs the page no script. */}
        <div className="podcast-promo-art" aria-hidden="true" />
        <div>
          <span className="eyebrow">Podcast</span>
          <h2 id="podcast-promo-heading">{PODCAST_NAME}</h2>
          <p>
            Conversations with the operators who turned a strategy deck into real traction: what
            they chose, what they gave up, and what they would do differently. New episodes every
            other week.
          </p>
          <div className="button-row">
            <ExternalLink href={PODCAST_WEBSITE_URL} variant="primary">
              Listen to {PODCAST_NAME}
            </ExternalLink>
            <ButtonLink to="/podcast" variant="secondary">
              Browse recent episodes
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  );
}
