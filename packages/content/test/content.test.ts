// The seed content is well formed: the shapes the engine and the report rely on, and the promised coverage.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { questions, reportTexts, rules } from '../src';

const CAPABILITIES = [
  'Clarity of Focus',
  'Avoidance & Activation',
  'Outcome Reflection',
  'Situational Awareness',
  'Conceptual Precision',
  'Cost of Delay Thinking',
  'Stakeholder Intelligence',
  'Cultural Reinforcement',
  'Tradeoff Intelligence',
  'Rhythm & Ritual',
  'Process Discipline',
  'Tool Fluency',
] as const;
const FAMILIES = [
  'Motivational Activation',
  'Contextual Awareness',
  'Relational Navigation',
  'Execution Rhythms',
] as const;
const GROWTH_WORDS =
  /abyss|drift|foggy|chaos|solo|vague|vacuum|ghosting|culture trap|anti-pattern|pitfall/i;

const text = z.string().trim().min(1);
const Question = z.object({
  questionId: z.string().regex(/^[a-z]+_v\d_[a-z]?\d+$/),
  part: z.enum(['Doing', 'Knowing', 'Gap']),
  capability: z.enum(CAPABILITIES),
  scopeLevel: z.enum(['Individual', 'Team', 'Organization']),
  text,
  responseOptions: z.array(z.object({ score: z.number().int().min(1).max(5), text })).length(5),
});
const Rule = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  type: z.enum(['pattern', 'archetype']),
  category: text,
  flag: z.string().regex(/^[a-z0-9_]+$/),
  tags: z.array(z.string()),
  enabled: z.boolean(),
  logic: z.string(),
  priority: z.number().int().min(1).max(100),
  severity: z.enum(['critical', 'warning', 'info', 'minor']),
  narrative_mode: text,
  narrative_content: text,
  expanded_narrative: text,
  why: text,
  actions: z.array(text).min(1),
  action: text,
  scope: z.enum(['Individual', 'Team', 'Organization']),
  capabilities: z.array(z.enum(CAPABILITIES)),
  family: z.enum(FAMILIES).nullable(),
  roles: z.array(z.string()),
  impact_layers: z.array(z.string()),
  output_type: text,
  confidence: z.number().min(0).max(1),
});
const CapabilityTexts = z.object({
  description: text,
  low: text,
  medium: text,
  high: text,
  action: text,
  strength: text,
  weakness: text,
});
const FamilyTexts = z.object({
  overview: text,
  why: text,
  signatureQuestions: z.array(text).min(1),
  low: text,
  medium: text,
  high: text,
});
const ReportTexts = z.object({
  reportIntroduction: text,
  howToRead: z.array(text).min(1),
  modelOverview: text,
  scoreRanges: z.object({
    Starting: text,
    Emerging: text,
    Developing: text,
    Proficient: text,
    Expert: text,
  }),
  selfVsSystem: z.object({
    intro: text,
    Balanced: text,
    'Leans Self-Oriented': text,
    'Leans System-Oriented': text,
  }),
  senseVsActivate: z.object({
    intro: text,
    Balanced: text,
    'Leans Sense & Align': text,
    'Leans Activate & Execute': text,
  }),
  nextSteps: z.array(text).min(1),
  aboutAssessment: text,
  capabilities: z.record(z.enum(CAPABILITIES), CapabilityTexts),
  families: z.record(z.enum(FAMILIES), FamilyTexts),
});

describe('question bank', () => {
  const current = questions.filter((q) => q.questionId.includes('_v2_') && q.part === 'Doing');

  it('is well formed, with unique ids and options scored 1 to 5 in order', () => {
    for (const q of questions) Question.parse(q);
    expect(new Set(questions.map((q) => q.questionId)).size).toBe(questions.length);
    for (const q of questions)
      expect(q.responseOptions.map((o) => o.score)).toEqual([1, 2, 3, 4, 5]);
  });

  it('has 36 current Doing questions, 3 per capability, one per scope level', () => {
    expect(current).toHaveLength(36);
    for (const capability of CAPABILITIES) {
      const mine = current.filter((q) => q.capability === capability);
      expect(mine.map((q) => q.scopeLevel).sort()).toEqual(['Individual', 'Organization', 'Team']);
    }
  });

  it('includes questions the filters must drop', () => {
    expect(questions.some((q) => q.part === 'Knowing')).toBe(true);
    expect(questions.some((q) => q.part === 'Gap')).toBe(true);
    expect(questions.some((q) => !q.questionId.includes('_v2_'))).toBe(true);
  });
});

describe('rules', () => {
  it('are well formed with unique ids', () => {
    for (const r of rules) Rule.parse(r);
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
    expect(rules.length).toBeGreaterThanOrEqual(30);
  });

  it('name growth-area pairwise patterns with the keywords, and strengths without them', () => {
    const pairwise = rules.filter((r) => r.category === 'pairwise_pattern' && r.enabled);
    const growth = pairwise.filter((r) => r.severity === 'warning' || r.severity === 'critical');
    const strengths = pairwise.filter((r) => r.tags.includes('strength'));
    expect(growth.length).toBeGreaterThanOrEqual(6);
    expect(strengths.length).toBeGreaterThanOrEqual(5);
    for (const r of growth) expect(r.name).toMatch(GROWTH_WORDS);
    for (const r of strengths) expect(r.name).not.toMatch(GROWTH_WORDS);
  });

  it('cover every kind the engine handles', () => {
    const categories = new Set(rules.map((r) => r.category));
    for (const c of ['pairwise_pattern', 'master_archetype', 'family_pattern', 'cluster_pattern'])
      expect(categories).toContain(c);
    expect(rules.filter((r) => r.type === 'archetype').length).toBeGreaterThanOrEqual(6);
    expect(rules.some((r) => !r.enabled)).toBe(true);
    expect(rules.some((r) => r.roles.length > 0)).toBe(true);
    expect(rules.some((r) => r.severity === 'critical')).toBe(true);
    expect(rules.some((r) => r.severity === 'minor')).toBe(true);
  });

  it('share at least one flag and one gap stem, so arbitration merges', () => {
    const flags = rules.map((r) => r.flag);
    expect(new Set(flags).size).toBeLessThan(flags.length);
    const stems = flags
      .map((f) => /^(gap_low_[a-z0-9]+?)_(?:high|low)_/.exec(f)?.[1])
      .filter(Boolean);
    expect(new Set(stems).size).toBeLessThan(stems.length);
  });
});

describe('report texts', () => {
  it('cover every capability and family', () => {
    ReportTexts.parse(reportTexts);
    expect(Object.keys(reportTexts.capabilities).sort()).toEqual([...CAPABILITIES].sort());
    expect(Object.keys(reportTexts.families).sort()).toEqual([...FAMILIES].sort());
  });
});
