// The editorial guards as pure functions: the rule logic check (the engine's parser and variables),
// the firing rate on the calibration's population, report texts' bands and conditions.
import { contentDocuments, questions, rules } from '@peak/content';
import { RULE_VARIABLES } from '@peak/scoring';
import { calibrate } from '@peak/scoring/calibrate';
import { STANDARD_POPULATION } from '@peak/scoring/simulate';
import { describe, expect, it } from 'vitest';
import { firingRate, simulatedReaders, standardPopulation } from '../src/editorial/firing-rate';
import { assertedConditions, reportTextProblems } from '../src/editorial/report-texts';
import { FiringRateBody, logicProblem } from '../src/editorial/rules';
import { parserMessage } from '../src/editorial/shared';

describe('rule logic, as the engine compiles it', () => {
  it("answers the parser's message with its position as a column", () => {
    expect(logicProblem('clarityOfFocus <= 3)')).toBe('Unexpected ")" at column 20.');
    expect(logicProblem('clarityOfFocus <=')).toBe('Unexpected end of logic at column 18.');
    expect(logicProblem('(total > 3')).toBe("Missing ')' for '(' at column 1.");
    expect(logicProblem('total > 3 # 4')).toBe('Unexpected character "#" at column 11.');
    expect(logicProblem('1 < total < 3')).toBe("Chained comparison at column 11; join with 'and'.");
    expect(parserMessage('empty logic')).toBe('Empty logic.');
  });

  it('refuses unknown variables by name, listing those a rule may name', () => {
    const problem = logicProblem('clarityOfFocus <= 3 and legacyScore > 2');
    expect(problem).toMatch(/^Unknown variable "legacyScore": rule logic may name /);
    for (const name of RULE_VARIABLES) expect(problem).toContain(name);
    expect(logicProblem('a > 1 and b > 2')).toMatch(/^Unknown variables "a", "b": /);
  });

  it('refuses a number, and empty logic', () => {
    expect(logicProblem('total + 3')).toBe('Logic computes a number; a rule needs a condition.');
    expect(logicProblem('')).toMatch(/^A rule needs its logic/);
    expect(logicProblem(null)).toMatch(/^A rule needs its logic/);
  });

  it('accepts every bundled rule', () => {
    for (const rule of rules) expect(logicProblem(rule.logic), rule.id).toBeNull();
  });
});

describe('the firing rate', () => {
  it('is what the calibration counts, rule by rule, for the same readers', () => {
    const respondents = 400;
    const readers = simulatedReaders(questions, { respondents, seed: STANDARD_POPULATION.seed });
    const calibration = calibrate({ questions, rules, respondents, careless: 0 });
    for (const figures of calibration.rules) {
      const rule = rules.find((r) => r.id === figures.id);
      if (!rule) throw new Error(figures.id);
      expect(firingRate(rule, readers).rate, rule.id).toBe(figures.fired);
    }
  });

  it('answers in well under a second, on the standard population made once', () => {
    let started = performance.now();
    expect(standardPopulation()).toHaveLength(STANDARD_POPULATION.respondents);
    const made = performance.now() - started;
    expect(standardPopulation()).toBe(standardPopulation());
    started = performance.now();
    for (const rule of rules.slice(0, 20)) firingRate(rule);
    const each = (performance.now() - started) / 20;
    console.log(
      `firing rate: population made in ${made.toFixed(0)} ms, then ${each.toFixed(1)} ms a rule`,
    );
    expect(made).toBeLessThan(5_000);
    expect(each).toBeLessThan(100);
  });

  it('says how many readers it fires for, and warns outside 0.5-60%', () => {
    const readers = simulatedReaders(questions, { respondents: 1000, seed: 7 });
    const within = firingRate({ logic: 'clarityOfFocus <= 3' }, readers);
    expect(within.message).toMatch(/^Fires for \d+\.\d% of 1,000 simulated readers$/);
    expect(within.outside).toBeNull();
    expect(within.warning).toBeNull();
    const most = firingRate({ logic: 'total >= 36' }, readers);
    expect(most).toMatchObject({
      fired: 1000,
      rate: 1,
      outside: 'above',
      message: 'Fires for 100.0% of 1,000 simulated readers',
    });
    expect(most.warning).toMatch(/^Outside 0\.5–60%: it fires for most readers/);
    const none = firingRate({ logic: 'total > 180' }, readers);
    expect(none).toMatchObject({ fired: 0, outside: 'below' });
    expect(none.warning).toMatch(/^Outside 0\.5–60%: almost no reader/);
  });

  it("honours the rule's roles and an archetype's minimum total", () => {
    const readers = simulatedReaders(questions, { respondents: 1000, seed: 7 });
    const everyone = firingRate({ logic: 'total >= 36' }, readers).fired;
    const managers = firingRate({ logic: 'total >= 36', roles: ['manager'] }, readers).fired;
    expect(managers).toBe(readers.filter((r) => r.role === 'manager').length);
    expect(managers).toBeLessThan(everyone);
    const archetype = firingRate({ logic: 'total >= 36', type: 'archetype' }, readers).fired;
    expect(archetype).toBe(readers.filter((r) => r.total >= 100).length);
  });
});

describe('the firing-rate body', () => {
  it('takes logic with an optional type and roles, within limits, and nothing else', () => {
    expect(FiringRateBody.safeParse({ logic: 'total > 100' }).success).toBe(true);
    expect(
      FiringRateBody.safeParse({ logic: 'total > 100', type: 'archetype', roles: ['manager'] })
        .success,
    ).toBe(true);
    for (const bad of [
      null,
      [],
      {},
      { logic: 3 },
      { logic: 'x'.repeat(2001) },
      { logic: 'total > 1', extra: true },
      { logic: 'total > 1', roles: 'manager' },
      { logic: 'total > 1', roles: Array.from({ length: 11 }, () => 'manager') },
    ])
      expect(FiringRateBody.safeParse(bad).success, JSON.stringify(bad)?.slice(0, 40)).toBe(false);
  });
});

describe('report texts', () => {
  const docs = contentDocuments().content;
  const doc = (id: string) => {
    const found = docs.find((d) => d.id === id);
    if (!found) throw new Error(id);
    return found;
  };

  it('keeps every bundled text', () => {
    for (const d of docs) expect(reportTextProblems(d), d.id).toEqual([]);
  });

  it('needs each band of a text, and names only bands', () => {
    const capability = doc('capability-clarity-of-focus');
    const bands = { ...(capability.bands as Record<string, string>), Expert: ' ', Emerging: '' };
    expect(reportTextProblems({ ...capability, bands })).toEqual([
      {
        field: 'bands',
        message:
          'Each band needs its text: Emerging and Expert have none. Write one for each of Starting, Emerging, Developing, Proficient and Expert.',
      },
    ]);
    expect(reportTextProblems({ ...capability, bands: null })[0]?.message).toMatch(
      /^Each band needs its text: Starting, Emerging, Developing, Proficient and Expert have none/,
    );
    const typo = { ...(capability.bands as Record<string, string>), Expret: 'x' };
    expect(reportTextProblems({ ...capability, bands: typo })).toEqual([
      {
        field: 'bands',
        message:
          '"Expret" is no band: the bands are Starting, Emerging, Developing, Proficient and Expert.',
      },
    ]);
    const band = doc('overall-band-expert');
    expect(reportTextProblems({ ...band, content: '' })).toEqual([
      { field: 'content', message: "The band's text is required." },
    ]);
    expect(reportTextProblems({ ...band, band: 'Master' })[0]?.field).toBe('band');
  });

  it('checks what a text asserts as the calibration will', () => {
    const text = doc('self-vs-system-balanced-low');
    expect(reportTextProblems({ ...text, asserts: 'abs(self - system) <= 5 and' })).toEqual([
      { field: 'asserts', message: 'Unexpected end of logic at column 28.' },
    ]);
    expect(reportTextProblems({ ...text, asserts: 'senseAlign > 3' })).toEqual([]);
    expect(reportTextProblems({ ...text, asserts: 'mood > 3' })[0]?.message).toMatch(
      /^Unknown variable "mood": a text's condition may name .*senseAlign/,
    );
    expect(reportTextProblems({ ...text, asserts: 'self - system' })[0]?.message).toMatch(
      /^This computes a number/,
    );
  });

  it('shows the conditions a text asserts: its bands, or its declared condition', () => {
    expect(assertedConditions(doc('capability-clarity-of-focus'))).toEqual([
      { text: 'The Starting text', condition: 'clarityOfFocus < 2.8' },
      { text: 'The Emerging text', condition: 'clarityOfFocus >= 2.8 and clarityOfFocus < 3.6' },
      { text: 'The Developing text', condition: 'clarityOfFocus >= 3.6 and clarityOfFocus < 4.4' },
      { text: 'The Proficient text', condition: 'clarityOfFocus >= 4.4 and clarityOfFocus < 5.2' },
      { text: 'The Expert text', condition: 'clarityOfFocus >= 5.2' },
    ]);
    expect(assertedConditions(doc('overall-band-expert'))).toEqual([
      { text: 'This text', condition: 'total >= 151.2' },
    ]);
    expect(assertedConditions(doc('family-band-emerging-execution-rhythms'))).toEqual([
      { text: 'This text', condition: 'executionRhythms >= 16.2 and executionRhythms < 23.4' },
    ]);
    expect(assertedConditions(doc('report-introduction'))).toEqual([
      { text: 'This text', condition: 'true' },
    ]);
    expect(assertedConditions(doc('family-overview-execution-rhythms'))).toEqual([]);
  });
});
