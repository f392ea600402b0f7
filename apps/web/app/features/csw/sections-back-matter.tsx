// The end of the article: references, appendices relating CSW to other methods, and the authors.
import { Card, ExternalLink } from '../../components/ui';
import { ArticleSection } from './article-parts';

const REFERENCES = [
  {
    authors: 'Amram, M., and Kulatilaka, N.',
    year: 1999,
    title: 'Real Options: Managing Strategic Investment in an Uncertain World',
  },
  {
    authors: 'Dixit, A. K., and Pindyck, R. S.',
    year: 1994,
    title: 'Investment Under Uncertainty',
  },
  {
    authors: 'Heffernan, M.',
    year: 2011,
    title: 'Willful Blindness: Why We Ignore the Obvious at Our Peril',
  },
  { authors: 'Kahneman, D.', year: 2011, title: 'Thinking, Fast and Slow' },
  {
    authors: 'Leffingwell, D.',
    year: 2011,
    title:
      'Agile Software Requirements: Lean Requirements Practices for Teams, Programs, and the Enterprise',
  },
  { authors: 'Luehrman, T. A.', year: 1998, title: 'Strategy as a Portfolio of Real Options' },
  { authors: 'Magee, J. F.', year: 1964, title: 'Decision Trees for Decision Making' },
  {
    authors: 'McGrath, R. G., and MacMillan, I. C.',
    year: 1995,
    title: 'Discovery-Driven Planning',
  },
  {
    authors: 'Project Management Institute',
    year: 2017,
    title: 'A Guide to the Project Management Body of Knowledge (PMBOK Guide), Sixth Edition',
  },
  {
    authors: 'Raiffa, H.',
    year: 1968,
    title: 'Decision Analysis: Introductory Lectures on Choices under Uncertainty',
  },
  { authors: 'Schwartz, P.', year: 1991, title: 'The Art of the Long View' },
  {
    authors: 'Tetlock, P. E., and Gardner, D.',
    year: 2015,
    title: 'Superforecasting: The Art and Science of Prediction',
  },
  {
    authors: 'Trigeorgis, L.',
    year: 1996,
    title: 'Real Options: Managerial Flexibility and Strategy in Resource Allocation',
  },
  {
    authors: 'van der Heijden, K.',
    year: 1996,
    title: 'Scenarios: The Art of Strategic Conversation',
  },
  { authors: 'Wack, P.', year: 1985, title: 'Scenarios: Uncharted Waters Ahead' },
  { authors: 'Wack, P.', year: 1985, title: 'Scenarios: Shooting the Rapids' },
];

const AUTHORS = [
  {
    name: 'Elena Marsh',
    initials: 'EM',
    role: 'Managing Partner, Peak Partners',
    bio: 'Elena advises chief executives and leadership teams on strategy, prioritization and planning under uncertainty. Before co-founding Peak Partners she led strategy and operations teams in technology and industrial companies. The first version of Collapsing Sliding Windows took shape while she was helping a leadership team keep a multi-year transformation on course through a volatile market.',
    website: 'https://example.com/elena-marsh',
    linkedin: 'https://www.linkedin.com/in/example-elena-marsh',
  },
  {
    name: 'David Okoro',
    initials: 'DO',
    role: 'Managing Partner, Peak Partners',
    bio: 'David works with executive teams on turning strategy into delivery: portfolio decisions, operating rhythms and the habits that make plans hold. His background spans product leadership and large-scale program delivery. He leads the Peak Partners workshops on proactive action strategies and monitoring rhythms.',
    website: 'https://example.com/david-okoro',
    linkedin: 'https://www.linkedin.com/in/example-david-okoro',
  },
];

export function ReferencesSection() {
  return (
    <ArticleSection name="references">
      <ol className="csw-references">
        {REFERENCES.map((ref) => (
          <li key={ref.title}>
            {ref.authors} ({ref.year}). <cite>{ref.title}</cite>.
          </li>
        ))}
      </ol>
    </ArticleSection>
  );
}

export function AppendicesSection() {
  return (
    <ArticleSection name="appendices">
      <p>
        CSW borrows from, and is designed to sit alongside, several established methods. Each
        appendix summarizes one of them and how the two fit together.
      </p>
      <h3>Appendix A: Real options</h3>
      <p>
        Real options analysis, developed in corporate finance from the 1970s onward, treats
        managerial flexibility as an asset with value: the right, but not the obligation, to expand,
        defer, switch or abandon an investment. CSW borrows its central insight, that flexibility is
        worth paying for when uncertainty is high and a decision is hard to reverse. Where real
        options analysis prices that flexibility with formal valuation models, CSW manages it in
        practice through gates and commitment points. Teams that value options formally can attach
        those valuations to the options in each window.
      </p>
      <h3>Appendix B: Scenario planning</h3>
      <p>
        Scenario planning, made famous by Pierre Wack and his colleagues at Royal Dutch Shell in the
        1970s, builds several coherent stories about how the future might unfold and uses them to
        challenge managers' assumptions. CSW complements it. Scenarios are excellent at widening the
        field of view at the explore edge of a window; proactive action strategies then translate
        the most important scenario drivers into observable events, probability curves and triggers,
        so that the insight from the scenarios reaches the decisions made at each review.
      </p>
      <h3>Appendix C: Rolling wave planning</h3>
      <p>
        Rolling wave planning, described in the Project Management Institute's PMBOK Guide, plans
        near-term work in detail and later work at a higher level, elaborating progressively as the
        work comes closer. The sliding window and its commit, plan and explore zones are close
        relatives of this idea. CSW carries it from the scope of a project to strategic choices, and
        adds explicit gates for collapsing options, probability curves, and triggers tied to events
        outside the organization.
      </p>
      <h3>Appendix D: Assumptive goal setting</h3>
      <p>
        By assumptive goal setting we mean writing each goal together with the assumptions it
        depends on, so that the goal is revisited when an assumption fails rather than defended
        regardless. It shares its spirit with discovery-driven planning as described by Rita Gunther
        McGrath and Ian MacMillan. In CSW those assumptions become the events behind proactive
        action strategies: each critical assumption gets a probability curve and triggers, so that a
        failing assumption prompts a prepared response instead of a surprise.
      </p>
      <h3>Appendix E: Decision trees</h3>
      <p>
        Decision trees lay out choices, chance events and outcomes in sequence, so that expected
        values can be calculated and compared. They suit the gates in CSW well: at each gate, a
        small tree can show how the remaining options perform under the main uncertainties. A tree
        is usually built once, for one decision; CSW revisits the probabilities on a rhythm and lets
        the tree change shape as options are dropped and new information arrives.
      </p>
      <h3>Appendix F: The Scaled Agile Framework (SAFe)</h3>
      <p>
        SAFe organizes large agile organizations around planning increments, typically eight to
        twelve weeks long, with portfolio, program and team levels. Organizations using SAFe already
        have a natural rhythm for CSW: the start of each planning increment is an &ldquo;at the
        start of each event&rdquo; review. CSW adds what SAFe leaves to the portfolio level: an
        explicit strategic window that slides beyond the current increment, probability curves for
        external events, and triggers that connect those events to changes in portfolio priorities.
      </p>
    </ArticleSection>
  );
}

export function AboutTheAuthorsSection() {
  return (
    <ArticleSection name="aboutTheAuthors">
      <ul className="csw-authors">
        {AUTHORS.map((author) => (
          <Card as="li" key={author.name} className="csw-author">
            <div className="csw-author-header">
              <span className="csw-author-avatar" aria-hidden="true">
                {author.initials}
              </span>
              <div>
                <h3 className="csw-author-name">{author.name}</h3>
                <p className="csw-author-role">{author.role}</p>
              </div>
            </div>
            <p>{author.bio}</p>
            <ul className="csw-author-links">
              <li>
                <ExternalLink href={author.website}>
                  Website<span className="visually-hidden"> of {author.name}</span>
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={author.linkedin}>
                  LinkedIn<span className="visually-hidden"> profile of {author.name}</span>
                </ExternalLink>
              </li>
            </ul>
          </Card>
        ))}
      </ul>
    </ArticleSection>
  );
}
