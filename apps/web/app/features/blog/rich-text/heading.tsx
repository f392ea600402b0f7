import type { ReactNode } from 'react';
import { useHeadingLevel } from '../outline-context';
import { alignClass } from './align';
import { headingLevel, type LexicalNode } from './nodes';

export function HeadingNode({ node, children }: { node: LexicalNode; children?: ReactNode }) {
  const Tag = `h${useHeadingLevel(node, headingLevel(node.tag))}` as 'h2';
  return <Tag className={alignClass(node.format)}>{children}</Tag>;
}
