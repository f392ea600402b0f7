// The FAQ (anchor #faq). A page opened at /assessment#faq brings it into view once the page is
// ready, which is what the home page's Questions? button relies on.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Section } from '../../../components/ui';
import { ASSESSMENT_FAQ } from './faq';

export const FAQ_ID = 'faq';

export function AssessmentFaq() {
  const { hash } = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (hash !== `#${FAQ_ID}`) return;
    // Wait one frame so layout (and the router's own scroll handling) has settled.
    const frame = window.requestAnimationFrame(() => {
      document.getElementById(FAQ_ID)?.scrollIntoView({ block: 'start' });
      // Keyboard and screen reader users continue from the FAQ, not from the top of the page.
      headingRef.current?.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [hash]);

  return (
    <Section id={FAQ_ID} labelledBy="faq-heading">
      <div className="section-heading">
        <h2 id="faq-heading" ref={headingRef} tabIndex={-1}>
          Frequently asked questions
        </h2>
        <p>The short answers to what people ask us most before they start.</p>
      </div>
      <div className="faq-list">
        {ASSESSMENT_FAQ.map((item) => (
          <details key={item.question} className="faq-item">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
