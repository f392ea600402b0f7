// The shared frame of the policy pages: title, effective date, and readable prose.
import type { ReactNode } from 'react';
import { PageHero, Section } from '../../../components/ui';
import '../../../styles/marketing.css';
import './legal.css';

export function LegalLayout({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero title={title} lead={`Last updated: ${updated}`} />
      <Section>
        <div className="prose legal">{children}</div>
      </Section>
    </>
  );
}
