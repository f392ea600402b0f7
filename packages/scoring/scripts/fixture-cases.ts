// The golden cases: each names a profile, builds its answers and states, by hand, what must hold.
import { questions as bank } from '@peak/content';
import { capabilityByName, isScoredQuestion } from '../src';

type Answers = Array<{ questionId: string; doing?: number | null }>;
export interface FixtureCase {
  name: string;
  description: string;
  responses: Answers;
  /** The reader's role, when the case needs one. */
  role?: string;
  /** Answer times in milliseconds, when the case needs them. */
  durationsMs?: number[];
  /** Hand-checked facts the expected results must contain (a subset, compared with toMatchObject). */
  checks: Record<string, unknown>;
}

const scored = bank.filter(isScoredQuestion);
const by = (pick: (capability: string, scopeLevel: string) => number | null): Answers =>
  scored.flatMap((q) => {
    const doing = pick(q.capability, q.scopeLevel);
    return doing === null ? [] : [{ questionId: q.questionId, doing }];
  });
const all = (n: number) => by(() => n);
const group = (self: number, system: number) =>
  by((c) => (capabilityByName(c)?.group === 'Self' ? self : system));
const family = (levels: Record<string, number>, otherwise: number) =>
  by((c) => levels[capabilityByName(c)?.family ?? ''] ?? otherwise);
const capability = (levels: Record<string, number>, otherwise: number) =>
  by((c) => levels[c] ?? otherwise);

/** All 1s, then answers raised one by one in bank order until the total reaches `total`. */
function withTotal(total: number): Answers {
  const answers = scored.map((q) => ({ questionId: q.questionId, doing: 1 }));
  let sum = answers.length;
  for (const a of answers) {
    while (sum < total && a.doing < 5) {
      a.doing++;
      sum++;
    }
  }
  return answers;
}

/** The option at `position` (0-4) in the list as shown, on every question. */
const samePosition = (position: number): Answers =>
  scored.map((q) => ({
    questionId: q.questionId,
    doing: (q.responseOptions[position] as { score: number }).score,
  }));

export const FIXTURE_CASES: FixtureCase[] = [
  {
    name: 'all-1s',
    description: 'Every answer 1: the floor',
    responses: all(1),
    checks: {
      rawOverallScore: 36,
      overallScore: 1,
      maturityLevel: 'Starting',
      selfSystemBalance: 'Balanced',
      dreyfus_stage: 'Novice',
    },
  },
  {
    name: 'all-2s',
    description: 'Every answer 2',
    responses: all(2),
    checks: {
      rawOverallScore: 72,
      overallScore: 2,
      maturityLevel: 'Emerging',
      dreyfus_stage: 'Advanced Beginner',
    },
  },
  {
    name: 'all-3s',
    description: 'Every answer 3: the middle',
    responses: all(3),
    checks: {
      rawOverallScore: 108,
      overallScore: 3,
      maturityLevel: 'Developing',
      dreyfus_stage: 'Competent',
      selfSystemBalance: 'Balanced',
    },
  },
  {
    name: 'all-4s',
    description: 'Every answer 4',
    responses: all(4),
    checks: {
      rawOverallScore: 144,
      overallScore: 4,
      maturityLevel: 'Proficient',
      dreyfus_stage: 'Proficient',
    },
  },
  {
    name: 'all-5s',
    description: 'Every answer 5: the ceiling',
    responses: all(5),
    checks: {
      rawOverallScore: 180,
      overallScore: 5,
      maturityLevel: 'Expert',
      dreyfus_stage: 'Expert',
    },
  },
  {
    name: 'maturity-64-starting',
    description: 'Total 64: the last Starting total',
    responses: withTotal(64),
    checks: { rawOverallScore: 64, maturityLevel: 'Starting' },
  },
  {
    name: 'maturity-65-emerging',
    description: 'Total 65: the first Emerging total (boundary 64.8)',
    responses: withTotal(65),
    checks: { rawOverallScore: 65, maturityLevel: 'Emerging' },
  },
  {
    name: 'maturity-93-emerging',
    description: 'Total 93: the last Emerging total',
    responses: withTotal(93),
    checks: { rawOverallScore: 93, maturityLevel: 'Emerging' },
  },
  {
    name: 'maturity-94-developing',
    description: 'Total 94: the first Developing total (boundary 93.6)',
    responses: withTotal(94),
    checks: { rawOverallScore: 94, maturityLevel: 'Developing' },
  },
  {
    name: 'maturity-122-developing',
    description: 'Total 122: the last Developing total',
    responses: withTotal(122),
    checks: { rawOverallScore: 122, maturityLevel: 'Developing' },
  },
  {
    name: 'maturity-123-proficient',
    description: 'Total 123: the first Proficient total (boundary 122.4)',
    responses: withTotal(123),
    checks: { rawOverallScore: 123, maturityLevel: 'Proficient' },
  },
  {
    name: 'maturity-151-proficient',
    description: 'Total 151: the last Proficient total',
    responses: withTotal(151),
    checks: { rawOverallScore: 151, maturityLevel: 'Proficient' },
  },
  {
    name: 'maturity-152-expert',
    description: 'Total 152: the first Expert total (boundary 151.2)',
    responses: withTotal(152),
    checks: { rawOverallScore: 152, maturityLevel: 'Expert' },
  },
  {
    name: 'archetype-gate-99',
    // Skipped at 100: the 5 rules for managers or senior leaders (no role given); at 99 also the 5 archetypes.
    description: 'Total 99: archetypes are not evaluated below 100',
    responses: withTotal(99),
    checks: { rawOverallScore: 99, pipelineStats: { rulesSkipped: 10 } },
  },
  {
    name: 'archetype-gate-100',
    description: 'Total 100: archetypes are evaluated from 100',
    responses: withTotal(100),
    checks: { rawOverallScore: 100, pipelineStats: { rulesSkipped: 5 } },
  },
  {
    name: 'capability-band-edges',
    description:
      'Capability scores 5 and 6 straddle the Starting/Emerging edge (5.4); 12 and 13 the Proficient/Expert and analysis-text edges',
    responses: by((c, level) => {
      const plan: Record<string, [number, number, number]> = {
        'Clarity of Focus': [2, 2, 1], // 5
        'Avoidance & Activation': [2, 2, 2], // 6
        'Outcome Reflection': [4, 4, 4], // 12
        'Situational Awareness': [5, 4, 4], // 13
      };
      const row = plan[c];
      if (!row) return 3;
      return row[['Individual', 'Team', 'Organization'].indexOf(level)] as number;
    }),
    checks: {
      capabilityScores: [
        { capability: 'Situational Awareness', score: 13, band: 'Expert' },
        {},
        { capability: 'Clarity of Focus', score: 5, band: 'Starting' },
        {},
        {},
        { capability: 'Avoidance & Activation', score: 6, band: 'Emerging' },
        {},
        {},
        {},
        {},
        {},
        { capability: 'Outcome Reflection', score: 12, band: 'Proficient' },
      ],
    },
  },
  {
    name: 'missing-tool-fluency',
    description:
      'Tool Fluency unanswered: left out of its family and the total, and listed as missing',
    responses: capability({ 'Tool Fluency': Number.NaN }, 4).filter((r) => !Number.isNaN(r.doing)),
    checks: { rawOverallScore: 132, overallScore: 4, missingCapabilities: ['Tool Fluency'] },
  },
  {
    name: 'strong-self-weak-system',
    description: 'Self capabilities all 5, System all 1',
    responses: group(5, 1),
    checks: { selfScore: 90, systemScore: 18, selfSystemBalance: 'Self-heavy' },
  },
  {
    name: 'weak-self-strong-system',
    description: 'Self capabilities all 1, System all 5',
    responses: group(1, 5),
    checks: { selfScore: 18, systemScore: 90, selfSystemBalance: 'System-heavy' },
  },
  {
    name: 'stakeholder-ghosting',
    description:
      'Relational Navigation low while Execution Rhythms is strong: growth-area pairwise patterns',
    responses: family({ 'Relational Navigation': 1, 'Execution Rhythms': 5 }, 3),
    checks: { familyScores: [{ score: 27 }, { score: 27 }, { score: 9 }, { score: 45 }] },
  },
  {
    name: 'strategic-navigator',
    description:
      'Contextual Awareness leads, Relational Navigation a point behind: the archetype of one and the other as its runner-up',
    // Every Contextual Awareness and Relational Navigation answer 5 but one: Tradeoff
    // Intelligence's Organization item, 4.
    responses: by((c, level) => {
      const f = capabilityByName(c)?.family;
      if (f !== 'Contextual Awareness' && f !== 'Relational Navigation') return 3;
      return c === 'Tradeoff Intelligence' && level === 'Organization' ? 4 : 5;
    }),
    checks: {
      rawOverallScore: 143,
      familyScores: [{ score: 27 }, { score: 45 }, { score: 44 }, { score: 27 }],
      report: {
        archetype: {
          ruleId: 'ma-strategic-navigator',
          label: 'Strength',
          runnerUp: { ruleId: 'ma-connector' },
        },
      },
    },
  },
  {
    name: 'shared-lead',
    description:
      'Contextual Awareness and Relational Navigation share the lead: no single archetype, and the report says which two lead',
    responses: family({ 'Contextual Awareness': 5, 'Relational Navigation': 5 }, 3),
    checks: {
      rawOverallScore: 144,
      report: {
        archetype: null,
        archetypeNote:
          'Contextual Awareness and Relational Navigation share your highest place among the families, so no single archetype describes your profile: the patterns above do.',
      },
    },
  },
  {
    name: 'low-reader',
    description:
      'A reader at 48 of 180, every capability Starting: the low texts, no archetype, three growth areas listed of twelve, one first action',
    responses: by((_c, level) => (level === 'Organization' ? 2 : 1)),
    checks: {
      rawOverallScore: 48,
      maturityLevel: 'Starting',
      report: {
        archetype: null,
        archetypeNote:
          'A signature archetype describes a settled style, so it appears once your total reaches 100; yours is 48 today, and the patterns above describe your profile better for now.',
        strengths: [],
        moreStrengths: 0,
        moreGrowthAreas: 9,
        selfVsSystem: { verdict: 'Balanced', textKey: 'Balanced/low' },
        senseVsActivate: { verdict: 'Balanced', textKey: 'Balanced/low' },
        plan: { start: { capability: 'Clarity of Focus', reason: 'foundation' } },
      },
    },
  },
  {
    name: 'mixed-reader',
    description:
      'A mixed reader: Execution Rhythms and personal drive ahead, Relational Navigation clearly behind',
    responses: capability(
      {
        'Clarity of Focus': 4,
        'Avoidance & Activation': 5,
        'Outcome Reflection': 3,
        'Cost of Delay Thinking': 2,
        'Stakeholder Intelligence': 1,
        'Cultural Reinforcement': 2,
        'Rhythm & Ritual': 4,
        'Process Discipline': 4,
      },
      3,
    ),
    checks: {
      rawOverallScore: 111,
      report: {
        archetype: { ruleId: 'ma-focused-activator' },
        plan: { start: { capability: 'Stakeholder Intelligence', reason: 'clearly-low' } },
      },
    },
  },
  {
    name: 'all-expert-reader',
    description:
      'Every capability Expert (14 of 15): strengths listed with how many more, no growth area, one step that stretches a strong habit',
    responses: by((_c, level) => (level === 'Organization' ? 4 : 5)),
    checks: {
      rawOverallScore: 168,
      maturityLevel: 'Expert',
      report: {
        moreStrengths: 9,
        growthAreas: [],
        archetype: { ruleId: 'ma-balanced-prioritizer', label: 'Strength' },
        selfVsSystem: { textKey: 'Balanced/high' },
        plan: { start: { capability: 'Clarity of Focus', tier: 'stretch' }, next: [] },
      },
    },
  },
  {
    name: 'invalid-response',
    description: 'A response without a questionId: the zero error result',
    responses: [...all(3).slice(0, 5), { doing: 3 } as unknown as { questionId: string }],
    checks: { error: 'Error: Invalid response data', rawOverallScore: 0, overallScore: 0 },
  },
  {
    name: 'role-manager-delegation',
    description:
      'A team lead whose stakeholder sense outruns their process: the manager-only Delegation Drift fires for that role',
    responses: capability({ 'Stakeholder Intelligence': 5, 'Process Discipline': 2 }, 3),
    role: 'manager',
    checks: { role: 'manager', report: { role: 'manager' } },
  },
  {
    name: 'not-applicable-individual-contributor',
    description:
      'An individual contributor marks every item that offers it "This does not happen in my role": those capabilities rest on 2 of 3 answers',
    responses: scored.map((q) => ({ questionId: q.questionId, doing: q.notApplicable ? null : 4 })),
    role: 'individual-contributor',
    checks: { role: 'individual-contributor', missingCapabilities: [] },
  },
  {
    name: 'straight-liner',
    description: 'The third option on every question, at reading speed: flagged as low effort',
    responses: samePosition(2),
    durationsMs: scored.map(() => 6000),
    checks: { effort: { lowEffort: true, reasons: [{ code: 'same-option' }] } },
  },
  {
    name: 'speeder',
    description:
      'Varied answers at about a second each, with one ten-minute pause: the median catches it',
    responses: family({ 'Contextual Awareness': 4, 'Execution Rhythms': 2 }, 3),
    durationsMs: scored.map((_, i) => (i === 0 ? 600_000 : 1100)),
    checks: { effort: { lowEffort: true, reasons: [{ code: 'fast' }] } },
  },
];
