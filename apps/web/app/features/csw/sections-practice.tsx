// The method in practice: a worked example, the failure patterns, first steps and the conclusion.
import { ArticleSection, PullQuote } from './article-parts';
import { FigureBigBangComparison } from './figures/figure-big-bang-comparison';

function SettingUpTheWindow() {
  return (
    <>
      <h3>Setting up the window</h3>
      <p>
        The team chooses an eighteen-month window with a quarterly rhythm, switching to monthly
        reviews for the six months before launch. It identifies three commitment points, each set at
        the last responsible moment:
      </p>
      <ol>
        <li>
          <strong>Hire a country lead by month 4,</strong> because senior searches take about five
          months and the lead must be in place before the launch campaign is designed.
        </li>
        <li>
          <strong>Choose between an office in Frankfurt and a remote-first team by month 7,</strong>{' '}
          because fitting out an office takes about five months.
        </li>
        <li>
          <strong>Commit the launch budget and date by month 9,</strong> for a launch in month 12.
        </li>
      </ol>
      <p>
        At month 0 the explore zone holds six ways to enter: direct sales, a reseller partnership,
        acquiring a small local competitor, a joint venture, a self-service online offer, and
        waiting a year. That is a deliberately wide field.
      </p>
    </>
  );
}

function CollapsingTheOptions() {
  return (
    <>
      <h3>Collapsing the options</h3>
      <p>
        At the first gate, in month 2, the team drops the joint venture, because no suitable partner
        emerged from eight conversations, and waiting a year, because two competitors have announced
        German offerings and the cost of waiting has visibly risen. At the second gate, in month 5,
        after a pilot with three logistics firms, it drops the acquisition (the only credible target
        was valued at twice the team's ceiling) and the self-service offer (pilot customers wanted
        German-language onboarding and on-site workshops). Two options remain, direct sales and a
        reseller partnership, and the team prepares both as far as signed letters of intent. At
        month 9 it commits to direct sales, with a single reseller covering the southern region.
      </p>
    </>
  );
}

function TheProactiveActionStrategy() {
  return (
    <>
      <h3>The proactive action strategy</h3>
      <p>
        One uncertainty dominates: whether the largest competitor will cut its prices in Germany
        before Harbor Metrics launches. The team draws a rising probability curve that starts at
        fifteen percent, because the competitor has done exactly this in two other markets about a
        year after a new entrant appeared. It sets trigger conditions with owners and responses:
      </p>
      <ul>
        <li>
          <strong>Watch at 30 percent,</strong> or as soon as the competitor advertises German sales
          roles. Owner: the head of marketing, reporting at every review.
        </li>
        <li>
          <strong>Prepare at 50 percent,</strong> or when two pilot customers report being offered
          discounts. Response: design a lower-priced starter tier and model its effect on margin.
        </li>
        <li>
          <strong>Act at 70 percent,</strong> or when a price cut is publicly announced. Response:
          launch the starter tier with a twelve-month price lock for early customers.
        </li>
      </ul>
    </>
  );
}

function WhatHappened() {
  return (
    <>
      <h3>What happened</h3>
      <p>
        At the month 6 review, external signals show the competitor hiring four sales people in
        Munich, so the watch trigger fires. Internal signals are mixed: the pilot converted two of
        three firms, but onboarding took longer than planned. Stakeholder sentiment is positive
        among pilot customers and cautious on the board, where one director worries about margin.
        The team moves the curve from 25 to 40 percent and writes down why.
      </p>
      <p>
        In month 8, two pilot customers mention discount offers. That is an observable prepare
        trigger, whatever the curve says, so the team designs the starter tier and briefs the board,
        answering the margin concern with a model showing the price lock expiring before the tier
        could erode the core plan. In month 11 the competitor announces its price cut. Because the
        response is ready, Harbor Metrics launches the starter tier within two weeks of the
        announcement rather than three months later, and the main launch in month 12 goes ahead on
        its original date.
      </p>
      <p>
        The method did not predict the competitor's move. It made the team decide in advance what
        the move would mean and what to do about it, so that when the evidence arrived the
        conversation was about execution rather than alarm.
      </p>
    </>
  );
}

export function WorkedExampleSection() {
  return (
    <ArticleSection name="workedExample">
      <p>
        To make the method concrete, consider an illustrative case built from patterns we see often.
        A business software company based in the United States, which we will call Harbor Metrics,
        sells analytics to mid-sized logistics firms. Its leadership team wants to enter Germany,
        its largest untapped market, and the board has asked for a plan.
      </p>
      <SettingUpTheWindow />
      <CollapsingTheOptions />
      <TheProactiveActionStrategy />
      <WhatHappened />
    </ArticleSection>
  );
}

export function FailurePatternsSection() {
  return (
    <ArticleSection name="failurePatterns">
      <p>
        CSW is simple to describe and demanding to practice. Across many engagements we see the same
        five failure patterns. Each is a predictable human response to uncertainty; naming them
        helps teams catch themselves.
      </p>
      <h3>Wishful thinking</h3>
      <p>
        Wishful thinking shows up as probability curves that drift toward what the team wants to be
        true. The feared competitor response is always &ldquo;unlikely&rdquo;; the pilot results are
        always &ldquo;encouraging&rdquo;. Optimism in planning is among the best documented biases
        in decision research, and senior teams are not immune. The countermeasures are structural:
        ask someone other than the plan's owner to draw each curve, keep old estimates beside new
        ones, and score estimates against outcomes over time.
      </p>
      <h3>Willful ignorance</h3>
      <p>
        Willful ignorance is subtler. The team does not misjudge the evidence; it avoids looking at
        it. Signals that would force an uncomfortable decision never reach the agenda, or the owner
        of an awkward indicator is quietly not asked. The remedy is to give every trigger an owner
        who reports at every review, even when the answer is &ldquo;no change&rdquo;, and to make it
        normal for anyone in the review to add a signal to the watch list.
      </p>
      <h3>Big bang planning</h3>
      <p>
        Big bang planning makes all the major decisions at once, at the start, and then executes. It
        fails for two reasons: it commits early to choices that could safely have been deferred, and
        its single review point usually comes too late to correct course. Figure 6 contrasts the two
        approaches. In a big bang plan, the gap between plan and reality widens unnoticed. With
        collapsing sliding windows, each review re-aims the plan from where you actually are.
      </p>
      <FigureBigBangComparison />
      <h3>Confusing busywork with strategy</h3>
      <p>
        Any method with rhythms and artifacts can turn into theater. Teams produce handsome curves,
        hold punctual reviews and update every dashboard, and yet nothing is decided. The test is
        simple: at the end of each review, list the decisions made, the options dropped and the
        triggers changed. If that list is empty several reviews in a row, the team is maintaining
        the method instead of using it. Warning signs include:
      </p>
      <ul>
        <li>Reviews that run over time but end without a recorded decision.</li>
        <li>Curves that never move, or that move without a written reason.</li>
        <li>More effort spent formatting the review pack than discussing it.</li>
        <li>Gates that are rescheduled rather than held when the choice gets hard.</li>
      </ul>
      <h3>Neglecting subjectivity</h3>
      <p>
        Finally, many teams treat anything subjective as unreliable and leave it out. Yet
        probability estimates are themselves judgments, and stakeholder sentiment is subjective by
        definition. Ignoring subjectivity does not remove it; it hides it inside numbers that look
        objective. CSW asks teams to state judgments openly, record who made them and on what basis,
        and compare them over time. Subjective inputs, captured honestly, are often the earliest
        warning you will get.
      </p>
      <PullQuote>
        Every number in a strategy was a judgment before it was a number. Say whose judgment it was.
      </PullQuote>
    </ArticleSection>
  );
}

export function GettingStartedSection() {
  return (
    <ArticleSection name="gettingStarted">
      <p>
        You do not need a transformation program to begin. Most leadership teams can run a first
        cycle within a month:
      </p>
      <ol>
        <li>
          Pick one strategic initiative with real uncertainty and at least one commitment point in
          the next year.
        </li>
        <li>
          Choose a window length from the longest lead time involved, and sketch the commit, plan
          and explore zones.
        </li>
        <li>
          List the options still open, and set the gates at which you will narrow them, working back
          from each commitment point.
        </li>
        <li>
          Name the two or three external events that would most change the plan, and draw a
          probability curve for each.
        </li>
        <li>Set watch, prepare and act triggers, each with an owner and a prepared response.</li>
        <li>
          Choose a rhythm (monthly, quarterly, or at the start of each event) and put the reviews in
          the calendar for the whole window.
        </li>
        <li>
          After three reviews, look back: which curves moved, which triggers fired, and what you
          would now set differently.
        </li>
      </ol>
    </ArticleSection>
  );
}

export function ConclusionSection() {
  return (
    <ArticleSection name="conclusion">
      <p>
        Leaders are paid to commit under uncertainty. The question is never whether to commit, but
        when, to what, and on what evidence. Collapsing Sliding Windows gives that question a
        structure. Windows that slide keep your view of the future constant. Options that collapse
        at deliberate gates keep flexibility where it is cheap and remove it where it is costly.
        Proactive action strategies, with their probability curves and trigger conditions, move the
        hard arguments to calm moments. A monitoring rhythm and three deliberate sources of signal
        keep the whole system honest.
      </p>
      <p>
        None of this replaces judgment. It gives judgment a place to work, a record to learn from,
        and a calendar that makes sure it happens. In our experience that is the difference between
        organizations that are surprised by the future and organizations that expected it, in
        outline if not in detail, and had already decided what to do.
      </p>
    </ArticleSection>
  );
}
