// The findings the reading itself makes, as cards beside the rules' patterns: one capability that
// stands clearly apart from the rest (low or high), an even profile at its level, and a profile
// split in two by one lens. Their sizes, ranks and ties come from the reading, so they never
// disagree with another text; their names describe behaviour in a coach's plain words.
import {
  type CapabilityName,
  capabilityByName,
  FAMILIES,
  type FamilyName,
} from '../model/capabilities';
import { FOUNDATION_ORDER } from '../model/constants';
import type { ReportFinding } from '../model/results';
import type { Band } from '../model/types';
import type { ReadCapability, Reading } from '../reading/reading';
import { countWord, differenceWords, pointsText } from './words';

interface StandoutText {
  name: string;
  /** What the habit looks like from the inside, one or two sentences. */
  looks: string;
  why: string;
  reflection: string;
}

const LOW: Record<CapabilityName, StandoutText> = {
  'Clarity of Focus': {
    name: 'Too Many Things Come First',
    looks:
      'In a typical week several things compete for first place, and saying no to good work is hard, so effort spreads thin.',
    why: 'Every other habit in this report works on whatever sits at the top of your list; when the top is crowded, they work on the wrong things.',
    reflection: 'If you could finish only one thing this month, which would it be?',
  },
  'Avoidance & Activation': {
    name: 'Hard Work Waits Its Turn',
    looks:
      'The work you would rather avoid tends to wait until a deadline or another person forces it, while easier tasks fill the time.',
    why: 'The work people avoid is often the work that matters most, and it rarely gets easier by waiting.',
    reflection:
      'Which task has been on your list the longest, and what is the smallest first step on it?',
  },
  'Outcome Reflection': {
    name: 'Finished Work Goes Unreviewed',
    looks:
      'Once a priority is done you tend to move straight to the next one, without checking what it actually achieved.',
    why: 'Without a look back, the same choices get repeated whether they paid off or not, and good judgment never gets the feedback that sharpens it.',
    reflection:
      'Which priority you finished last month would you choose again, knowing what it achieved?',
  },
  'Situational Awareness': {
    name: 'Priorities Set Before the Facts Are In',
    looks:
      'Priorities tend to be set from the plan or from habit, and changes in capacity, constraints or signals are noticed late.',
    why: 'A priority set on an old picture of the situation can be right in principle and wrong this week.',
    reflection: 'What changed around you this month that your priorities have not caught up with?',
  },
  'Conceptual Precision': {
    name: 'Goals Left Loosely Defined',
    looks:
      'Goals and "done" are often left loose, so people can agree on a priority while meaning different things by it.',
    why: 'A goal nobody can check gets argued about at the end instead of aimed at from the start.',
    reflection:
      'For your top priority, could two people agree on what done looks like without asking you?',
  },
  'Cost of Delay Thinking': {
    name: 'What Waiting Costs Goes Unpriced',
    looks:
      'Work tends to be ranked by how valuable or urgent it feels, without asking what each week of waiting on it costs.',
    why: 'Two items of equal value can differ greatly in what delay costs; ranking without it puts the costly waits last.',
    reflection: 'Which item on your list gets more expensive every week it waits?',
  },
  'Stakeholder Intelligence': {
    name: 'People Hear About Priorities Late',
    looks:
      'Priorities tend to be settled first and explained afterwards, so the people affected hear about them once it is hard to change course.',
    why: 'People who are involved early carry a priority; people who hear about it late work around it.',
    reflection: 'Who was affected by your last priority call, and when did they hear about it?',
  },
  'Cultural Reinforcement': {
    name: 'Norms Left to Chance',
    looks:
      'How priorities are handled around you is left to each person, and the habits you value are rarely named or modelled on purpose.',
    why: 'Teams copy what their leaders do far more than what they say; norms nobody reinforces fade.',
    reflection: 'Which prioritization habit would you most like your team to copy from you?',
  },
  'Tradeoff Intelligence': {
    name: 'What You Give Up Goes Unsaid',
    looks:
      'Choices are made without saying out loud what they push back or leave undone, so tradeoffs surface later as surprises.',
    why: 'A tradeoff nobody names still happens; it just lands on someone who did not agree to it.',
    reflection: 'What did your last yes quietly turn into a no?',
  },
  'Rhythm & Ritual': {
    name: 'No Regular Time to Reset Priorities',
    looks:
      'Priorities are revisited when something forces it rather than at a set time, so they drift between those moments.',
    why: 'Without a regular moment to reset, priorities are only as current as the last crisis.',
    reflection: 'When did you last look at your priorities without something forcing you to?',
  },
  'Process Discipline': {
    name: 'Urgent Requests Skip the Queue',
    looks:
      'Urgent-sounding requests, and requests from senior people, tend to go straight into the work without being checked against your priorities.',
    why: 'Each exception looks reasonable; together they teach everyone that the loudest or latest request wins.',
    reflection: 'Which request this week went straight in, and what did it displace?',
  },
  'Tool Fluency': {
    name: 'One Way of Deciding for Everything',
    looks:
      'Decisions about priorities are made by feel or with the same list every time, whatever their size or shape.',
    why: 'A simple method suited to the decision makes choices faster to reach and easier to explain.',
    reflection:
      'Which recent decision would have been easier with a simple method, such as scoring value against effort?',
  },
};

const HIGH: Record<CapabilityName, StandoutText> = {
  'Clarity of Focus': {
    name: 'A Clear Few Priorities',
    looks:
      'You name the few things that matter most and turn down the rest more readily than the rest of your profile suggests.',
    why: 'A clear top of the list is what every other habit works on.',
    reflection: 'Who around you would gain most from seeing how you decide what comes first?',
  },
  'Avoidance & Activation': {
    name: 'Hard Work Gets Started',
    looks:
      'Starting on work you would rather avoid comes more easily to you than the rest of your profile suggests.',
    why: 'The work people avoid is often the work that matters most.',
    reflection: 'Where could your readiness to start help someone who is stuck?',
  },
  'Outcome Reflection': {
    name: 'You Check What Work Achieved',
    looks:
      'Looking back at what your priorities achieved holds better for you than the rest of your profile.',
    why: 'A look back is how judgment improves from one choice to the next.',
    reflection: 'What has your last look back taught you that your team has not heard yet?',
  },
  'Situational Awareness': {
    name: 'You Read the Situation First',
    looks:
      'Reading capacity, constraints and signals before you decide is a habit that holds better for you than the rest of your profile.',
    why: 'Priorities set on an accurate picture rarely need to be reversed.',
    reflection: 'What are you seeing now that the people around you have not noticed yet?',
  },
  'Conceptual Precision': {
    name: 'Goals Defined Crisply',
    looks:
      'Defining goals and what done looks like is a habit that holds better for you than the rest of your profile.',
    why: 'A goal everyone can check is one everyone can aim at.',
    reflection: 'Which shared goal around you still means different things to different people?',
  },
  'Cost of Delay Thinking': {
    name: 'You Price the Cost of Waiting',
    looks:
      'Weighing what each week of waiting costs is a habit that holds better for you than the rest of your profile.',
    why: 'Knowing what delay costs puts the expensive waits first.',
    reflection: 'Which decision around you would change if others saw what its delay costs?',
  },
  'Stakeholder Intelligence': {
    name: 'The Right People, at the Right Time',
    looks:
      'Involving the people a priority affects, early, is a habit that holds better for you than the rest of your profile.',
    why: 'People involved early carry a priority instead of working around it.',
    reflection: 'Whose view are you most likely to miss when you are in a hurry?',
  },
  'Cultural Reinforcement': {
    name: 'You Set the Norms Others Follow',
    looks:
      'Modelling and naming healthy prioritization norms is a habit that holds better for you than the rest of your profile.',
    why: 'Teams copy what their leaders do far more than what they say.',
    reflection:
      'Which of your habits would you most like the team to keep if you were away for a month?',
  },
  'Tradeoff Intelligence': {
    name: 'Tradeoffs Named Out Loud',
    looks:
      'Saying what a choice gives up is a habit that holds better for you than the rest of your profile.',
    why: 'A tradeoff said out loud can be agreed to instead of discovered.',
    reflection: 'Where are others around you still making tradeoffs silently?',
  },
  'Rhythm & Ritual': {
    name: 'A Steady Rhythm of Review',
    looks:
      'Revisiting priorities at a set time is a habit that holds better for you than the rest of your profile.',
    why: 'A regular reset keeps priorities current without waiting for a crisis.',
    reflection: 'Which part of your rhythm would others around you benefit from most?',
  },
  'Process Discipline': {
    name: 'Requests Go Through the Process',
    looks:
      'Holding to an agreed way of deciding, even when it is inconvenient, is a habit that holds better for you than the rest of your profile.',
    why: 'People trust how decisions are made when the rules apply to everyone.',
    reflection: 'Is your process still light enough that people choose to use it?',
  },
  'Tool Fluency': {
    name: 'The Right Method for the Decision',
    looks:
      'Choosing a method that suits the decision is a habit that holds better for you than the rest of your profile.',
    why: 'A method suited to the decision makes choices faster and easier to explain.',
    reflection: 'Which method of yours could someone else on the team learn in ten minutes?',
  },
};

const card = (
  fields: Pick<
    ReportFinding,
    'ruleId' | 'name' | 'polarity' | 'narrative' | 'why' | 'reflection' | 'says'
  > &
    Partial<Pick<ReportFinding, 'workOn' | 'buildsOn' | 'expandedNarrative'>>,
): ReportFinding => ({
  label: fields.polarity === 'strength' ? 'Strength' : 'Growth Area',
  expandedNarrative: '',
  actions: [],
  workOn: [],
  buildsOn: [],
  fallback: false,
  reading: true,
  ...fields,
});

/** The family clause of a standout: when it is what holds its family apart from the others. */
function familyClause(reading: Reading, c: ReadCapability, low: boolean): string {
  const family = explainedFamily(reading, c.name, low);
  if (!family) return '';
  return low
    ? ` It is what holds ${family} below your other families.`
    : ` It is what lifts ${family} above your other families.`;
}

export function standoutCard(reading: Reading, name: CapabilityName, low: boolean): ReportFinding {
  const c = reading.capabilities.find((r) => r.name === name) as ReadCapability;
  const text = (low ? LOW : HIGH)[name];
  const gap = pointsText(Math.abs(c.vsOthers.points));
  return card({
    ruleId: `reading/${low ? 'low' : 'high'}/${name}`,
    name: text.name,
    polarity: low ? 'growth' : 'strength',
    narrative: `${name} sits ${gap} ${low ? 'below' : 'above'} your average across your other capabilities, ${differenceWords(c.vsOthers.size)}. ${text.looks}${familyClause(reading, c, low)}`,
    why: text.why,
    reflection: text.reflection,
    ...(low ? { workOn: [name] } : { buildsOn: [name] }),
    says: [
      `${low ? 'low' : 'high'}:${capabilityByName(name)?.key}`,
      ...familySays(reading, name, low),
    ],
  });
}

const familySays = (reading: Reading, name: CapabilityName, low: boolean) => {
  const family = explainedFamily(reading, name, low);
  const key = FAMILIES.find((f) => f.name === family)?.key;
  return key ? [`${low ? 'lags' : 'leads'}:${key}`, `${low ? 'bottom' : 'top'}:${key}`] : [];
};

type LevelGroup = 'low' | 'middle' | 'high';
const levelGroup = (band: Band): LevelGroup =>
  band === 'Starting' || band === 'Emerging' ? 'low' : band === 'Developing' ? 'middle' : 'high';

const EVEN: Record<LevelGroup, Omit<StandoutText, 'looks'> & { looks: string }> = {
  low: {
    name: 'Even, and Still Forming',
    looks:
      'Your habits sit at a similar, early level across all four families: none is holding the others back, and none yet carries your priorities on its own.',
    why: 'In an even profile a habit built in one place tends to lift the others, so one focused start goes further than several at once.',
    reflection: 'Which one habit, if it became routine, would make next week easier?',
  },
  middle: {
    name: 'Even, With Room Everywhere',
    looks:
      'Your habits sit at a similar level across all four families: each works in familiar situations and gives way under pressure.',
    why: 'In an even profile a habit strengthened in one place tends to lift the others, so one focused practice pays more than spreading effort.',
    reflection: 'Where does pressure most often push your usual habits aside?',
  },
  high: {
    name: 'Even, and Strong',
    looks:
      'Your habits sit at a similar, high level across all four families: nothing in your answers stands clearly below the rest.',
    why: 'With no clear gap to close, the next gains come from holding habits steady under pressure and from helping others build them.',
    reflection: 'Who around you would gain most from learning how you prioritize?',
  },
};

export function evenCard(reading: Reading): ReportFinding {
  const group = levelGroup(reading.level);
  const text = EVEN[group];
  const familiesLevel = reading.familySpread.size === 'noise';
  const looks = familiesLevel ? text.looks : text.looks.replace(' across all four families', '');
  const tie =
    reading.lowest.capabilities.length === reading.capabilities.length
      ? ` All ${countWord(reading.capabilities.length)} capabilities share one score.`
      : ' No capability stands clearly above or below your own average.';
  return card({
    ruleId: `reading/even/${group}`,
    name: text.name,
    polarity: group === 'high' ? 'strength' : 'growth',
    narrative: `${looks}${tie}`,
    why: text.why,
    reflection: text.reflection,
    // A strong even profile builds on its highest habits (the report keeps those in the top bands).
    ...(group === 'high' ? { buildsOn: reading.capabilities.slice(0, 4).map((c) => c.name) } : {}),
    says: ['even', 'level', ...(familiesLevel ? ['even-families'] : [])],
  });
}

const SPLIT: Record<string, { name: string; looks: string; why: string; reflection: string }> = {
  Self: {
    name: 'Stronger for Yourself Than Through Others',
    looks:
      'How you decide and drive your own priorities is well ahead of the habits that carry priorities into your team: shared rhythms, open tradeoffs and the people affected.',
    why: 'Judgment that stays in your head stops paying off once others depend on your choices.',
    reflection:
      'Which part of how you decide would help others most if it existed outside your head?',
  },
  System: {
    name: 'The Team Runs Better Than Your Own Week',
    looks:
      'The habits that carry priorities through your team are well ahead of how you set and drive your own: the system around you may be in better shape than your calendar.',
    why: 'A team can only run as well as the priorities its people bring to it.',
    reflection: 'What would change if you applied the team’s routine to your own week?',
  },
  'Sense & Align': {
    name: 'Well Aimed, Slow to Move',
    looks:
      'Reading the situation and aligning people come more readily to you than turning priorities into action and keeping them moving.',
    why: 'Sound choices only pay off once they are started and sustained.',
    reflection: 'Which well-understood priority is still waiting for its first step?',
  },
  'Activate & Execute': {
    name: 'Quick to Move, Light on Aim',
    looks:
      'Getting moving and keeping momentum come more readily to you than reading the situation and aligning the people affected.',
    why: 'Momentum spent on the wrong priority, or without the people it affects, has to be spent again.',
    reflection: 'What did your last fast start miss that a short check would have caught?',
  },
};

export function splitCard(reading: Reading): ReportFinding | null {
  const { shape } = reading;
  if (shape.kind !== 'split' || !shape.lens || !shape.leading) return null;
  const lens = shape.lens === 'self-system' ? reading.selfVsSystem : reading.senseVsActivate;
  const text = SPLIT[shape.leading];
  if (!text) return null;
  const trailing = lens.left.name === shape.leading ? lens.right.name : lens.left.name;
  const gap = pointsText(Math.abs(lens.difference.points));
  return card({
    ruleId: `reading/split/${shape.leading}`,
    name: text.name,
    polarity: 'growth',
    narrative: `Your ${shape.leading} side leads your ${trailing} side by ${gap} of 90, ${differenceWords(lens.difference.size)}. ${text.looks}`,
    why: text.why,
    reflection: text.reflection,
    workOn: shape.lows.slice(0, 3),
    buildsOn: shape.highs.slice(0, 3),
    says: [`split:${shape.leading}`, `lean-${shape.lens}`],
  });
}

/**
 * The family a standout capability explains: when it alone holds that family clearly below (or
 * above) the others, and the family alone holds the lowest (or highest) place.
 */
export function explainedFamily(
  reading: Reading,
  name: CapabilityName,
  low: boolean,
): FamilyName | null {
  const place = low ? reading.lowest.families : reading.highest.families;
  const family = reading.families.find(
    (f) =>
      f.drivers.length === 1 &&
      f.drivers[0] === name &&
      f.vsOthers.points < 0 === low &&
      place.length === 1 &&
      place[0] === f.name,
  );
  return family?.name ?? null;
}

const foundationRank = (name: string) => (FOUNDATION_ORDER as readonly string[]).indexOf(name);

/**
 * The capabilities that stand clearly apart, in the order the report takes them: furthest from
 * the reader's own average first; on a tie, the one that explains its family's place, then the
 * one the others build on most. The headline and the plan both read this order.
 */
export function standoutsInOrder(reading: Reading, low: boolean): CapabilityName[] {
  const distance = (name: string) =>
    Math.abs(reading.capabilities.find((c) => c.name === name)?.vsOthers.points ?? 0);
  const explains = (name: CapabilityName) => (explainedFamily(reading, name, low) ? 0 : 1);
  return [...(low ? reading.shape.lows : reading.shape.highs)].sort(
    (a, b) =>
      distance(b) - distance(a) ||
      explains(a) - explains(b) ||
      foundationRank(a) - foundationRank(b),
  );
}
