// The podcast page: what Traction Heroes is, where to listen, and recent episodes.
import { Card, ExternalLink, PageHero, Section } from '../../../components/ui';
import { longDateUtc } from '../../../lib/dates';
import { useSiteSettings } from '../../../lib/site-settings';
import { ContactCta } from '../contact-cta';
import { RECENT_EPISODES } from './episodes';
import '../../../styles/marketing.css';
import './podcast.css';

export function PodcastPage() {
  const { podcastName, podcastUrl, podcastPlatforms } = useSiteSettings();
  return (
    <>
      <PageHero
        title={`${podcastName} Podcast`}
        lead="Honest conversations with the operators who turned strategy into traction. New episodes every other week."
      >
        <ExternalLink href={podcastUrl} variant="primary">
          Visit the {podcastName} website
        </ExternalLink>
      </PageHero>

      <Section labelledBy="podcast-about-heading">
        <div className="podcast-about">
          <div className="prose">
            <h2 id="podcast-about-heading">About the show</h2>
            <p>
              Strategy decks are easy. Getting an organization to stop doing the wrong things and
              finish the right ones is hard. On {podcastName}, Elena Marsh talks with chief
              executives, operators and team leads about the moment their priorities finally gained
              traction: the decision that unlocked it, what it cost, and what they learned.
            </p>
            <p>
              Each episode runs 35 to 50 minutes and ends with one practice you can try with your
              own team that week. No hype, no hustle culture: just people who have done the work,
              describing it plainly.
            </p>
          </div>
          <div className="listen-card card">
            <h2 className="listen-heading" id="listen-heading">
              Listen and subscribe
            </h2>
            <ul className="listen-list" aria-labelledby="listen-heading">
              {podcastPlatforms.map((p) => (
                <li key={p.name}>
                  <ExternalLink href={p.url}>{p.name}</ExternalLink>
                </li>
              ))}
              <li>
                <ExternalLink href={podcastUrl}>Show website and full archive</ExternalLink>
              </li>
            </ul>
          </div>
        </div>
      </Section>

      <Section alt labelledBy="episodes-heading">
        <h2 id="episodes-heading">Recent episodes</h2>
        <ul className="grid grid-2 card-list">
          {RECENT_EPISODES.map((e) => (
            <li key={e.number}>
              <Card as="article" className="episode">
                <p className="episode-meta">
                  Episode {e.number} ·{' '}
                  <time dateTime={e.date}>{longDateUtc(Date.parse(e.date))}</time> · {e.minutes} min
                </p>
                <h3>{e.title}</h3>
                <p className="episode-guest">With {e.guest}</p>
                <p>{e.summary}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <ContactCta
        id="podcast-cta-heading"
        title="Have a story worth sharing?"
        label="Suggest a guest"
      >
        We are always looking for leaders who made a hard prioritization call and lived with the
        consequences. Tell us about yours, or someone you admire.
      </ContactCta>
    </>
  );
}
