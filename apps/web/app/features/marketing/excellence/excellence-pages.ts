// The older "excellence" pages: one per practice, each with two case studies.
export interface CaseStudy {
  title: string;
  client: string;
  challenge: string;
  approach: string;
  results: string[];
}

export interface ExcellencePage {
  path: string;
  title: string;
  description: string;
  intro: string;
  cases: [CaseStudy, CaseStudy];
}

export const EXCELLENCE: ExcellencePage[] = [
  {
    path: '/peak-strategies',
    title: 'Strategy Excellence',
    description:
      'How Peak Partners helps executive teams turn crowded strategies into a few clear bets: two client case studies.',
    intro:
      'A good strategy is a set of choices, and the hardest choices are about what not to do. These two engagements show how leadership teams narrowed their focus and what it changed.',
    cases: [
      {
        title: 'From 31 initiatives to 7',
        client: 'A regional health network with 9,000 staff',
        challenge:
          'The executive team had approved 31 "strategic" initiatives in two years. Clinical leaders could not say which mattered most, and none was on schedule.',
        approach:
          'We ran a four-week clarity sprint: interviews with 40 leaders, a portfolio review against patient outcomes and cost of delay, and two working sessions with the executive team.',
        results: [
          'Seven strategic bets, each with one accountable executive',
          '24 initiatives closed or folded into the seven',
          'Two flagship programs delivered within the following year',
        ],
      },
      {
        title: 'A three-year strategy on one page',
        client: 'A growth-stage software company after a large funding round',
        challenge:
          'New capital brought new ambitions. Every department had its own roadmap, and the board could not see how they added up to one plan.',
        approach:
          'We facilitated a strategy reset with the founders and leadership team, made the trade-offs explicit, and built a one-page strategy with a communication plan for every team.',
        results: [
          'A single strategy every manager could explain in two minutes',
          'Headcount plans cut by a third while preserving growth targets',
          'Board approval in one meeting instead of three',
        ],
      },
    ],
  },
  {
    path: '/peak-plans',
    title: 'Planning Excellence',
    description:
      'How Peak Partners helps organizations plan in shorter, honest cycles sized to real capacity: two client case studies.',
    intro:
      'Plans fail when they assume more capacity than exists and more certainty than anyone has. These clients moved to shorter, capacity-based planning cycles and got their commitments back on track.',
    cases: [
      {
        title: 'From annual plans to quarterly cycles',
        client: 'A national freight and logistics operator',
        challenge:
          'An annual planning process took eleven weeks and was obsolete by spring. Teams quietly worked to their own priorities instead.',
        approach:
          'We designed a quarterly planning cycle with capacity-based commitments, cost-of-delay sequencing and a two-hour review format, and facilitated the first two rounds.',
        results: [
          'Planning time cut from eleven weeks to eight days a year',
          'Commitments met rose from 45% to 80% within three quarters',
          'The internal team now runs the cycle without outside help',
        ],
      },
      {
        title: 'A roadmap that matches the team',
        client: 'A mid-sized property and casualty insurer',
        challenge:
          'The IT roadmap promised three times what the delivery teams could build, so every quarter ended in missed dates and emergency reprioritization.',
        approach:
          'We built a simple capacity model with each team, mapped dependencies across the portfolio and helped leadership renegotiate commitments with the business.',
        results: [
          'A roadmap sized to real capacity, agreed with business owners',
          'Escalations to the executive committee down by two thirds',
          'Regulatory projects delivered on time for the first time in three years',
        ],
      },
    ],
  },
  {
    path: '/peak-execution',
    title: 'Execution Excellence',
    description:
      'How Peak Partners helps teams finish more by starting less and reviewing on a steady rhythm: two client case studies.',
    intro:
      'Execution is where priorities prove themselves. These two engagements show what happens when organizations limit work in progress and give leaders a rhythm to stay close to the work.',
    cases: [
      {
        title: 'Half the work in progress, twice the delivery',
        client: 'A 400-person fintech company',
        challenge:
          'Engineering was spread across 41 active projects. Everything was late, and the best people spent their days in status meetings.',
        approach:
          'We introduced portfolio-level limits on work in progress, a weekly delivery review and a decision log, and coached team leads through the first quarter of stopping work.',
        results: [
          'Active projects reduced from 41 to 18',
          'Median time to deliver a project cut by 45%',
          'Status meetings replaced by one 45-minute weekly review',
        ],
      },
      {
        title: 'A stalled program back on course',
        client: 'A specialty retailer with 220 stores',
        challenge:
          'A core systems replacement was eighteen months late and draining every other initiative of people and attention.',
        approach:
          'We ran a delivery health review, narrowed the first release to the capabilities stores needed most, and set up a fortnightly decision forum for the program.',
        results: [
          'First release live in 14 weeks',
          'Three competing initiatives paused to free key staff',
          'Program steering meetings shortened from three hours to one',
        ],
      },
    ],
  },
  {
    path: '/peak-executive-coaching',
    title: 'Executive Coaching Excellence',
    description:
      'How Peak Partners coaches executives to protect their attention for the decisions that matter: two client case studies.',
    intro:
      'Senior leaders rarely lack effort. They lack time for the few things only they can do. These two coaching engagements show how leaders won back their attention.',
    cases: [
      {
        title: "A new COO's first 90 days",
        client: 'A newly appointed chief operating officer at a healthcare services group',
        challenge:
          'Promoted from within, she inherited every commitment of her predecessor and spent her first month in back-to-back meetings with no time to think.',
        approach:
          'Fortnightly coaching built around the Solo Prioritization Assessment, a personal weekly review and a structured plan for which commitments to keep, hand off or end.',
        results: [
          'Meeting load cut from 38 to 22 hours a week',
          'A 90-day plan agreed with the chief executive in week three',
          'Two direct reports promoted into responsibilities she delegated',
        ],
      },
      {
        title: 'A founder steps back from daily operations',
        client: 'The founder and chief executive of a 150-person manufacturer',
        challenge:
          'Every decision still went through the founder. The company had outgrown that model, and she was exhausted.',
        approach:
          'Six months of coaching on delegation and decision rights, combined with leadership team sessions that made clear which decisions belonged where.',
        results: [
          'A written decision-rights map adopted by the leadership team',
          'Founder time on strategy and customers up from 10% to 40%',
          "The company's best growth year, with the founder taking her first full vacation in five years",
        ],
      },
    ],
  },
];

const normalize = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The page for a pathname; the first page if nothing matches, so the route always renders. */
export function excellenceFor(pathname: string): ExcellencePage {
  const path = normalize(pathname);
  return EXCELLENCE.find((p) => p.path === path) ?? (EXCELLENCE[0] as ExcellencePage);
}
