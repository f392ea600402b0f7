import type { ReactNode } from 'react';

export function QuoteNode({ children }: { children?: ReactNode }) {
  return <blockquote className="rt-quote">{children}</blockquote>;
}

export function LineBreakNode() {
  return <br />;
}
