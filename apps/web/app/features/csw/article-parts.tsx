// Small building blocks of the article: a top-level section with its h2, and a pull quote.
import type { ReactNode } from 'react';
import { SECTIONS, type SectionKey, sectionId } from './contents';

export function ArticleSection({ name, children }: { name: SectionKey; children: ReactNode }) {
  const id = sectionId(name);
  return (
    <section id={id} className="csw-section">
      <h2>{SECTIONS[name]}</h2>
      {children}
    </section>
  );
}

export function PullQuote({ children, source }: { children: ReactNode; source?: string }) {
  return (
    <blockquote className="csw-quote">
      <p>{children}</p>
      {source ? <footer className="csw-quote-source">{source}</footer> : null}
    </blockquote>
  );
}
