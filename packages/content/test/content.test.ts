// The seed content is well formed: the shapes the engine and the report rely on, and the promised coverage.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contentDocuments,
  fieldProblems,
  GLOBAL_SPECS,
  questions,
  reportTexts,
  allRules as rules,
  SITE_SETTINGS,
  siteSettings,
} from '../src';
import { CAPABILITIES, FAMILIES } from './model';

const text = z.string().trim().min(1);
const Question = z.object({
  questionId: z.string().regex(/^[a-z]+_v\d_[a-z]?\d+$/),
  part: z.enum(['Doing', 'Knowing', 'Gap']),
  capability: z.enum(CAPABILITIES),
  scopeLevel: z.enum(['Individual', 'Team', 'Organization']),
  text,
  responseOptions: z.array(z.object({ score: z.number().int().min(1).max(5), text })).length(5),
  notApplicable: z.boolean().optional(),
  mirrorOf: z.string().optional(),
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
  polarity: z.enum(['strength', 'growth']),
  reflection: z.string(),
  asserts: text.optional(),
});
const BANDS = ['Starting', 'Emerging', 'Developing', 'Proficient', 'Expert'] as const;
const ROLES = ['individual-contributor', 'manager', 'senior-leader'] as const;
/** The capabilities whose One Action to Try depends on the reader's authority. */
const ROLE_DEPENDENT = [
  'Stakeholder Intelligence',
  'Cultural Reinforcement',
  'Tradeoff Intelligence',
  'Rhythm & Ritual',
  'Process Discipline',
] as const;

const BandTexts = z.strictObject({
  Starting: text,
  Emerging: text,
  Developing: text,
  Proficient: text,
  Expert: text,
});
/** A practice: "When <trigger>, I will <behaviour>." */
const ifThen = text.regex(/^When [^.]+, I will [^.]+\.$/);
const ByRole = z
  .strictObject({ 'individual-contributor': ifThen, manager: ifThen, 'senior-leader': ifThen })
  .partial()
  .optional();
const CapabilityTexts = z.strictObject({
  description: text,
  bands: BandTexts,
  action: ifThen,
  actionByRole: ByRole,
  weekTwo: text,
  signal: text.regex(/^You will know it is working when /),
  stretch: ifThen,
  stretchByRole: ByRole,
  stretchWeekTwo: text,
  stretchSignal: text.regex(/^You will know it is working when /),
  stretchPresupposes: z.array(z.enum(CAPABILITIES)),
  strength: text,
  weakness: text,
});
const Levels = z.strictObject({ low: text, middle: text, high: text });
const LeanLevels = Levels.extend({ slight: text });
const FamilyTexts = z.strictObject({
  overview: text,
  why: text,
  signatureQuestions: z.array(text).min(1),
  bands: BandTexts,
});
const ReportTexts = z.strictObject({
  reportIntroduction: text,
  howToRead: z.array(text).min(1),
  modelOverview: text,
  scoreRanges: BandTexts,
  overall: BandTexts,
  selfVsSystem: z.strictObject({
    intro: text,
    Balanced: Levels,
    'Leans Self-Oriented': LeanLevels,
    'Leans System-Oriented': LeanLevels,
  }),
  senseVsActivate: z.strictObject({
    intro: text,
    Balanced: Levels,
    'Leans Sense & Align': LeanLevels,
    'Leans Activate & Execute': LeanLevels,
  }),
  nextStepsClosing: text,
  aboutAssessment: text,
  capabilities: z.record(z.enum(CAPABILITIES), CapabilityTexts),
  families: z.record(z.enum(FAMILIES), FamilyTexts),
  asserts: z.record(z.string(), text),
});

const sentences = (s: string) => s.split(/(?<=[.!?])\s+/).filter((part) => part.trim() !== '');

describe('question bank', () => {
  const current = questions.filter((q) => q.questionId.includes('_v2_') && q.part === 'Doing');

  it('is well formed, with unique ids and options scored 1 to 5 in order (5 to 1 on a mirror)', () => {
    for (const q of questions) Question.parse(q);
    expect(new Set(questions.map((q) => q.questionId)).size).toBe(questions.length);
    for (const q of questions)
      expect(q.responseOptions.map((o) => o.score)).toEqual(
        q.mirrorOf ? [5, 4, 3, 2, 1] : [1, 2, 3, 4, 5],
      );
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

  it('give every enabled rule its texts: narrative, why, actions and a reflection question', () => {
    for (const r of rules.filter((r) => r.enabled)) {
      expect(r.reflection, r.id).toMatch(/\?$/);
      expect(r.narrative_content.length, r.id).toBeGreaterThan(40);
      expect(r.actions.length, r.id).toBeGreaterThanOrEqual(1);
    }
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
  const capabilityBands = Object.entries(reportTexts.capabilities).flatMap(([name, t]) =>
    BANDS.map((band) => ({ where: `${name} ${band}`, band, text: t.bands[band] })),
  );
  const familyBands = Object.entries(reportTexts.families).flatMap(([name, t]) =>
    BANDS.map((band) => ({ where: `${name} ${band}`, band, text: t.bands[band] })),
  );
  const overallBands = BANDS.map((band) => ({
    where: `overall ${band}`,
    band,
    text: reportTexts.overall[band],
  }));

  it('cover every capability and family, with a text for each of the five bands', () => {
    ReportTexts.parse(reportTexts);
    expect(Object.keys(reportTexts.capabilities).sort()).toEqual([...CAPABILITIES].sort());
    expect(Object.keys(reportTexts.families).sort()).toEqual([...FAMILIES].sort());
  });

  it('keep band texts short and free of scores: 2-3 sentences per capability, 2-4 otherwise', () => {
    for (const { where, text } of capabilityBands) {
      expect(sentences(text).length, where).toBeGreaterThanOrEqual(2);
      expect(sentences(text).length, where).toBeLessThanOrEqual(3);
    }
    for (const { where, text } of [...familyBands, ...overallBands]) {
      expect(sentences(text).length, where).toBeGreaterThanOrEqual(2);
      expect(sentences(text).length, where).toBeLessThanOrEqual(4);
    }
    for (const { where, text } of [...capabilityBands, ...familyBands, ...overallBands])
      expect(text, where).not.toMatch(/\d/);
  });

  it('do not praise in the bottom two bands', () => {
    const praise = /\b(strengths?|assets?|excellent|impressive|well done|great)\b/i;
    for (const { where, band, text } of [...capabilityBands, ...familyBands, ...overallBands])
      if (band === 'Starting' || band === 'Emerging') expect(text, where).not.toMatch(praise);
  });

  it('word the action for each role where it depends on authority', () => {
    for (const name of ROLE_DEPENDENT) {
      const byRole = reportTexts.capabilities[name]?.actionByRole;
      expect(Object.keys(byRole ?? {}).sort(), name).toEqual([...ROLES].sort());
    }
  });

  it('give each capability practices of its own, none repeated across the twelve', () => {
    const owner = new Map<string, string>();
    for (const [name, t] of Object.entries(reportTexts.capabilities)) {
      const byRole = [
        ...Object.values(t.actionByRole ?? {}),
        ...Object.values(t.stretchByRole ?? {}),
      ];
      for (const practice of new Set([t.action, t.stretch, ...byRole])) {
        expect(owner.get(practice), `${name}: ${practice}`).toBeUndefined();
        owner.set(practice, name);
      }
    }
  });

  it('state the balanced threshold in both comparisons', () => {
    expect(reportTexts.selfVsSystem.intro).toMatch(/5 points or less/);
    expect(reportTexts.senseVsActivate.intro).toMatch(/5 points or less/);
  });
});

describe('the site settings', () => {
  it('hold a valid value in every field of the global', () => {
    const spec = GLOBAL_SPECS.find((g) => g.slug === SITE_SETTINGS);
    expect(spec).toBeDefined();
    expect(fieldProblems(spec?.fields ?? [], siteSettings)).toEqual([]);
    expect(siteSettings.podcastPlatforms.length).toBeGreaterThan(0);
  });

  it('report an invalid email, a plain http link and a missing name', () => {
    const spec = GLOBAL_SPECS.find((g) => g.slug === SITE_SETTINGS);
    const broken = {
      ...siteSettings,
      siteName: '',
      contactEmail: 'hello at example',
      podcastPlatforms: [{ id: 'x', name: 'Spotify', url: 'http://open.spotify.com' }],
    };
    expect(fieldProblems(spec?.fields ?? [], broken)).toEqual([
      'siteName: required',
      'contactEmail: not a valid email',
      'podcastPlatforms[0].url: not a valid https-url',
    ]);
  });

  it('are seeded as one document of the globals', () => {
    expect(contentDocuments().globals).toEqual([
      expect.objectContaining({ id: SITE_SETTINGS, contactEmail: siteSettings.contactEmail }),
    ]);
  });
});
