// Renders a Lexical rich-text document: one small component per node type, the way Payload's
// website template does. Unknown node types render nothing.
import type { RichTextDocument } from '@peak/contracts';
import type { ComponentType, ReactNode } from 'react';
import { HeadingNode } from './heading';
import { LinkNode } from './link';
import { ListItemNode, ListNode } from './list';
import { childNodes, documentNodes, type LexicalNode } from './nodes';
import { ParagraphNode } from './paragraph';
import { LineBreakNode, QuoteNode } from './quote';
import { TextNode } from './text';
import { UploadNode } from './upload';

type Converter = ComponentType<{ node: LexicalNode; children?: ReactNode }>;

const CONVERTERS: Record<string, Converter> = {
  heading: HeadingNode,
  paragraph: ParagraphNode,
  text: TextNode,
  link: LinkNode,
  autolink: LinkNode,
  list: ListNode,
  listitem: ListItemNode,
  quote: QuoteNode,
  upload: UploadNode,
  linebreak: LineBreakNode,
};

function RichTextNode({ node }: { node: LexicalNode }) {
  const Converter = typeof node.type === 'string' ? CONVERTERS[node.type] : undefined;
  if (!Converter) return null;
  const children = childNodes(node);
  return (
    <Converter node={node}>
      {children.length > 0 ? <RichTextNodes nodes={children} /> : null}
    </Converter>
  );
}

function RichTextNodes({ nodes }: { nodes: LexicalNode[] }) {
  // Documents are static content: the position is a stable key.
  return nodes.map((node, index) => <RichTextNode key={index} node={node} />);
}

export function RichText({ document }: { document: RichTextDocument | unknown }) {
  return <RichTextNodes nodes={documentNodes(document)} />;
}
