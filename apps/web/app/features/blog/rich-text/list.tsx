import type { ReactNode } from 'react';
import type { LexicalNode } from './nodes';

export function ListNode({ node, children }: { node: LexicalNode; children?: ReactNode }) {
  const ordered = node.listType === 'number' || (node.listType === undefined && node.tag === 'ol');
  if (!ordered) {
    return <ul className={node.listType === 'check' ? 'check-list' : undefined}>{children}</ul>;
  }
  const start = typeof node.start === 'number' && node.start > 1 ? node.start : undefined;
  return <ol start={start}>{children}</ol>;
}

export function ListItemNode({ node, children }: { node: LexicalNode; children?: ReactNode }) {
  // In check lists Lexical marks each item as checked or not.
  if (typeof node.checked === 'boolean') {
    return (
      <li className={node.checked ? 'is-checked' : 'is-unchecked'}>
        <span className="visually-hidden">{node.checked ? 'Done: ' : 'To do: '}</span>
        {children}
      </li>
    );
  }
  return <li>{children}</li>;
}
