// "January 12, 2026 · 7 min read": a post's date (a <time> when it has one) and its reading time.
import type { Post } from '@peak/cms-client';
import { formatPostDate, NO_DATE, readTimeLabel } from './format';

export function PostDateline({ post }: { post: Post }) {
  const date = formatPostDate(post.publishedDate);
  return (
    <>
      {post.publishedDate && date !== NO_DATE ? (
        <time dateTime={post.publishedDate}>{date}</time>
      ) : (
        <span>{date}</span>
      )}
      <span aria-hidden="true"> · </span>
      <span>{readTimeLabel(post.readTime)}</span>
    </>
  );
}
