// The article template, shared by /blog/{slug} and the demonstration pages.
import type { Post } from '@peak/cms-client';
import { AppLink } from '../../../lib/navigation';
import { authorLabel } from '../format';
import { BlogImage } from '../image';
import { PostDateline } from '../post-dateline';
import { AboutAuthors } from './about-authors';
import { ArticleBody } from './article-body';
import { AuthorAvatar } from './author-avatar';
import { CategoryBadge } from './category-badge';
import { ShareButtons } from './share-buttons';
import '../blog.css';
import '../article.css';

export function ArticleView({
  post,
  notice,
  shareable = true,
}: {
  post: Post;
  notice?: React.ReactNode;
  /** False where the address is a secret (a preview): no buttons that pass it on. */
  shareable?: boolean;
}) {
  return (
    <article className="article">
      <header className="article-header">
        <div className="article-column">
          <nav aria-label="Breadcrumb" className="article-breadcrumb">
            <AppLink to="/blog">
              <span aria-hidden="true">← </span>Back to Blog
            </AppLink>
          </nav>
          {notice}
          <CategoryBadge category={post.category} />
          <h1 className="article-title">{post.title}</h1>
          {post.subtitle ? <p className="article-subtitle">{post.subtitle}</p> : null}
          <div className="article-byline">
            {post.authors.length > 0 ? (
              <span className="avatar-stack">
                {post.authors.map((author) => (
                  <AuthorAvatar key={author.name} author={author} />
                ))}
              </span>
            ) : null}
            <div>
              <p className="byline-authors">By {authorLabel(post)}</p>
              <p className="byline-details">
                <PostDateline post={post} />
              </p>
            </div>
          </div>
        </div>
        {post.heroImage ? (
          <figure className="article-hero">
            <BlogImage
              src={post.heroImage.url}
              alt={post.heroImage.alt}
              loading="eager"
              fetchPriority="high"
              width={1200}
              height={630}
            />
          </figure>
        ) : null}
      </header>
      <div className="article-column">
        <ArticleBody post={post} />
        {shareable ? <ShareButtons title={post.title} /> : null}
        <AboutAuthors authors={post.authors} />
        <p className="article-back">
          <AppLink to="/blog" className="button button-secondary">
            Back to Blog
          </AppLink>
        </p>
      </div>
    </article>
  );
}
