import type { Post } from '@peak/cms-client';
import { AppLink } from '../../../lib/navigation';
import { CategoryBadge } from '../article/category-badge';
import { authorLabel, categoryStyle } from '../format';
import { BlogImage } from '../image';
import { PostDateline } from '../post-dateline';

export type CardLayout = 'grid' | 'list' | 'featured';

/** `first`: the first card on screen, whose picture is usually the largest paint: not lazy. */
export function PostCard({
  post,
  layout,
  first = false,
}: {
  post: Post;
  layout: CardLayout;
  first?: boolean;
}) {
  return (
    <article className={`post-card post-card-${layout}`}>
      <div className={`post-card-media category-${categoryStyle(post.category).tone}`}>
        {/* The title beside it says what the picture is about. */}
        {post.heroImage ? (
          <BlogImage
            src={post.heroImage.url}
            alt=""
            width={1200}
            height={630}
            {...(first ? { loading: 'eager', fetchPriority: 'high' } : {})}
          />
        ) : null}
      </div>
      <div className="post-card-body">
        <CategoryBadge category={post.category} />
        <h3 className="post-card-title">{post.title}</h3>
        {post.excerpt ? <p className="post-card-excerpt">{post.excerpt}</p> : null}
        <div className="post-card-footer">
          <p className="post-card-author">By {authorLabel(post)}</p>
          <p className="post-card-meta">
            <PostDateline post={post} />
          </p>
        </div>
        <AppLink
          to={`/blog/${encodeURIComponent(post.slug)}`}
          className="read-more"
          aria-label={`Read More: ${post.title}`}
        >
          Read More<span aria-hidden="true"> →</span>
        </AppLink>
      </div>
    </article>
  );
}

export function SkeletonCard({ layout }: { layout: CardLayout }) {
  return (
    <div className={`post-card post-card-${layout} skeleton-card`} aria-hidden="true">
      <div className="post-card-media skeleton-block" />
      <div className="post-card-body">
        <span className="skeleton-line skeleton-short" />
        <span className="skeleton-line skeleton-title" />
        <span className="skeleton-line" />
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-short" />
      </div>
    </div>
  );
}
