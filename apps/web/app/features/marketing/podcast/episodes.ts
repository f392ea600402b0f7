// Recent Traction Heroes episodes, newest first.
export interface Episode {
  number: number;
  title: string;
  guest: string;
  date: string;
  minutes: number;
  summary: string;
}

export const RECENT_EPISODES: Episode[] = [
  {
    number: 42,
    title: 'The quarter we stopped half our projects',
    guest: 'Hannah Okafor, Chief Technology Officer at Juniper Freight',
    date: '2025-06-10',
    minutes: 46,
    summary:
      'Hannah walks through the week her engineering organization paused 19 of its 34 active projects, how she explained it to the board, and why delivery speed went up rather than down.',
  },
  {
    number: 41,
    title: 'Cost of delay for people who hate spreadsheets',
    guest: 'David Okoro, Managing Partner at Peak Partners',
    date: '2025-05-27',
    minutes: 38,
    summary:
      'A plain-language tour of cost of delay: the three questions that get you most of the value, the mistakes teams make the first time, and how to use it in a meeting without a single formula.',
  },
  {
    number: 40,
    title: 'Saying no to the CEO',
    guest: 'Sofia Marchetti, General Manager at Meridian Care',
    date: '2025-05-13',
    minutes: 51,
    summary:
      'Sofia shares the conversation that changed her relationship with her chief executive: declining a pet project by making its trade-offs visible, and what she would do differently next time.',
  },
  {
    number: 39,
    title: 'Operating rhythm after the reorg',
    guest: 'Dev Patel, SVP of Operations at Tidewater Insurance',
    date: '2025-04-29',
    minutes: 44,
    summary:
      'How a new operations leader rebuilt weekly and quarterly reviews from scratch after a merger, kept two cultures talking, and decided which inherited rituals to keep.',
  },
];
