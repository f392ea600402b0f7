// The method selector's questions, the six methods of the catalogue and the scoring. Pure data and
// pure functions, with no DOM access, so the page and the unit tests share one source of truth.

/** The catalogue: complexity, time and team size as the site lists them. */
export const METHODS = [
  {
    id: 'moscow',
    name: 'MoSCoW',
    complexity: 'Simple',
    time: 'Quick',
    teamSize: 'Small',
    summary:
      'Sort every item into Must have, Should have, Could have and Won’t have this time, so a fixed release or deadline holds what matters most.',
    firstStep:
      'List the items, agree what “Must” means for this release, and cap the Musts at about 60% of the capacity you have.',
  },
  {
    id: 'value-effort',
    name: 'Value vs Effort Matrix',
    complexity: 'Moderate',
    time: 'Moderate',
    teamSize: 'Medium',
    summary:
      'Place each option on a two-by-two grid of value against effort to find the quick wins, the big bets and the work to drop.',
    firstStep:
      'Give each item a rough value and effort on a 1–5 scale together, plot them, and discuss the surprises before the quick wins.',
  },
  {
    id: 'rice',
    name: 'RICE Scoring',
    complexity: 'Moderate',
    time: 'Moderate',
    teamSize: 'Medium',
    summary:
      'Score each item on Reach, Impact, Confidence and Effort, then rank by the result, which makes long backlogs comparable.',
    firstStep:
      'Pick one time period for Reach, agree a fixed scale for Impact, and be honest about Confidence before you compare any scores.',
  },
  {
    id: 'kano',
    name: 'Kano Model',
    complexity: 'Complex',
    time: 'Extensive',
    teamSize: 'Large',
    summary:
      'Survey customers to classify features as basic expectations, performance drivers or delighters, and invest where satisfaction moves.',
    firstStep:
      'Choose the features to test, write the paired functional and dysfunctional questions, and survey a representative group of customers.',
  },
  {
    id: 'eisenhower',
    name: 'Eisenhower Matrix',
    complexity: 'Simple',
    time: 'Quick',
    teamSize: 'Individual',
    summary:
      'Sort your own tasks by urgency and importance: do, schedule, delegate or drop, so urgent noise stops crowding out important work.',
    firstStep:
      'Write down everything on your plate, place each task in one of the four boxes, and block time this week for the important, not urgent ones.',
  },
  {
    id: 'weighted',
    name: 'Weighted Scoring',
    complexity: 'Moderate',
    time: 'Moderate',
    teamSize: 'Medium',
    summary:
      'Agree the criteria that matter and their weights with stakeholders, then score each option against them for a transparent ranking.',
    firstStep:
      'Agree four to six criteria and their weights with the people who must accept the result before anyone scores a single option.',
  },
];

/**
 * Each option names the methods it favors (positive points) or works against (negative points),
 * and a short phrase that explains the answer in a sentence such as "Recommended because ...".
 */
export const QUESTIONS = [
  {
    id: 'team',
    label: 'Who will do the prioritizing?',
    options: [
      {
        value: 'individual',
        label: 'Just me',
        reason: 'you are prioritizing on your own',
        points: { eisenhower: 3, moscow: 1, 'value-effort': 1, rice: -1, weighted: -1, kano: -2 },
      },
      {
        value: 'small',
        label: 'A small team of two to six people',
        reason: 'a small team is making the call',
        points: { moscow: 2, 'value-effort': 2, rice: 1, kano: -1 },
      },
      {
        value: 'medium',
        label: 'A cross-functional group of seven to fifteen',
        reason: 'a cross-functional group needs a shared basis for the decision',
        points: { rice: 2, weighted: 2, 'value-effort': 1, moscow: 1, kano: 1, eisenhower: -2 },
      },
      {
        value: 'large',
        label: 'Several teams or a whole organization',
        reason: 'several teams have to align on the outcome',
        points: { kano: 2, weighted: 2, rice: 1, moscow: -1, eisenhower: -3 },
      },
    ],
  },
  {
    id: 'time',
    label: 'How much time can you give the exercise?',
    options: [
      {
        value: 'quick',
        label: 'An hour or less',
        reason: 'you have an hour or less',
        points: { moscow: 3, eisenhower: 3, 'value-effort': 1, rice: -1, weighted: -1, kano: -3 },
      },
      {
        value: 'moderate',
        label: 'Half a day to a few days',
        reason: 'you can spend half a day to a few days on it',
        points: { 'value-effort': 2, rice: 2, weighted: 2, moscow: 1, kano: -1 },
      },
      {
        value: 'extensive',
        label: 'A week or more, including research',
        reason: 'you have a week or more, including time for research',
        points: { kano: 3, weighted: 1, rice: 1, eisenhower: -1 },
      },
    ],
  },
  {
    id: 'items',
    label: 'How many items are you choosing among?',
    options: [
      {
        value: 'few',
        label: 'Fewer than 10',
        reason: 'there are fewer than ten items',
        points: { eisenhower: 2, moscow: 2, 'value-effort': 1, rice: -1 },
      },
      {
        value: 'some',
        label: '10 to 30',
        reason: 'there are ten to thirty items',
        points: { 'value-effort': 2, moscow: 1, rice: 1, weighted: 1 },
      },
      {
        value: 'many',
        label: 'More than 30',
        reason: 'there are more than thirty items to rank',
        points: { rice: 3, weighted: 2, 'value-effort': 1, eisenhower: -2, kano: -1 },
      },
    ],
  },
  {
    id: 'stakeholders',
    label: 'How much do stakeholders need to take part in the decision?',
    options: [
      {
        value: 'none',
        label: 'Hardly at all: the call is mine',
        reason: 'the call is yours to make',
        points: { eisenhower: 2, 'value-effort': 1, kano: -1, weighted: -1 },
      },
      {
        value: 'some',
        label: 'Somewhat: a few people must sign off',
        reason: 'a few people must sign off',
        points: { moscow: 2, 'value-effort': 1, rice: 1 },
      },
      {
        value: 'many',
        label: 'A lot: many groups must see how the call was made',
        reason: 'many groups must see how the call was made',
        points: { weighted: 3, moscow: 1, rice: 1, kano: 1, eisenhower: -2 },
      },
    ],
  },
  {
    id: 'data',
    label: 'What do you know about the items?',
    options: [
      {
        value: 'judgment',
        label: 'Mostly judgment and experience',
        reason: 'you will rely on judgment rather than data',
        points: { moscow: 2, eisenhower: 2, 'value-effort': 1, rice: -3, kano: -2 },
      },
      {
        value: 'estimates',
        label: 'Rough estimates of value and effort',
        reason: 'you have rough estimates of value and effort',
        points: { 'value-effort': 3, weighted: 1, rice: 1 },
      },
      {
        value: 'metrics',
        label: 'Solid numbers on reach, usage or impact',
        reason: 'you have solid numbers on reach, usage or impact',
        points: { rice: 3, weighted: 2, kano: 1 },
      },
    ],
  },
  {
    id: 'customers',
    label: 'How central is customer satisfaction to the decision?',
    options: [
      {
        value: 'low',
        label: 'Not central: the work is internal or operational',
        reason: 'the work is internal or operational',
        points: { eisenhower: 1, 'value-effort': 1, kano: -3 },
      },
      {
        value: 'some',
        label: 'One factor among several',
        reason: 'customer satisfaction is one factor among several',
        points: { rice: 1, weighted: 1, moscow: 1 },
      },
      {
        value: 'high',
        label: 'Central: we need to know what will delight or disappoint customers',
        reason: 'you need to know what will delight or disappoint customers',
        points: { kano: 4, rice: 1, eisenhower: -2 },
      },
    ],
  },
  {
    id: 'tension',
    label: 'What is the main tension you are trying to resolve?',
    options: [
      {
        value: 'urgency',
        label: 'Urgent requests keep crowding out important work',
        reason: 'urgent requests keep crowding out important work',
        points: { eisenhower: 4 },
      },
      {
        value: 'scope',
        label: 'Too much scope for a fixed release or deadline',
        reason: 'too much scope has to fit a fixed release or deadline',
        points: { moscow: 4 },
      },
      {
        value: 'tradeoffs',
        label: 'Weighing value against cost across many options',
        reason: 'you are weighing value against cost across many options',
        points: { 'value-effort': 3, rice: 2 },
      },
      {
        value: 'criteria',
        label: 'Balancing several strategic goals at once',
        reason: 'several strategic goals have to be balanced at once',
        points: { weighted: 4 },
      },
    ],
  },
];

const COMPLEXITY_ORDER = { Simple: 0, Moderate: 1, Complex: 2 };

/** "a", "a and b", "a, b, and c". */
export function joinReasons(reasons) {
  if (reasons.length <= 1) return reasons.join('');
  if (reasons.length === 2) return `${reasons[0]} and ${reasons[1]}`;
  return `${reasons.slice(0, -1).join(', ')}, and ${reasons[reasons.length - 1]}`;
}

/**
 * Scores the six methods for a set of answers ({ questionId: optionValue }). Unknown questions and
 * values are ignored; unanswered questions are listed. Methods are ranked by points, and a tie goes
 * to the simpler method, then to catalogue order. Each method carries the answers that counted for
 * it and against it, strongest first, so the page can explain the recommendation.
 */
export function scoreMethods(answers) {
  const tally = new Map(METHODS.map((m) => [m.id, { score: 0, pros: [], cons: [] }]));
  const unanswered = [];
  for (const question of QUESTIONS) {
    const value = answers?.[question.id];
    const option = question.options.find((o) => o.value === value);
    if (!option) {
      unanswered.push(question.id);
      continue;
    }
    for (const [methodId, points] of Object.entries(option.points)) {
      const entry = tally.get(methodId);
      if (!entry || points === 0) continue;
      entry.score += points;
      const effect = {
        questionId: question.id,
        question: question.label,
        answer: option.label,
        reason: option.reason,
        points,
      };
      (points > 0 ? entry.pros : entry.cons).push(effect);
    }
  }
  const byStrength = (a, b) => Math.abs(b.points) - Math.abs(a.points);
  const ranked = METHODS.map((method, order) => {
    const entry = tally.get(method.id);
    return {
      ...method,
      order,
      score: entry.score,
      pros: [...entry.pros].sort(byStrength),
      cons: [...entry.cons].sort(byStrength),
    };
  }).sort(
    (a, b) =>
      b.score - a.score ||
      COMPLEXITY_ORDER[a.complexity] - COMPLEXITY_ORDER[b.complexity] ||
      a.order - b.order,
  );
  const best = unanswered.length === QUESTIONS.length ? null : (ranked[0] ?? null);
  return { ranked, best, unanswered, complete: unanswered.length === 0 };
}

/** One or two sentences on why the best method won, built from the answers that drove it. */
export function explain(result) {
  const best = result.best;
  if (!best) return 'Answer the questions to see which method fits.';
  const drivers = best.pros.slice(0, 3).map((p) => p.reason);
  const runnerUp = result.ranked[1];
  const because = drivers.length
    ? `${best.name} fits best because ${joinReasons(drivers)}.`
    : `${best.name} fits best, though none of your answers favors it strongly.`;
  if (!runnerUp) return because;
  const margin = best.score - runnerUp.score;
  const lead =
    margin === 0
      ? ` ${runnerUp.name} scores the same, so consider it too.`
      : margin <= 2
        ? ` ${runnerUp.name} is a close second.`
        : '';
  return because + lead;
}
