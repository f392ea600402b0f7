import type { ReactNode } from 'react';
import { AppLink } from '../../../lib/navigation';
import { isInternalPath, safeUrl } from '../safe-url';
import { isRecord, type LexicalNode, text } from './nodes';

/** The link's target: a custom URL, or an internal link to another document by its slug. */
function linkTarget(node: LexicalNode): { url: string | undefined; newTab: boolean } {
  // Payload keeps link settings under `fields`; older documents have them on the node.
  const fields = isRecord(node.fields) ? node.fields : node;
  let url = text(fields.url);
  if (fields.linkType === 'internal' && isRecord(fields.doc)) {
    const doc = fields.doc;
    const slug = isRecord(doc.value) ? text(doc.value.slug) : undefined;
    if (slug) url = doc.relationTo === 'posts' ? `/blog/${slug}` : `/${slug}`;
  }
  return { url: safeUrl(url), newTab: fields.newTab === true };
}

export function LinkNode({ node, children }: { node: LexicalNode; children?: ReactNode }) {
  const { url, newTab } = linkTarget(node);
  // An unsafe or missing URL leaves the words in place without a link.
  if (!url) return <>{children}</>;
  if (isInternalPath(url) && !newTab) return <AppLink to={url}>{children}</AppLink>;
  if (!newTab) return <a href={url}>{children}</a>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
