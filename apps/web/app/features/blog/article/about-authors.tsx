// Who wrote the article: a card per author with a bio and links, or one short card when the
// post names its author(s) without any details.
import type { PostAuthor } from '@peak/cms-client';
import { AppLink } from '../../../lib/navigation';
import { authorLabel } from '../format';
import { safeUrl } from '../safe-url';
import { AuthorAvatar } from './author-avatar';

const hasDetails = (author: PostAuthor) =>
  Boolean(author.bio || author.website || author.linkedin || author.twitter || author.avatarUrl);

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function ProfileLink({ url, label, of }: { url?: string; label: string; of: string }) {
  const href = safeUrl(url);
  if (!href) return null;
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> {of} (opens in a new tab)</span>
      </a>
    </li>
  );
}

function AuthorCard({ author }: { author: PostAuthor }) {
  return (
    <li className="author-card">
      <AuthorAvatar author={author} size="large" photo />
      <div>
        <h3 className="author-name">{author.name}</h3>
        {author.bio ? <p className="author-bio">{author.bio}</p> : null}
        <ul className="author-links">
          <ProfileLink url={author.website} label="Website" of={`of ${author.name}`} />
          <ProfileLink url={author.linkedin} label="LinkedIn" of={`profile of ${author.name}`} />
          <ProfileLink url={author.twitter} label="Twitter" of={`profile of ${author.name}`} />
        </ul>
      </div>
    </li>
  );
}

export function AboutAuthors({ authors }: { authors: PostAuthor[] }) {
  const detailed = authors.filter(hasDetails);
  if (detailed.length > 0) {
    return (
      <section className="about-authors" aria-labelledby="about-authors-heading">
        <h2 id="about-authors-heading">
          {detailed.length > 1 ? 'About the Authors' : 'About the Author'}
        </h2>
        <ul className="author-list">
          {detailed.map((author) => (
            <AuthorCard key={author.name} author={author} />
          ))}
        </ul>
      </section>
    );
  }
  const name = capitalize(authorLabel({ authors }));
  return (
    <section className="about-authors" aria-labelledby="about-authors-heading">
      <h2 id="about-authors-heading">About the Author</h2>
      <div className="author-card author-fallback">
        <AuthorAvatar author={{ name }} size="large" />
        <div>
          <h3 className="author-name">{name}</h3>
          <p className="author-bio">
            {authors.length > 0 ? `${name} writes for Peak Partners. ` : ''}
            Peak Partners helps leaders and executive teams decide what matters most and follow
            through, with keynotes, executive coaching, workshops and consulting built on the DEGAP
            prioritization method.
          </p>
          <AppLink to="/about">Meet the team</AppLink>
        </div>
      </div>
    </section>
  );
}
