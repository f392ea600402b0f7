// Raw answers as the browser records them (and the API receives them), scored with a bank: the
// golden results for every fixture, whatever order the bank comes in; the times and the role
// reach the engine; anything that is not a set of answers to this bank is refused with the reason.
import { describe, expect, it } from 'vitest';
import { type Results, type RuleContext, scoreAssessment, scoreRawAnswers } from '../src';
import { type Fixture, questions, readFixtures, rules, scoredQuestions } from './helpers';

const fixtures = readFixtures();
const scored = fixtures.filter(([, f]) => !f.expected.error);
const fixture = (name: string) =>
  (fixtures.find(([file]) => file === `${name}.json`) as (typeof fixtures)[number])[1];
/** A fixture's answers, as the API receives them from a page or a script. */
const answersOf = (f: Fixture) =>
  f.responses as Array<{ questionId: string; doing: number | null }>;

/** A fixture's answers as the browser records them: each with its time on screen. */
const recorded = (f: Fixture) =>
  answersOf(f).map((r, i) => ({
    questionId: r.questionId,
    doing: r.doing,
    ms: f.durationsMs?.[i] ?? 5000,
  }));

const bank = { questions, rules };
const resultsOf = (outcome: ReturnType<typeof scoreRawAnswers>): Results => {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.results;
};

/** The engine with the bundled bank, which is in id order, as the golden fixtures were made. */
const engine = (f: Fixture, durationsMs: readonly unknown[], context: RuleContext = {}) =>
  scoreAssessment(answersOf(f), { questions, rules, context, durationsMs });

describe('scoreRawAnswers', () => {
  it('has a golden fixture to replay', () => expect(scored.length).toBeGreaterThanOrEqual(15));

  it.each(scored)('scores %s to exactly its golden results', (_file, f) => {
    // Timed fixtures as the browser records them, each answer with its time; the others untimed.
    const answers = f.durationsMs ? recorded(f) : answersOf(f);
    expect(resultsOf(scoreRawAnswers(answers, bank, f.role))).toEqual(f.expected);
  });

  it('reads the questions and the rules in id order, whatever order they come in', () => {
    const f = fixture('strategic-navigator');
    const answers = recorded(f);
    const inOrder = resultsOf(scoreRawAnswers(answers, bank));
    const reversed = { questions: [...questions].reverse(), rules: [...rules].reverse() };
    const shuffled = {
      questions: [...questions.slice(20), ...questions.slice(0, 20)],
      rules: [...rules.slice(7), ...rules.slice(0, 7)],
    };
    expect(resultsOf(scoreRawAnswers(answers, reversed))).toEqual(inOrder);
    expect(resultsOf(scoreRawAnswers(answers, shuffled))).toEqual(inOrder);
    expect(inOrder).toEqual(
      engine(
        f,
        answers.map((a) => a.ms),
      ),
    );
    // The order matters to the engine: handed the reversed bank itself, it reports otherwise.
    expect(
      scoreAssessment(answersOf(f), { ...reversed, durationsMs: answers.map((a) => a.ms) }),
    ).not.toEqual(inOrder);
    // The lists handed in are left as they came.
    expect(reversed.questions[0]).toBe(questions.at(-1));
    expect(reversed.rules[0]).toBe(rules.at(-1));
  });

  it('scores the same bank again to the same results', () => {
    const answers = recorded(fixture('mixed-reader'));
    const first = resultsOf(scoreRawAnswers(answers, bank));
    expect(resultsOf(scoreRawAnswers(answers, bank))).toEqual(first);
  });

  it('passes the answer times to the engine: quick answers are judged careless', () => {
    const f = fixture('strategic-navigator');
    const timed = (ms: number) => answersOf(f).map((r) => ({ ...r, ms }));
    const hurried = resultsOf(scoreRawAnswers(timed(900), bank));
    expect(hurried.effort).toMatchObject({ lowEffort: true, medianMs: 900 });
    expect(hurried).toEqual(engine(f, Array(answersOf(f).length).fill(900)));
    const careful = resultsOf(scoreRawAnswers(timed(6500), bank));
    expect(careful.effort.lowEffort).toBe(false);
    expect(careful.rawOverallScore).toBe(hurried.rawOverallScore);
  });

  it('passes the role: role rules fire for their role only, an unknown role is no role', () => {
    const f = fixture('role-manager-delegation');
    const ruleIds = (role?: string | null) =>
      resultsOf(scoreRawAnswers(answersOf(f), bank, role)).findings.map((x) => x.ruleId);
    expect(ruleIds('manager')).toContain('pp-delegation-drift');
    expect(ruleIds()).not.toContain('pp-delegation-drift');
    expect(ruleIds(null)).not.toContain('pp-delegation-drift');
    expect(resultsOf(scoreRawAnswers(answersOf(f), bank, 'manager')).role).toBe('manager');
    expect(resultsOf(scoreRawAnswers(answersOf(f), bank, 'emperor')).role).toBeNull();
  });

  it('reads an object of answers as the list of the same answers without times', () => {
    const f = fixture('all-3s');
    const asObject = Object.fromEntries(answersOf(f).map((r) => [r.questionId, r.doing]));
    expect(resultsOf(scoreRawAnswers(asObject, bank))).toEqual(
      resultsOf(scoreRawAnswers(answersOf(f), bank)),
    );
  });

  it('accepts "This does not happen in my role" where the question offers it', () => {
    const f = fixture('not-applicable-individual-contributor');
    const results = resultsOf(scoreRawAnswers(recorded(f), bank, f.role));
    expect(results.report.reducedAnswers.length).toBeGreaterThan(0);
  });

  const [first, second] = scoredQuestions.map((q) => q.questionId);
  const offersNone = scoredQuestions.find((q) => !q.notApplicable)?.questionId;
  const offers = scoredQuestions.find((q) => q.notApplicable)?.questionId;

  it.each([
    ['an unknown question', [{ questionId: 'zz_v2_1', doing: 3 }], 'unknown questionId "zz_v2_1"'],
    [
      'a question answered twice',
      [
        { questionId: first, doing: 3 },
        { questionId: first, doing: 4 },
      ],
      'answered twice',
    ],
    ['a score out of range', [{ questionId: second, doing: 6 }], 'from 1 to 5'],
    ['a fraction', [{ questionId: second, doing: 2.5 }], 'from 1 to 5'],
    [
      '"not in my role" where the question does not offer it',
      [{ questionId: offersNone, doing: null }],
      'from 1 to 5',
    ],
    ['no answer at all', [], 'at least one question'],
    [
      'only "not in my role" answers',
      [{ questionId: offers, doing: null }],
      'at least one question',
    ],
    ['an answer that is not an object', [3], 'response 0 is not an object'],
    ['neither a list nor an object', 'all fives', 'responses must be an array'],
  ])('refuses %s, saying why', (_label, answers, message) => {
    const outcome = scoreRawAnswers(answers as never, bank);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.error).toContain(message);
  });

  it('refuses answers to questions that are not scored (the current Doing ones)', () => {
    const unscored = questions.find((q) => !scoredQuestions.includes(q))?.questionId;
    expect(unscored).toBeDefined();
    const outcome = scoreRawAnswers([{ questionId: unscored as string, doing: 3 }], bank);
    expect(outcome).toEqual({
      ok: false,
      error: `unknown questionId ${JSON.stringify(unscored)}`,
    });
  });
});
