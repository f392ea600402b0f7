// The method itself: why it exists, sliding windows, collapsing options, proactive action
// strategies, the monitoring rhythm and the three sources of signal.
import { ArticleSection, PullQuote } from './article-parts';
import { FigureCollapsingOptions } from './figures/figure-collapsing-options';
import { FigureMonitoringRhythm } from './figures/figure-monitoring-rhythm';
import { FigureProbabilityCurve } from './figures/figure-probability-curve';
import { FigureSignalSources } from './figures/figure-signal-sources';
import { FigureSlidingWindow } from './figures/figure-sliding-window';

export function IntroductionSection() {
  return (
    <ArticleSection name="introduction">
      <p>
        Most leadership teams we work with do not lack plans. They have annual plans, three-year
        plans, board decks with confident curves, and roadmaps that stretch in tidy swim lanes to
        the end of next year. What they lack is a way of planning that stays honest as the future
        arrives. The plan approved in January describes a world that, by April, no longer quite
        exists. Teams then face an uncomfortable choice: defend the plan and discount the evidence,
        or abandon the plan and improvise. Neither is strategy.
      </p>
      <p>
        Collapsing Sliding Windows (CSW) is the method we developed at Peak Partners to escape that
        choice. It rests on two observations. First, the useful horizon of a plan moves with time: a
        clear view of the next eighteen months is valuable in every month, not only in the month it
        was written. Second, the range of sensible options is not constant. Far from a commitment
        point you should keep many paths open, because keeping them open is cheap and information is
        still arriving. Close to a commitment point you must narrow down to one, because waiting has
        become expensive and the evidence is about as good as it will get before you have to act.
      </p>
      <p>
        Put together, these observations give the method its name. You plan in windows whose horizon
        slides forward as time passes, and within each window the range of options collapses as
        commitment points approach. Around that core sit three practices that make the method work
        in real organizations:
      </p>
      <ul>
        <li>
          <strong>Proactive action strategies.</strong> For each important uncertainty you decide in
          advance what you will do, using a probability curve that expresses how likely the event is
          over time and trigger conditions that say when to move.
        </li>
        <li>
          <strong>A monitoring rhythm.</strong> You look at the environment on a fixed cadence
          (monthly, quarterly, or at the start of each event) rather than whenever someone happens
          to feel anxious.
        </li>
        <li>
          <strong>Three sources of signal.</strong> You read external signals, internal signals and
          stakeholder sentiment on purpose, and weigh them together.
        </li>
      </ul>
      <p>
        This article explains each element, works through a market entry, names the five failure
        patterns we see most often, and closes with appendices that relate CSW to methods you may
        already use. It is written for leaders who own outcomes.
      </p>
      <PullQuote>
        A plan is not a prediction. It is a set of commitments you choose to make now, and a set of
        commitments you choose, on purpose, to make later.
      </PullQuote>
    </ArticleSection>
  );
}

export function SlidingWindowsSection() {
  return (
    <ArticleSection name="slidingWindows">
      <p>
        A planning window is a stretch of time you treat as your active field of view. Its length
        depends on the business: a consumer software team might use six months, a manufacturer with
        long equipment lead times might use thirty-six. What matters is that the window is anchored
        to today, not to the calendar. When a quarter passes, the far edge of the window moves out
        by a quarter as well. You never arrive at the end of the plan, because the end keeps moving.
      </p>
      <p>
        That sounds obvious, yet it contradicts how most organizations plan. The annual cycle
        produces a plan whose horizon shrinks every month: in January it looks twelve months ahead,
        in October it looks two. By the fourth quarter, decisions with long lead times are made with
        no plan at all, or deferred until the next cycle produces a fresh document. A sliding window
        keeps the look-ahead constant.
      </p>
      <h3>Three zones inside every window</h3>
      <p>
        Within each window we distinguish three zones. They are defined by how reversible the
        decisions in them are, not by fixed dates.
      </p>
      <ul>
        <li>
          <strong>Commit.</strong> The near term, where budgets are allocated, people are assigned
          and dates are promised. Changes here are possible but costly, and should be rare.
        </li>
        <li>
          <strong>Plan.</strong> The middle distance, where you have a preferred path and are
          preparing for it, but have not yet spent the money or made the announcement.
        </li>
        <li>
          <strong>Explore.</strong> The far edge, where you hold several possibilities, invest in
          learning rather than building, and deliberately avoid premature detail.
        </li>
      </ul>
      <p>
        As the window slides, work moves from explore to plan to commit. The zones are not
        bureaucratic stages; they are a shared vocabulary. When a leader asks whether something is
        committed or planned, everyone in the room should know what the answer implies about the
        cost of changing it.
      </p>
      <FigureSlidingWindow />
      <h3>Choosing the window length</h3>
      <p>
        Derive the length of the window from the longest lead time among your critical decisions,
        then add a margin. If hiring a senior leader takes five months and fitting out a facility
        takes nine, an eighteen-month window lets you see both decisions coming with time to
        prepare. A window that is too short turns every decision into an emergency. A window that is
        too long invites detailed planning of things nobody can yet know.
      </p>
    </ArticleSection>
  );
}

export function CollapsingOptionsSection() {
  return (
    <ArticleSection name="collapsingOptions">
      <p>
        The second idea concerns how many options you keep alive. Early on, options are cheap. A
        conversation with a potential partner, a small prototype or an informal inquiry to a
        regulator costs little and preserves the ability to go a different way. As a commitment
        point approaches, the cost of keeping alternatives alive rises: you would need two hiring
        plans, two supplier contracts, two launch campaigns. At the same time the value of keeping
        them falls, because most of the information you were waiting for has arrived.
      </p>
      <p>
        CSW makes that trade-off explicit. Each important decision has a commitment point: the last
        responsible moment, after which delaying costs more than it saves. Between now and that
        point you place gates where you deliberately narrow the field. Figure 2 shows a typical
        shape: six candidate paths become four at the first gate, two at the second, and one at the
        commitment point.
      </p>
      <FigureCollapsingOptions />
      <h3>What a gate is, and what it is not</h3>
      <p>
        A gate is a scheduled conversation with a defined output: a shorter list of options, and a
        written reason for each option dropped. It is not a status meeting, and it is not a vote on
        whether the initiative should exist. A good gate answers three questions:
      </p>
      <ol>
        <li>
          What have we learned since the last gate that changes the relative attractiveness of the
          options?
        </li>
        <li>
          Which options are now dominated, meaning another option is at least as good on every
          dimension that matters to us?
        </li>
        <li>
          What is the cheapest next step that would tell us the most about the options that remain?
        </li>
      </ol>
      <p>
        Options collapse whether you manage them or not. If you do not choose, deadlines, budget
        cycles and competitors will choose for you, usually at the worst moment and without a record
        of why. The discipline is to collapse deliberately, at gates you set in advance, with
        reasons you can examine later.
      </p>
      <PullQuote>
        Collapse your options on purpose, or the calendar will collapse them for you.
      </PullQuote>
      <h3>Working back from the commitment point</h3>
      <p>
        Gates are easiest to place by working backward. Start from the commitment point, ask how
        long the preparation for the chosen path takes, and put the last gate just before that
        preparation must begin. Then ask what you would need to learn to get from four options to
        two, and how long learning it takes; that sets the gate before. Two or three gates per
        decision is usually enough; more become a way of postponing the choice.
      </p>
    </ArticleSection>
  );
}

export function ProactiveActionSection() {
  return (
    <ArticleSection name="proactiveAction">
      <p>
        Windows and gates organize your own decisions. The world, however, does not wait for your
        gates. Competitors launch, regulators act, key customers change their minds. A proactive
        action strategy is a response to such an event that you design before it happens. It has
        three parts:
      </p>
      <ul>
        <li>
          <strong>The event:</strong> a specific, observable development that would matter to the
          plan, such as a competitor launching a lower-priced tier in your core segment.
        </li>
        <li>
          <strong>The probability curve:</strong> your current estimate of how likely the event is
          across the window, and how that likelihood is expected to change over time.
        </li>
        <li>
          <strong>The trigger conditions:</strong> thresholds on the curve, or on observable
          indicators, at which you move from watching, to preparing, to acting.
        </li>
      </ul>
      <h3>Drawing the probability curve</h3>
      <p>
        A probability curve is a simple chart: time along the bottom, probability up the side. It
        does not need to be precise to be useful. What matters is that the team commits to a number
        and a shape, writes down its reasoning, and can later see how the estimate has moved. A
        curve forces the conversation that vague language avoids. &ldquo;There is some chance the
        regulator will act&rdquo; hides the fact that one executive means ten percent and another
        means sixty.
      </p>
      <p>
        Most curves take one of three shapes. A <em>rising</em> curve describes events that become
        more likely as time passes, such as a competitor's launch once it has announced beta
        customers. A <em>falling</em> curve describes events whose window is closing, such as a
        partner's offer that expires. A <em>step</em> describes events tied to a known date, such as
        a court ruling or a budget vote. Naming the shape tells the team where to look for evidence.
      </p>
      <FigureProbabilityCurve />
      <h3>Setting trigger conditions</h3>
      <p>
        Triggers turn the curve into action. We use three levels, each with a pre-agreed response:
      </p>
      <ol>
        <li>
          <strong>Watch.</strong> The event is plausible enough to monitor actively. A named person
          owns the indicator and reports on it at every review.
        </li>
        <li>
          <strong>Prepare.</strong> The event is likely enough that you invest in readiness:
          drafting the response, lining up suppliers, briefing the board, without yet spending
          heavily.
        </li>
        <li>
          <strong>Act.</strong> The event is likely enough, or already visible enough, that you
          execute the prepared response.
        </li>
      </ol>
      <p>
        Where to set the thresholds depends on the cost of acting early compared with the cost of
        acting late. If a response is cheap and reversible, set the act threshold low. If it is
        expensive and hard to undo, set it high and invest more in preparation, so that you can move
        quickly once the threshold is crossed. Where possible, tie triggers to observable indicators
        as well as to probabilities. &ldquo;Act when two of our top twenty accounts ask for the
        lower tier&rdquo; is easier to verify than &ldquo;act at seventy percent&rdquo;, and harder
        to argue away.
      </p>
      <PullQuote>
        The point of a trigger is that the argument happens before the crisis, while people can
        still think clearly.
      </PullQuote>
    </ArticleSection>
  );
}

export function MonitoringRhythmSection() {
  return (
    <ArticleSection name="monitoringRhythm">
      <p>
        Curves and triggers decay if nobody looks at them. The next element of CSW is a monitoring
        rhythm: a fixed cadence at which the team looks at the environment, revisits the probability
        curve and trigger conditions of each proactive action strategy, and decides what, if
        anything, to change. The rhythm matters more than the exact interval. Organizations that
        review &ldquo;when needed&rdquo; end up reviewing when it is already too late, or when the
        loudest person in the building is worried.
      </p>
      <p>
        We recommend choosing one of three rhythms for each window and making it visible in
        everyone's calendar for the whole length of the window:
      </p>
      <ul>
        <li>
          <strong>Monthly.</strong> Suited to fast-moving markets, early-stage ventures and any
          window with a commitment point less than six months away. A monthly review is short,
          typically sixty to ninety minutes, and focuses on movement in signals and curves.
        </li>
        <li>
          <strong>Quarterly.</strong> Suited to established businesses and longer windows. The
          quarterly review is where the window formally slides forward, new possibilities enter the
          explore zone, and gates are held.
        </li>
        <li>
          <strong>At the start of each event.</strong> Suited to work organized around discrete
          events: product launches, trade shows, funding rounds, seasons, planning increments. The
          review happens before the event begins, while there is still time to change course.
        </li>
      </ul>
      <FigureMonitoringRhythm />
      <h3>What happens in a review</h3>
      <p>Every review, whatever its cadence, follows the same four steps:</p>
      <ol>
        <li>
          <strong>Scan signals.</strong> Each signal owner reports what has changed in their area
          since the last review, with evidence rather than impressions alone.
        </li>
        <li>
          <strong>Revisit the curves.</strong> For each proactive action strategy, the team asks
          whether the probability curve should move, and records the new estimate next to the old
          one.
        </li>
        <li>
          <strong>Test the triggers.</strong> The team checks whether any watch, prepare or act
          threshold has been crossed, and whether the thresholds themselves still make sense.
        </li>
        <li>
          <strong>Act or hold.</strong> The team confirms the responses that have been triggered,
          slides the window if the review is a quarterly one, and records what it decided not to do
          and why.
        </li>
      </ol>
      <p>
        The written record matters. Over several cycles it becomes a track record of how good the
        team's estimates were, which is the only reliable way to improve them. Forecasting research
        suggests that people who update often, in small steps, and keep score get measurably better.
      </p>
      <h3>Revisiting the curve and the triggers</h3>
      <p>
        Revisiting is not the same as re-approving. A common failure is to glance at last quarter's
        curve, agree that nothing much has changed, and move on. To avoid this, ask each owner to
        state what evidence would have moved the curve, and whether any of that evidence appeared.
        If a trigger has never come close to firing in a year, ask whether it sits in the wrong
        place, or whether the event no longer matters and the strategy should be retired. And if a
        threshold was crossed and the team chose not to act, then either the threshold was wrong or
        the discipline was. The review should say which.
      </p>
    </ArticleSection>
  );
}

export function SignalsSection() {
  return (
    <ArticleSection name="signals">
      <p>
        A monitoring rhythm is only as good as what it monitors. CSW asks teams to read three
        sources of signal on purpose, because each one catches what the others miss.
      </p>
      <FigureSignalSources />
      <h3>External signals</h3>
      <p>
        External signals come from outside the organization: market data, competitor moves, customer
        behavior in aggregate, regulation, technology shifts, macroeconomic conditions and supply.
        They are often the first to show that a curve should move, but they are noisy. The
        discipline is to name in advance which indicators matter for each proactive action strategy,
        so that the review does not become a tour of interesting news.
      </p>
      <h3>Internal signals</h3>
      <p>
        Internal signals come from your own operations: pipeline conversion, delivery pace, hiring
        progress, quality measures, cash position and the health of key projects. They tell you
        whether you are able to execute the responses you have prepared. A strategy that assumes you
        can ship a new pricing tier in six weeks is only valid while internal signals confirm the
        team has that capacity.
      </p>
      <h3>Stakeholder sentiment</h3>
      <p>
        Stakeholder sentiment is how the people who matter to the plan feel about it: board members,
        major customers, partners, investors, regulators and your own employees. Sentiment is
        subjective by nature, and that is exactly why it has to be tracked. A technically sound plan
        can fail because a key customer has quietly lost confidence, or because the team executing
        it no longer believes in it. We ask leaders to record sentiment explicitly for each
        stakeholder group at each review, on a simple five-point scale with one sentence of
        evidence.
      </p>
      <PullQuote>
        When the data says one thing and the room says another, you have not found noise. You have
        found the next conversation.
      </PullQuote>
      <p>
        The three sources are weighed together. When they agree, move with confidence. When they
        disagree, treat the disagreement as information. External signals pointing one way while
        stakeholders feel another often means either that the market is moving faster than your
        people have noticed, or that your people know something the data does not yet show.
      </p>
    </ArticleSection>
  );
}
