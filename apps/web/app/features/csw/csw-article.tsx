// The long read on Collapsing Sliding Windows: a hero with the page's h1, a table of contents,
// the article body in a reading-width column, and the back matter.
import { Badge, Container, PageHero } from '../../components/ui';
import { CONTENTS } from './contents';
import {
  AboutTheAuthorsSection,
  AppendicesSection,
  ReferencesSection,
} from './sections-back-matter';
import {
  CollapsingOptionsSection,
  IntroductionSection,
  MonitoringRhythmSection,
  ProactiveActionSection,
  SignalsSection,
  SlidingWindowsSection,
} from './sections-method';
import {
  ConclusionSection,
  FailurePatternsSection,
  GettingStartedSection,
  WorkedExampleSection,
} from './sections-practice';
import './csw.css';

function TableOfContents() {
  return (
    <nav className="csw-toc" aria-labelledby="csw-toc-heading">
      <h2 id="csw-toc-heading" className="csw-toc-heading">
        Contents
      </h2>
      <ol>
        {CONTENTS.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function CswArticle() {
  return (
    <article className="csw-article">
      <PageHero
        title="Collapsing Sliding Windows"
        lead="A planning method for leaders who must commit under uncertainty: plan in windows that slide forward with time, narrow your options as commitment points approach, and act on triggers you chose before the pressure arrived."
      >
        <div className="csw-byline">
          <Badge>Long read</Badge>
          <span>By Elena Marsh and David Okoro, Peak Partners</span>
          <span className="muted">About 25 minutes</span>
        </div>
      </PageHero>
      <Container className="csw-layout">
        <TableOfContents />
        <div className="csw-body">
          <IntroductionSection />
          <SlidingWindowsSection />
          <CollapsingOptionsSection />
          <ProactiveActionSection />
          <MonitoringRhythmSection />
          <SignalsSection />
          <WorkedExampleSection />
          <FailurePatternsSection />
          <GettingStartedSection />
          <ConclusionSection />
          <ReferencesSection />
          <AppendicesSection />
          <AboutTheAuthorsSection />
        </div>
      </Container>
    </article>
  );
}
