// The golden cases of `score compare`: two takes each, as responses files, and what must hold of
// their comparison, stated by hand. scripts/update-compare-fixtures.ts writes them to
// fixtures/compare/<name>/.
import { questions as bank } from '@peak/content';
import { isScoredQuestion } from '../src';

type Answers = Array<{ questionId: string; doing: number }>;
export interface CompareCase {
  name: string;
  description: string;
  from: Answers;
  to: Answers;
  /** Hand-checked facts the `--json` output must contain (compared with toMatchObject). */
  checks: Record<string, unknown>;
}

const scored = bank.filter(isScoredQuestion);
const SCOPES = ['Individual', 'Team', 'Organization'];

/**
 * Answers by capability: a number for all three of its questions, or one per scope level
 * (Individual, Team, Organization), and `otherwise` for the capabilities not in `plan`.
 */
const by = (plan: Record<string, number | readonly number[]>, otherwise: number): Answers =>
  scored.map((q) => {
    const level = plan[q.capability] ?? otherwise;
    const doing = typeof level === 'number' ? level : level[SCOPES.indexOf(q.scopeLevel)];
    return { questionId: q.questionId, doing: doing as number };
  });

/** The answers without those to one capability's questions. */
const without = (capability: string, answers: Answers): Answers =>
  answers.filter(
    (a) => scored.find((q) => q.questionId === a.questionId)?.capability !== capability,
  );

// A mixed reader (personal drive ahead, Relational Navigation behind), as the fixture mixed-reader.
const MIXED = {
  'Avoidance & Activation': 5,
  'Outcome Reflection': 3,
  'Cost of Delay Thinking': 2,
  'Stakeholder Intelligence': 1,
  'Cultural Reinforcement': 2,
  'Process Discipline': 4,
};

export const COMPARE_CASES: CompareCase[] = [
  {
    name: 'clarity-rose',
    description:
      'Clarity of Focus 7 -> 12 (a real rise: the default threshold of a capability is 3.6 points); Rhythm & Ritual 9 -> 10 (within the noise of a retake)',
    from: by({ ...MIXED, 'Clarity of Focus': [2, 2, 3], 'Rhythm & Ritual': 3 }, 3),
    to: by({ ...MIXED, 'Clarity of Focus': 4, 'Rhythm & Ritual': [3, 3, 4] }, 3),
    checks: {
      capabilities: [
        {},
        { name: 'Rhythm & Ritual', from: 9, to: 10, difference: 1, verdict: 'within-noise' },
        { name: 'Clarity of Focus', from: 7, to: 12, difference: 5, verdict: 'rose' },
        ...Array(9).fill({ verdict: 'within-noise', difference: 0 }),
      ],
      report: {
        strengths: { added: ['Clarity of Focus'], removed: [] },
        growthAreas: { added: [], removed: ['Clarity of Focus'] },
      },
      notCompared: [],
      reliabilityN: 0,
    },
  },
  {
    name: 'tool-fluency-unanswered',
    description:
      'Every answer 3 with Tool Fluency unanswered, then every answer 4: each capability moves 3 points (within the noise), each whole family 9 (a real rise); Tool Fluency, Execution Rhythms and the total are not compared',
    from: without('Tool Fluency', by({}, 3)),
    to: by({}, 4),
    checks: {
      total: null,
      families: [
        { name: 'Motivational Activation', from: 27, to: 36, verdict: 'rose' },
        { name: 'Contextual Awareness', verdict: 'rose' },
        { name: 'Relational Navigation', verdict: 'rose' },
      ],
      notCompared: [
        { level: 'capability', name: 'Tool Fluency' },
        { level: 'family', name: 'Execution Rhythms' },
        { level: 'total', name: 'Total' },
      ],
    },
  },
  {
    name: 'total-rose-a-level',
    description:
      'Every answer 3, then every answer 4: the total rises 108 -> 144 (a real rise, from Developing to Proficient) and so does each family; each capability moves 9 -> 12, within the noise of a retake, though it crosses from Developing to Proficient',
    from: by({}, 3),
    to: by({}, 4),
    checks: {
      total: {
        from: 108,
        to: 144,
        verdict: 'rose',
        fromBand: 'Developing',
        toBand: 'Proficient',
      },
      families: Array(4).fill({ from: 27, to: 36, verdict: 'rose' }),
      capabilities: Array(12).fill({
        from: 9,
        to: 12,
        verdict: 'within-noise',
        fromBand: 'Developing',
        toBand: 'Proficient',
      }),
      apartMs: null,
    },
  },
];
