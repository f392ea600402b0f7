// The closing band most marketing pages end with: one heading, one sentence, one way to reach us.
import type { ReactNode } from 'react';
import { ButtonLink, Section } from '../../components/ui';
import '../../styles/marketing.css';

export function ContactCta({
  id,
  title,
  children,
  label = 'Work with us',
}: {
  id: string;
  title: string;
  children: ReactNode;
  label?: string;
}) {
  return (
    <Section labelledBy={id}>
      <div className="cta-panel">
        <h2 id={id}>{title}</h2>
        <p className="lead">{children}</p>
        <div className="button-row">
          <ButtonLink to="/contact">{label}</ButtonLink>
        </div>
      </div>
    </Section>
  );
}
