// The static selector's scoring (public/method-selector/scoring.js): ranking, explanation, and that
// its catalogue matches the landing page's.
import { describe, expect, it } from 'vitest';
import {
  explain,
  joinReasons,
  METHODS,
  QUESTIONS,
  scoreMethods,
} from '../../../public/method-selector/scoring.js';
import { METHOD_CATALOGUE } from './catalogue';

type Answers = Record<string, string>;

const soloFirefighting: Answers = {
  team: 'individual',
  time: 'quick',
  items: 'few',
  stakeholders: 'none',
  data: 'judgment',
  customers: 'low',
  tension: 'urgency',
};

const releaseCrunch: Answers = {
  team: 'small',
  time: 'quick',
  items: 'some',
  stakeholders: 'some',
  data: 'judgment',
  customers: 'some',
  tension: 'scope',
};

const dataRichBacklog: Answers = {
  team: 'medium',
  time: 'moderate',
  items: 'many',
  stakeholders: 'some',
  data: 'metrics',
  customers: 'some',
  tension: 'tradeoffs',
};

const customerResearch: Answers = {
  team: 'large',
  time: 'extensive',
  items: 'some',
  stakeholders: 'many',
  data: 'metrics',
  customers: 'high',
  tension: 'tradeoffs',
};

const portfolioReview: Answers = {
  team: 'large',
  time: 'moderate',
  items: 'some',
  stakeholders: 'many',
  data: 'estimates',
  customers: 'some',
  tension: 'criteria',
};

const initiativeTriage: Answers = {
  team: 'small',
  time: 'moderate',
  items: 'some',
  stakeholders: 'some',
  data: 'estimates',
  customers: 'low',
  tension: 'tradeoffs',
};

/** Every combination of answers, one option per question. */
function* everyAnswerSet(index = 0, answers: Answers = {}): Generator<Answers> {
  const question = QUESTIONS[index];
  if (!question) {
    yield answers;
    return;
  }
  for (const option of question.options)
    yield* everyAnswerSet(index + 1, { ...answers, [question.id]: option.value });
}

describe('the catalogue', () => {
  it('lists the six methods with the ratings the site states', () => {
    expect(METHODS.map((m) => [m.name, m.complexity, m.time, m.teamSize])).toEqual([
      ['MoSCoW', 'Simple', 'Quick', 'Small'],
      ['Value vs Effort Matrix', 'Moderate', 'Moderate', 'Medium'],
      ['RICE Scoring', 'Moderate', 'Moderate', 'Medium'],
      ['Kano Model', 'Complex', 'Extensive', 'Large'],
      ['Eisenhower Matrix', 'Simple', 'Quick', 'Individual'],
      ['Weighted Scoring', 'Moderate', 'Moderate', 'Medium'],
    ]);
  });

  it('matches the landing page method for method', () => {
    expect(
      METHOD_CATALOGUE.map(({ id, name, complexity, time, teamSize }) => ({
        id,
        name,
        complexity,
        time,
        teamSize,
      })),
    ).toEqual(
      METHODS.map(({ id, name, complexity, time, teamSize }) => ({
        id,
        name,
        complexity,
        time,
        teamSize,
      })),
    );
  });
});

describe('the questions', () => {
  it('asks five to seven questions, each with unique answers and a reason for each', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(5);
    expect(QUESTIONS.length).toBeLessThanOrEqual(7);
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
    for (const question of QUESTIONS) {
      expect(question.options.length).toBeGreaterThanOrEqual(2);
      expect(new Set(question.options.map((o) => o.value)).size).toBe(question.options.length);
      for (const option of question.options) expect(option.reason).toMatch(/\S/);
    }
  });

  it('only awards points to methods of the catalogue', () => {
    const ids = new Set(METHODS.map((m) => m.id));
    for (const question of QUESTIONS)
      for (const option of question.options)
        for (const id of Object.keys(option.points)) expect(ids).toContain(id);
  });

  it('lets every method win for some situation', () => {
    const winners = new Set<string>();
    for (const answers of everyAnswerSet()) winners.add(scoreMethods(answers).best?.id ?? '');
    expect([...winners].sort()).toEqual(METHODS.map((m) => m.id).sort());
  });
});

describe('scoreMethods', () => {
  it.each([
    ['a solo leader fighting interruptions', soloFirefighting, 'eisenhower'],
    ['a small team with a release crunch', releaseCrunch, 'moscow'],
    ['a group with a long, measured backlog', dataRichBacklog, 'rice'],
    ['an organization researching customers', customerResearch, 'kano'],
    ['a portfolio review across several goals', portfolioReview, 'weighted'],
    ['a team triaging initiatives on estimates', initiativeTriage, 'value-effort'],
  ])('recommends the fitting method for %s', (_situation, answers, expected) => {
    const result = scoreMethods(answers);
    expect(result.complete).toBe(true);
    expect(result.best?.id).toBe(expected);
  });

  it('ranks all six methods, best first, with scores that add up from the answers', () => {
    const result = scoreMethods(soloFirefighting);
    expect(result.ranked).toHaveLength(6);
    const scores = result.ranked.map((m) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const method of result.ranked) {
      const total = [...method.pros, ...method.cons].reduce((sum, e) => sum + e.points, 0);
      expect(total).toBe(method.score);
    }
    expect(result.ranked.at(-1)?.id).toBe('kano');
  });

  it('records the answers that counted for and against each method, strongest first', () => {
    const best = scoreMethods(soloFirefighting).best;
    expect(best?.pros[0]).toMatchObject({
      questionId: 'tension',
      answer: 'Urgent requests keep crowding out important work',
      points: 4,
    });
    expect(best?.pros.every((e) => e.points > 0)).toBe(true);
    const kano = scoreMethods(soloFirefighting).ranked.find((m) => m.id === 'kano');
    expect(kano?.cons.map((e) => e.points)).toEqual([-3, -3, -2, -2, -1]);
  });

  it('breaks a tie in favor of the simpler method', () => {
    // MoSCoW and the Eisenhower Matrix tie; both are Simple, so catalogue order decides.
    const result = scoreMethods({ time: 'quick' });
    expect(result.ranked.slice(0, 2).map((m) => [m.id, m.score])).toEqual([
      ['moscow', 3],
      ['eisenhower', 3],
    ]);
    // Kano comes first in the catalogue, but at equal points the Moderate method goes first.
    expect(
      scoreMethods({ team: 'large' })
        .ranked.slice(0, 2)
        .map((m) => [m.id, m.score]),
    ).toEqual([
      ['weighted', 2],
      ['kano', 2],
    ]);
  });

  it('lists unanswered questions and ignores unknown answers', () => {
    const result = scoreMethods({ team: 'small', time: 'sometime', extra: 'x' });
    expect(result.complete).toBe(false);
    expect(result.unanswered).toEqual([
      'time',
      'items',
      'stakeholders',
      'data',
      'customers',
      'tension',
    ]);
    expect(result.best?.id).toMatch(/moscow|value-effort/);
  });

  it('has no recommendation without any answer', () => {
    for (const answers of [{}, null, undefined]) {
      const result = scoreMethods(answers);
      expect(result.best).toBeNull();
      expect(result.unanswered).toHaveLength(QUESTIONS.length);
      expect(explain(result)).toBe('Answer the questions to see which method fits.');
    }
  });
});

describe('explain', () => {
  it('names the best method and the three answers that drove it', () => {
    expect(explain(scoreMethods(soloFirefighting))).toBe(
      'Eisenhower Matrix fits best because urgent requests keep crowding out important work, you are prioritizing on your own, and you have an hour or less.',
    );
  });

  it('mentions a runner-up that scores the same or nearly so', () => {
    expect(explain(scoreMethods({ time: 'quick' }))).toBe(
      'MoSCoW fits best because you have an hour or less. Eisenhower Matrix scores the same, so consider it too.',
    );
    const close = scoreMethods(customerResearch);
    expect(close.ranked[0]?.score).toBeGreaterThan(close.ranked[1]?.score ?? 0);
    expect(explain(close)).toMatch(/^Kano Model fits best because /);
  });

  it('joins reasons as a sentence', () => {
    expect(joinReasons([])).toBe('');
    expect(joinReasons(['a'])).toBe('a');
    expect(joinReasons(['a', 'b'])).toBe('a and b');
    expect(joinReasons(['a', 'b', 'c'])).toBe('a, b, and c');
  });
});
