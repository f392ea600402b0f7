// The six methods of the selector's catalogue, as the landing page lists them. The static selector
// (public/method-selector/scoring.js) carries the same names and ratings; a test keeps them in step.

export type Complexity = 'Simple' | 'Moderate' | 'Complex';
export type TimeNeeded = 'Quick' | 'Moderate' | 'Extensive';
export type TeamSize = 'Individual' | 'Small' | 'Medium' | 'Large';

export interface PrioritizationMethod {
  id: string;
  name: string;
  complexity: Complexity;
  time: TimeNeeded;
  teamSize: TeamSize;
  description: string;
  bestFor: string;
}

export const METHOD_CATALOGUE: readonly PrioritizationMethod[] = [
  {
    id: 'moscow',
    name: 'MoSCoW',
    complexity: 'Simple',
    time: 'Quick',
    teamSize: 'Small',
    description:
      'Sort every item into Must have, Should have, Could have and Won’t have this time. The categories force an honest conversation about what a release truly needs.',
    bestFor: 'A fixed deadline with more scope than capacity.',
  },
  {
    id: 'value-effort',
    name: 'Value vs Effort Matrix',
    complexity: 'Moderate',
    time: 'Moderate',
    teamSize: 'Medium',
    description:
      'Plot each option on a two-by-two grid of value against effort. Quick wins, big bets, fill-ins and money pits become visible at a glance, and debates turn into a shared picture.',
    bestFor: 'Comparing a mixed set of initiatives with rough estimates.',
  },
  {
    id: 'rice',
    name: 'RICE Scoring',
    complexity: 'Moderate',
    time: 'Moderate',
    teamSize: 'Medium',
    description:
      'Score each item on Reach, Impact, Confidence and Effort, then rank by the result. The formula makes long backlogs comparable and exposes guesses dressed up as facts.',
    bestFor: 'Long product backlogs where you have usage data.',
  },
  {
    id: 'kano',
    name: 'Kano Model',
    complexity: 'Complex',
    time: 'Extensive',
    teamSize: 'Large',
    description:
      'Survey customers to classify features as basic expectations, performance drivers or delighters. It shows where investment actually moves satisfaction, and where it never will.',
    bestFor: 'Product decisions that hinge on customer satisfaction.',
  },
  {
    id: 'eisenhower',
    name: 'Eisenhower Matrix',
    complexity: 'Simple',
    time: 'Quick',
    teamSize: 'Individual',
    description:
      'Sort your own tasks by urgency and importance: do, schedule, delegate or drop. It protects important work from the steady pull of urgent requests.',
    bestFor: 'Your own week, when interruptions set the agenda.',
  },
  {
    id: 'weighted',
    name: 'Weighted Scoring',
    complexity: 'Moderate',
    time: 'Moderate',
    teamSize: 'Medium',
    description:
      'Agree the criteria that matter and how much each one counts, then score every option against them. The ranking is transparent, so stakeholders can see how the call was made.',
    bestFor: 'Strategic choices that several groups must accept.',
  },
];

export const HOW_IT_WORKS = [
  {
    title: 'Answer questions',
    text: 'Seven quick questions about your team, your time, the number of items and the data you have. It takes about two minutes.',
  },
  {
    title: 'Get analysis',
    text: 'The selector scores all six methods against your answers, recommends the best fit and shows which answers drove the choice.',
  },
  {
    title: 'Implement',
    text: 'Start with the suggested first step, run the method with the people involved, and revisit the choice when your situation changes.',
  },
] as const;

export const SELECTOR_PATHS = {
  start: '/prioritization-method-selector/start',
  tool: '/prioritization-method-selector/tool',
  frame: '/method-selector/index.html',
} as const;
