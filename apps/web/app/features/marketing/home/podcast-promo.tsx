// The podcast teaser: what it is, how often it airs, and where to listen.
// On the home page (an island page) its settings are refreshed in place, as the footer's are.
import { ButtonLink, ExternalLink, Section } from '../../../components/ui';
import { useSiteSettings } from '../../../lib/site-settings';
import { settingHref, settingText } from '../../../lib/site-settings-refresh';

export function PodcastPromo() {
  const { podcastName, podcastUrl } = useSiteSettings();
  return (
    <Section labelledBy="podcast-promo-heading">
      <div className="podcast-promo">
        {/* Decoration drawn by CSS, so it costs the page no script. */}
        <div className="podcast-promo-art" aria-hidden="true" />
        <div>
          <span className="eyebrow">Podcast</span>
          <h2 id="podcast-promo-heading" {...settingText('podcastName')}>
            {podcastName}
          </h2>
          <p>
            Conversations with the operators who turned a strategy deck into real traction: what
            they chose, what they gave up, and what they would do differently. New episodes every
            other week.
          </p>
          <div className="button-row">
            <ExternalLink href={podcastUrl} variant="primary" {...settingHref('podcastUrl')}>
              Listen to <span {...settingText('podcastName')}>{podcastName}</span>
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
