// The body, from the first source that holds content: rich text, then blocks, then HTML.
import type { Post } from '@peak/cms-client';
import { useMemo } from 'react';
import { Blocks } from '../blocks';
import { HtmlContent } from '../html-content';
import { planOutline } from '../outline';
import { OutlineProvider } from '../outline-context';
import { RichText } from '../rich-text';

/** The post's fields that hold a value, for the debug listing of an empty article. */
function presentFields(post: Post): string[] {
  return Object.entries(post)
    .filter(([, value]) =>
      Array.isArray(value)
        ? value.length > 0
        : value !== null && value !== undefined && value !== '',
    )
    .map(([name]) => name);
}

function NoContent({ post }: { post: Post }) {
  return (
    <div className="article-no-content">
      <p>No content available</p>
      <details>
        <summary>Debug information</summary>
        <dl>
          <dt>Post</dt>
          <dd>
            {post.id} ({post.slug})
          </dd>
          <dt>Sources checked, in order</dt>
          <dd>Rich-text document (content), block list (body.blocks), HTML string (content)</dd>
          <dt>Usable body found</dt>
          <dd>None</dd>
          <dt>Fields present</dt>
          <dd>{presentFields(post).join(', ')}</dd>
        </dl>
      </details>
    </div>
  );
}

export function ArticleBody({ post }: { post: Post }) {
  const { body } = post;
  const outline = useMemo(() => planOutline(body), [body]);
  let content: React.ReactNode;
  switch (body.kind) {
    case 'richText':
      content = <RichText document={body.document} />;
      break;
    case 'blocks':
      content = <Blocks blocks={body.blocks} />;
      break;
    case 'html':
      content = <HtmlContent html={body.html} />;
      break;
    default:
      return <NoContent post={post} />;
  }
  return (
    <OutlineProvider value={outline}>
      <div className={`article-body prose body-${body.kind}`}>{content}</div>
    </OutlineProvider>
  );
}
