// The four services on the services page.
export interface Service {
  id: string;
  title: string;
  summary: string;
  includes: string[];
  formats: string;
  cta: string;
}

export const SERVICES: Service[] = [
  {
    id: 'speaking',
    title: 'Speaking and Keynotes',
    summary:
      'Keynotes and fireside conversations that give a whole organization one language for choosing what matters and letting go of the rest. Every talk is tailored to your audience and the decisions in front of them.',
    includes: [
      'Keynotes from 30 to 60 minutes, in person or virtual',
      'Pre-event interviews with your leaders to ground the stories',
      'A practical takeaway every attendee can use the next morning',
    ],
    formats: 'Conferences, company all-hands, leadership summits',
    cta: 'Book a keynote',
  },
  {
    id: 'coaching',
    title: 'Executive Coaching',
    summary:
      'One-to-one coaching for founders, executives and newly promoted leaders who are drowning in good options. We work on the decisions, boundaries and weekly habits that protect your attention for what only you can do.',
    includes: [
      'A six-month engagement with fortnightly sessions',
      'Your Solo Prioritization Assessment as the starting baseline',
      'Between-session support when a hard call cannot wait',
    ],
    formats: 'Individual leaders and their direct reports',
    cta: 'Ask about coaching',
  },
  {
    id: 'workshops',
    title: 'Workshops',
    summary:
      'Hands-on sessions where your team works on its real backlog, not a case study. We surface the hidden trade-offs, agree what stops, and leave you with a ranked list and a rhythm for keeping it current.',
    includes: [
      'Half-day and full-day formats for teams of 6 to 40',
      'Cost-of-delay and value-versus-effort exercises on your own work',
      'A written summary of decisions, owners and next review date',
    ],
    formats: 'Leadership teams, product groups, planning offsites',
    cta: 'Plan a workshop',
  },
  {
    id: 'consulting',
    title: 'Consulting',
    summary:
      'Longer engagements built on DEGAP, our five-step prioritization method. We help you rationalize the portfolio, design the operating rhythm and coach the people who run it until it works without us.',
    includes: [
      'Portfolio review: every active initiative, its owner and its cost of delay',
      'Operating rhythm design, from weekly reviews to quarterly planning',
      'Team assessments to measure progress over time',
    ],
    formats: 'Executive teams, transformation offices, PMOs',
    cta: 'Start a consulting conversation',
  },
];

export const WHY_US = [
  {
    title: 'Operators, not theorists',
    text: 'Our partners ran operations, product and portfolio teams for years before advising anyone. We have sat in your chair and made the calls you are facing.',
  },
  {
    title: 'A method you keep',
    text: 'DEGAP is simple enough to teach in an afternoon and robust enough to run a portfolio. We hand it over, with templates and training, so you never depend on us.',
  },
  {
    title: 'Results you can measure',
    text: 'We agree the measures at the start: fewer active initiatives, shorter planning cycles, higher completion rates. Then we report against them.',
  },
];
