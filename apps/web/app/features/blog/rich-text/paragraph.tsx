import type { ReactNode } from 'react';
import { alignClass } from './align';
import { childNodes, type LexicalNode } from './nodes';

export function ParagraphNode({ node, children }: { node: LexicalNode; children?: ReactNode }) {
  // Editors leave empty paragraphs as spacing; the stylesheet already spaces paragraphs.
  if (childNodes(node).length === 0) return null;
  return <p className={alignClass(node.format)}>{children}</p>;
}
