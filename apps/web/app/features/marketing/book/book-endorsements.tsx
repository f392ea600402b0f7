// What readers say about the book: two rated endorsements and a press quote.
import { Section } from '../../../components/ui';

const ENDORSEMENTS = [
  {
    quote:
      'The most practical book on prioritization I have read. Within a week of finishing it, my leadership team had retired eleven projects and nobody missed them.',
    person: 'Rachel Thornbury',
    role: 'Chief Executive Officer, Pinecrest Mutual',
  },
  {
    quote:
      'Marsh and Okoro write like operators, because they are. The chapter on cost of delay alone is worth the price, and it changed how we run our quarterly planning.',
    person: 'Arjun Mehta',
    role: 'VP of Engineering, Driftwood Analytics',
  },
];

type Endorsement = (typeof ENDORSEMENTS)[number];

function FiveStars() {
  return (
    <div className="star-rating" role="img" aria-label="Rated 5 out of 5">
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </div>
  );
}

function EndorsementCard({ endorsement: e }: { endorsement: Endorsement }) {
  return (
    <figure className="card endorsement">
      <FiveStars />
      <blockquote>
        <p>{e.quote}</p>
      </blockquote>
      <figcaption>
        <span className="endorsement-person">{e.person}</span>
        <span className="muted">{e.role}</span>
      </figcaption>
    </figure>
  );
}

function PressQuote() {
  return (
    <figure className="press-quote">
      <blockquote>
        <p>
          A refreshingly concrete antidote to the strategy-deck culture. Marsh and Okoro show that
          prioritization is not a personality trait but a set of habits anyone can practice.
        </p>
      </blockquote>
      <figcaption>The Operator's Quarterly, book review</figcaption>
    </figure>
  );
}

export function EndorsementsSection() {
  return (
    <Section alt labelledBy="endorsements-heading">
      <h2 id="endorsements-heading">What readers say</h2>
      <ul className="grid grid-2 card-list">
        {ENDORSEMENTS.map((e) => (
          <li key={e.person}>
            <EndorsementCard endorsement={e} />
          </li>
        ))}
      </ul>
      <PressQuote />
    </Section>
  );
}
