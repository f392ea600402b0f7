// Every partner service page's content, in one typed place. The keys are the URL segments
// (/peak-partners/{key}); site-map.ts lists the same keys for pre-rendering.
export interface ServiceBlock {
  title: string;
  text: string;
}

export interface FullServicePage {
  kind: 'full';
  title: string;
  /** One line for the hub card. */
  summary: string;
  intro: string;
  listHeading: string;
  bullets: string[];
  blocks: [ServiceBlock, ServiceBlock, ServiceBlock, ServiceBlock];
}

/** The specification gives this page a heading and nothing else. */
export interface HeadingOnlyPage {
  kind: 'heading';
  title: string;
}

export type PartnerServicePage = FullServicePage | HeadingOnlyPage;

export const HUB_SERVICES = ['strategy', 'planning', 'delivery', 'executive-coaching'] as const;
export type HubService = (typeof HUB_SERVICES)[number];

const FULL_PAGES: Record<HubService, FullServicePage> = {
  strategy: {
    kind: 'full',
    title: 'Strategy',
    summary: 'Turn a long list of ambitions into a short, defensible set of strategic bets.',
    intro:
      "Most strategies fail because they never choose. We help executive teams decide where to play, what to stop and which few bets deserve the organization's best people, and then make those choices legible to everyone who has to act on them.",
    listHeading: 'What changes for you',
    bullets: [
      'A strategy on one page that every leader can explain in two minutes',
      'An explicit list of what you will not do this year, agreed by the whole team',
      'Strategic bets tied to measurable outcomes and named owners',
      'A portfolio that fits the capacity you actually have',
    ],
    blocks: [
      {
        title: 'Strategic clarity sprint',
        text: 'Four weeks of interviews, data review and two working sessions that end with a one-page strategy and the decisions behind it.',
      },
      {
        title: 'Portfolio rationalization',
        text: 'A review of every active initiative against value, cost of delay and strategic fit, with a clear keep, pause or stop call for each.',
      },
      {
        title: 'Options and scenarios',
        text: 'Structured thinking about what could change, which signals to watch and which commitments to keep reversible.',
      },
      {
        title: 'Strategy communication',
        text: 'The narrative, visuals and cascade plan that carry your choices from the boardroom to the front line without losing their edge.',
      },
    ],
  },
  planning: {
    kind: 'full',
    title: 'Planning',
    summary: 'Build plans that match your real capacity and survive the first surprise.',
    intro:
      'Annual plans that assume everything goes right are out of date by February. We help you plan in shorter, honest cycles: sized to the capacity you really have, sequenced by cost of delay, and revisited on a rhythm so the plan keeps up with the world.',
    listHeading: 'What changes for you',
    bullets: [
      'Quarterly planning that takes hours, not weeks',
      'Roadmaps built from real team capacity rather than wishful totals',
      'Work sequenced by economic impact, so the most valuable items ship first',
      'Dependencies surfaced before they turn into delays',
    ],
    blocks: [
      {
        title: 'Quarterly planning design',
        text: 'An agenda, templates and facilitation for a planning cycle your teams can run themselves after the first round.',
      },
      {
        title: 'Capacity-based roadmaps',
        text: 'A simple model of what each team can take on, so commitments are made against real numbers.',
      },
      {
        title: 'Cost-of-delay sequencing',
        text: 'A shared, lightweight way to estimate what waiting costs, used to order the roadmap and settle debates quickly.',
      },
      {
        title: 'Dependency mapping',
        text: 'A visual map of who needs what from whom, reviewed every cycle so blocked work is spotted early.',
      },
    ],
  },
  delivery: {
    kind: 'full',
    title: 'Delivery',
    summary: 'Finish more of what matters by starting less and reviewing often.',
    intro:
      'Priorities only matter if they ship. We help teams limit work in progress, run a steady operating rhythm and make decisions quickly when plans meet reality, so the important work finishes and the rest waits its turn.',
    listHeading: 'What changes for you',
    bullets: [
      'Fewer initiatives in flight and faster completion of each one',
      'A weekly and monthly rhythm that keeps leaders close to the work',
      'Clear escalation paths, so blocked decisions are made within days',
      'Delivery measures that show flow, not just activity',
    ],
    blocks: [
      {
        title: 'Operating rhythm',
        text: 'A designed set of weekly, monthly and quarterly reviews, each with a clear purpose, the right attendees and a short agenda.',
      },
      {
        title: 'Work-in-progress limits',
        text: 'Agreed limits on concurrent work at team and portfolio level, with the conversations that make them stick.',
      },
      {
        title: 'Delivery health reviews',
        text: 'An independent look at a program or portfolio that names the real constraints and the next three moves.',
      },
      {
        title: 'Decision logs',
        text: 'A lightweight record of what was decided, by whom and why, so teams stop relitigating settled questions.',
      },
    ],
  },
  'executive-coaching': {
    kind: 'full',
    title: 'Executive Coaching',
    summary: 'Protect your attention for the few decisions only you can make.',
    intro:
      'Senior leaders are rarely short of ideas or effort. What runs out is attention. Our coaching helps executives decide where their time goes, say no without burning bridges and build the personal rhythm that keeps the important work ahead of the urgent.',
    listHeading: 'What you can expect',
    bullets: [
      'A clear picture of where your time goes today, and where it should go',
      'Practical scripts for declining, delegating and renegotiating commitments',
      'A personal weekly review you will actually keep',
      'Progress measured against your assessment baseline',
    ],
    blocks: [
      {
        title: 'One-to-one coaching',
        text: 'Fortnightly sessions over six months with one of our managing partners, with support between sessions when a hard call comes up.',
      },
      {
        title: 'Leadership team coaching',
        text: 'Working with the executive team as a unit on how it sets priorities, makes trade-offs and holds itself to them.',
      },
      {
        title: 'New-role transitions',
        text: 'A structured first 90 days for newly appointed executives: what to learn, what to decide and what to leave alone.',
      },
      {
        title: 'Assessment-led development',
        text: 'The Solo Prioritization Assessment at the start and end of the engagement, so you can see what has changed.',
      },
    ],
  },
};

export const PARTNER_SERVICE_PAGES: Record<string, PartnerServicePage> = {
  ...FULL_PAGES,
  prioritization: { kind: 'heading', title: 'Prioritization' },
};

/** The page for a URL segment, or undefined; own keys only, so "constructor" finds nothing. */
export function findPartnerService(slug: string | undefined): PartnerServicePage | undefined {
  if (!slug || !Object.hasOwn(PARTNER_SERVICE_PAGES, slug)) return undefined;
  return PARTNER_SERVICE_PAGES[slug];
}

export const hubService = (slug: HubService): FullServicePage => FULL_PAGES[slug];

export const DEGAP_STEPS = [
  { name: 'Decide', text: 'Agree the outcome that matters most right now.' },
  { name: 'Engage', text: 'Bring in the people who own the work and the consequences.' },
  { name: 'Gather', text: 'Collect the facts on value, effort and cost of delay.' },
  { name: 'Arrange', text: 'Lay the options side by side so the trade-offs are visible.' },
  { name: 'Prioritize', text: 'Commit to an order, and review it on a steady rhythm.' },
] as const;
