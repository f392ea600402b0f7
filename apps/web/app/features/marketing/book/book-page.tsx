// The book page: cover, what the book is about, what readers say, and where to buy it.
import { ExternalLink, PageHero, Section } from '../../../components/ui';
import { useSiteSettings } from '../../../lib/site-settings';
import { ContactCta } from '../contact-cta';
import { BookCover } from './book-cover';
import { EndorsementsSection } from './book-endorsements';
import '../../../styles/marketing.css';
import './book.css';

const LESSONS = [
  {
    title: 'How to choose',
    text: 'The five steps of DEGAP, with worked examples, for turning a long list of good ideas into a short list of commitments.',
  },
  {
    title: 'How to say no',
    text: 'Scripts and habits for declining, deferring and renegotiating work without damaging the relationships you depend on.',
  },
  {
    title: 'How to keep it going',
    text: 'A 30-minute weekly review and a quarterly reset that stop your priorities from drifting back to business as usual.',
  },
];

function BookHero() {
  const { bookStoreUrl } = useSiteSettings();
  return (
    <PageHero
      title="Managing Priorities"
      lead="Deciding what matters most, and making it happen. A field guide for leaders by Elena Marsh and David Okoro."
    >
      <ExternalLink href={bookStoreUrl} variant="primary">
        Get the Book
      </ExternalLink>
    </PageHero>
  );
}

function AboutTheBookSection() {
  return (
    <Section labelledBy="book-about-heading">
      <div className="book-about">
        <BookCover />
        <div className="prose">
          <h2 id="book-about-heading">About the book</h2>
          <p>
            Most organizations do not fail for lack of strategy. They fail because everything is a
            priority, so nothing is. Teams split their attention across dozens of initiatives,
            finish few of them, and mistake being busy for making progress.
          </p>
          <p>
            Managing Priorities is the book we wished we had when we were running operations and
            product teams ourselves. Drawing on work with more than two hundred leaders, it lays out
            a practical system for deciding what to pursue, what to stop and what can wait, and for
            building the rhythms that keep those decisions alive.
          </p>
          <p>
            It is written for executives, managers and anyone whose calendar is fuller than their
            capacity: short chapters, real stories, and tools you can use the same day.
          </p>
        </div>
      </div>
    </Section>
  );
}

function LessonsSection() {
  const { bookStoreUrl } = useSiteSettings();
  return (
    <Section labelledBy="lessons-heading">
      <h2 id="lessons-heading">What you'll learn</h2>
      <ol className="grid grid-3 lesson-list">
        {LESSONS.map((l) => (
          <li key={l.title}>
            <h3>{l.title}</h3>
            <p>{l.text}</p>
          </li>
        ))}
      </ol>
      <div className="button-row">
        <ExternalLink href={bookStoreUrl} variant="primary">
          Get the Book
        </ExternalLink>
      </div>
    </Section>
  );
}

export function BookPage() {
  return (
    <>
      <BookHero />
      <AboutTheBookSection />
      <EndorsementsSection />
      <LessonsSection />
      <ContactCta
        id="book-cta-heading"
        title="Bring the book to your team"
        label="Contact us about the book"
      >
        We offer bulk orders, author talks and book-club workshops for leadership teams who want to
        put the ideas into practice together.
      </ContactCta>
    </>
  );
}
