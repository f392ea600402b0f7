// Eight contrasting readers, each a whole answer set: the profiles an executive coach reads a
// report for (flat low, flat high, flat middle, one family high and one low, peaks and troughs,
// strong self with a weak system and the reverse, and a senior leader high everywhere but one
// capability). The browser suites and `read-reports` score them with the bundled bank.
import { questions } from '@peak/content';

type Capability = string;

export interface Reader {
  name: string;
  /** What the profile is, in a coach's words. */
  about: string;
  role: 'individual-contributor' | 'manager' | 'senior-leader' | null;
  /** The answer (1-5) to every Doing question of a capability; `base` for those not listed. */
  base: number;
  capabilities?: Readonly<Record<Capability, number | readonly [number, number, number]>>;
}

export const READERS: readonly Reader[] = [
  { name: 'all-1s', about: 'every answer the lowest', role: null, base: 1 },
  { name: 'all-5s', about: 'every answer the highest', role: 'manager', base: 5 },
  { name: 'all-3s', about: 'every answer in the middle', role: 'individual-contributor', base: 3 },
  {
    name: 'one-family-high-one-low',
    about: 'Relational Navigation high, Execution Rhythms low, the rest in the middle',
    role: 'manager',
    base: 3,
    capabilities: {
      'Stakeholder Intelligence': 5,
      'Cultural Reinforcement': [5, 5, 4],
      'Tradeoff Intelligence': 5,
      'Rhythm & Ritual': [1, 2, 1],
      'Process Discipline': 1,
      'Tool Fluency': [2, 1, 2],
    },
  },
  {
    name: 'peaks-and-troughs',
    about: 'three capabilities at 15, three at 3, the rest at 9',
    role: 'individual-contributor',
    base: 3,
    capabilities: {
      'Clarity of Focus': 5,
      'Stakeholder Intelligence': 5,
      'Rhythm & Ritual': 5,
      'Avoidance & Activation': 1,
      'Cost of Delay Thinking': 1,
      'Process Discipline': 1,
    },
  },
  {
    name: 'strong-self-weak-system',
    about: 'the six Self capabilities high, the six System ones low',
    role: 'manager',
    base: 2,
    capabilities: {
      'Situational Awareness': [5, 4, 5],
      'Conceptual Precision': 4,
      'Cost of Delay Thinking': [4, 5, 4],
      'Clarity of Focus': 5,
      'Avoidance & Activation': 4,
      'Outcome Reflection': [4, 4, 5],
      'Stakeholder Intelligence': [2, 2, 3],
    },
  },
  {
    name: 'weak-self-strong-system',
    about: 'the six System capabilities high, the six Self ones low',
    role: 'individual-contributor',
    base: 2,
    capabilities: {
      'Rhythm & Ritual': 5,
      'Process Discipline': [5, 4, 5],
      'Tool Fluency': 4,
      'Stakeholder Intelligence': [4, 4, 5],
      'Cultural Reinforcement': 4,
      'Tradeoff Intelligence': [4, 5, 4],
      'Clarity of Focus': [2, 3, 2],
    },
  },
  {
    name: 'senior-leader-one-low',
    about: 'a senior leader high everywhere but Outcome Reflection, at 6 of 15',
    role: 'senior-leader',
    base: 5,
    capabilities: {
      'Outcome Reflection': 2,
      'Situational Awareness': [5, 4, 5],
      'Tool Fluency': [4, 5, 4],
      'Cultural Reinforcement': [4, 5, 5],
    },
  },
];

/** A reader's answers to the bundled bank's scored questions, in the bank's order. */
export function readerResponses(reader: Reader): Array<{ questionId: string; doing: number }> {
  const seen = new Map<Capability, number>();
  return questions
    .filter((q) => q.questionId.includes('_v2_') && q.part === 'Doing')
    .map((q) => {
      const nth = seen.get(q.capability) ?? 0;
      seen.set(q.capability, nth + 1);
      const level = reader.capabilities?.[q.capability] ?? reader.base;
      const doing = typeof level === 'number' ? level : (level[nth % 3] as number);
      return { questionId: q.questionId, doing };
    });
}
