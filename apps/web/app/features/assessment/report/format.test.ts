import { contentEntries, questions, reportTexts, rules } from '@peak/content';
import {
  type CapabilityScore,
  isScoredQuestion,
  type Question,
  type RoleId,
  scoreAssessment,
} from '@peak/scoring';
import { describe, expect, it } from 'vitest';
import { reportTextsFrom } from '../report-texts';
import {
  balancedWithinText,
  bandTable,
  bandText,
  EFFORT_NOTE_CLOSING,
  EFFORT_NOTE_LEAD,
  edgeText,
  effortNote,
  effortNoteText,
  familyMembers,
  formatScore,
  outOf,
  paragraphs,
  percent,
  planTexts,
  pointsText,
  reducedAnswersNote,
  reviewLink,
  twoLines,
} from './format';

const scored = questions.filter(isScoredQuestion);
const texts = reportTextsFrom(contentEntries(reportTexts));

/** The engine's report for answers picked per question (null: "This does not happen in my role"). */
const reportFor = (
  pick: (q: Question) => number | null,
  extra: { role?: RoleId; durationsMs?: number[] } = {},
) =>
  scoreAssessment(
    scored.map((q) => ({ questionId: q.questionId, doing: pick(q) })),
    {
      questions,
      rules,
      context: extra.role ? { role: extra.role } : undefined,
      durationsMs: extra.durationsMs,
    },
  ).report;

const _cap = (capability: string, score: number | null): CapabilityScore =>
  ({
    capability,
    family: 'Contextual Awareness',
    group: 'Self',
    score,
    answered: 3,
    band: null,
  }) as CapabilityScore;

describe('formatScore', () => {
  it('shows at most one decimal and no trailing .0', () => {
    expect(formatScore(12)).toBe('12');
    expect(formatScore(10.5)).toBe('10.5');
    expect(formatScore(10.25)).toBe('10.3');
    expect(formatScore(11.999)).toBe('12');
    expect(formatScore(5.4)).toBe('5.4');
    expect(outOf(10.5, 15)).toBe('10.5 out of 15');
  });
});

describe('percent', () => {
  it('clamps to 0-100 and survives a zero maximum', () => {
    expect(percent(36, 180)).toBe('20%');
    expect(percent(200, 180)).toBe('100%');
    expect(percent(-1, 45)).toBe('0%');
    expect(percent(5, 0)).toBe('0%');
  });
});

describe('bandTable', () => {
  it('splits each scale into five equal fifths, in whole points', () => {
    expect(bandTable()).toEqual([
      { band: 'Starting', capability: '3–5', family: '9–16', total: '36–64' },
      { band: 'Emerging', capability: '6–7', family: '17–23', total: '65–93' },
      { band: 'Developing', capability: '8–10', family: '24–30', total: '94–122' },
      { band: 'Proficient', capability: '11–12', family: '31–37', total: '123–151' },
      { band: 'Expert', capability: '13–15', family: '38–45', total: '152–180' },
    ]);
  });
});

describe('paragraphs', () => {
  it('splits on blank lines only', () => {
    expect(paragraphs('One.\nStill one.\n\nTwo.\r\n  \r\nThree.')).toEqual([
      'One.\nStill one.',
      'Two.',
      'Three.',
    ]);
    expect(paragraphs(undefined)).toEqual([]);
    expect(paragraphs('  ')).toEqual([]);
  });
});

describe('bands and edges', () => {
  it('says "on the edge of" the next band only when the engine sets an edge', () => {
    // 4 + 3 + 3 = 10 on Clarity of Focus: Developing, within a point of Proficient (10.2).
    let first = true;
    const report = reportFor((q) => {
      if (q.capability !== 'Clarity of Focus') return 3;
      const answer = first ? 4 : 3;
      first = false;
      return answer;
    });
    const focus = report.capabilities.find((c) => c.capability === 'Clarity of Focus');
    const tool = report.capabilities.find((c) => c.capability === 'Tool Fluency');
    if (!focus || !tool) throw new Error('not scored');
    expect(bandText(focus)).toBe('Developing (on the edge of Proficient)');
    expect(bandText(tool)).toBe('Developing');
    expect(edgeText(focus.edge)).toBe('on the edge of Proficient');
    expect(edgeText(null)).toBeNull();
  });

  it('lists a family in its fixed order, with null for a capability not measured', () => {
    const report = reportFor((q) => (q.capability === 'Tool Fluency' ? null : 4));
    expect(
      familyMembers(report, 'Execution Rhythms').map((m) => [m.name, m.scored?.score ?? null]),
    ).toEqual([
      ['Rhythm & Ritual', 12],
      ['Process Discipline', 12],
      ['Tool Fluency', null],
    ]);
    expect(familyMembers(report, 'No such family')).toEqual([]);
  });
});

describe('reducedAnswersNote', () => {
  it('says how many answers a capability rests on and how many questions did not apply', () => {
    expect(reducedAnswersNote(2)).toBe(
      'Based on 2 of 3 answers: one question did not apply to your role.',
    );
    expect(reducedAnswersNote(1)).toBe(
      'Based on 1 of 3 answers: two questions did not apply to your role.',
    );
  });

  it('matches what the engine reports for a question answered "does not happen in my role"', () => {
    const report = reportFor((q) => (q.questionId === 'rr_v2_3' ? null : 4));
    expect(report.reducedAnswers).toEqual([{ capability: 'Rhythm & Ritual', answered: 2 }]);
  });
});

describe('the plan', () => {
  const rhythm = texts.capabilities['Rhythm & Ritual'];

  it('words each step for the role when the texts have such a wording, Start here first', () => {
    const report = reportFor((q) => (q.capability === 'Rhythm & Ritual' ? 1 : 4), {
      role: 'manager',
    });
    const [first, ...rest] = planTexts(report, texts);
    expect(first).toMatchObject({
      number: 1,
      step: { capability: 'Rhythm & Ritual', reason: 'clearly-low', tier: 'growth' },
      ifThen: rhythm?.actionByRole.manager ?? rhythm?.action,
      weekTwo: rhythm?.weekTwo,
      signal: rhythm?.signal ?? null,
    });
    expect(first?.ifThen).toMatch(/^When /);
    for (const step of rest) expect(step.number).toBeGreaterThan(1);
    // Without the texts a step has no words to show, and is left out.
    expect(planTexts(report, null)).toEqual([]);
  });

  it('stretches a strong habit, falling back to the forming practice only when the stretch relies on a growth area', () => {
    const report = reportFor(() => 5);
    const [first] = planTexts(report, texts);
    const t = texts.capabilities[report.plan.start?.capability ?? ''];
    expect(first?.ifThen).toBe(t?.stretch);
  });
});

describe('comparisons', () => {
  it('states the threshold and the difference in points', () => {
    expect(balancedWithinText(5)).toBe('A difference of 5 points or less is called balanced.');
    expect(pointsText(12)).toBe('12 points');
    expect(pointsText(1)).toBe('1 point');
    expect(pointsText(2.5)).toBe('2.5 points');
  });
});

describe('effortNote', () => {
  const varied = (q: Question) => (q.questionId.charCodeAt(0) % 3) + 2;

  it("gives the engine's reasons when the answers look hurried", () => {
    const report = reportFor(varied, { durationsMs: scored.map(() => 800) });
    const reasons = effortNote(report.effort);
    expect(reasons).toEqual([
      'Many answers came faster than reading time: half of them took less than a second.',
    ]);
    expect(effortNoteText(report.effort)).toBe(
      `${EFFORT_NOTE_LEAD} ${reasons?.[0]} ${EFFORT_NOTE_CLOSING}`,
    );
  });

  it('says nothing for calm answers or an older result without the check', () => {
    const report = reportFor(varied, { durationsMs: scored.map(() => 7000) });
    expect(report.effort?.lowEffort).toBe(false);
    expect(effortNote(report.effort)).toBeNull();
    expect(effortNote(null)).toBeNull();
    expect(effortNoteText(undefined)).toBeNull();
  });
});

describe('reviewLink', () => {
  it('uses the configured form, else the contact page', () => {
    expect(reviewLink('https://forms.example/review')).toEqual({
      href: 'https://forms.example/review',
      external: true,
    });
    expect(reviewLink(undefined)).toEqual({ href: '/contact', external: false });
    expect(reviewLink('')).toEqual({ href: '/contact', external: false });
    expect(reviewLink('javascript:alert(1)')).toEqual({ href: '/contact', external: false });
  });
});

describe('twoLines', () => {
  it('breaks long labels near the middle', () => {
    expect(twoLines('Tool Fluency')).toEqual(['Tool Fluency']);
    expect(twoLines('Stakeholder Intelligence')).toEqual(['Stakeholder', 'Intelligence']);
    expect(twoLines('Cost of Delay Thinking')).toEqual(['Cost of Delay', 'Thinking']);
  });
});
