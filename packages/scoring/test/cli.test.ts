// The score command as a developer runs it: a real process, files in, JSON or a summary out.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { all, questions, score, scoredQuestions } from './helpers';

const work = mkdtempSync(join(tmpdir(), 'score-cli-'));

function file(name: string, content: unknown): string {
  const path = join(work, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const allFours = file('all-4.json', all(4));

describe('score CLI', () => {
  it('prints the full results object for an array of responses', () => {
    const { code, stdout } = score(allFours);
    expect(code).toBe(0);
    const results = JSON.parse(stdout);
    expect(results).toMatchObject({
      rawOverallScore: 144,
      overallScore: 4,
      maturityLevel: 'Proficient',
    });
    expect(results.capabilityScores).toHaveLength(12);
    expect(results.pipelineStats.rulesTotal).toBeGreaterThanOrEqual(30);
  });

  it('accepts an object mapping questionId to an answer', () => {
    const map = Object.fromEntries(scoredQuestions.map((q) => [q.questionId, 2]));
    const { code, stdout } = score(file('map.json', map));
    expect(code).toBe(0);
    expect(JSON.parse(stdout).rawOverallScore).toBe(72);
  });

  it('prints a human summary with --pretty', () => {
    const { code, stdout } = score(allFours, '--pretty');
    expect(code).toBe(0);
    expect(stdout).toContain('Total: 144 / 180');
    expect(stdout).toContain('Maturity: Proficient');
    expect(stdout).toMatch(/Tool Fluency\s+Execution Rhythms\s+12\s+Proficient/);
    expect(stdout).toContain('Patterns:');
    expect(stdout).toContain('Archetype:');
  });

  it('prints the bundled question bank', () => {
    const { code, stdout } = score('questions');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toHaveLength(questions.length);
  });

  it('uses other rules and questions when given', () => {
    const rules = file('rules.json', [
      {
        id: 'only',
        name: 'Only Rule',
        type: 'pattern',
        category: 'pairwise_pattern',
        enabled: true,
        logic: 'total >= 36',
      },
    ]);
    const { code, stdout } = score(allFours, '--rules', rules);
    expect(code).toBe(0);
    expect(JSON.parse(stdout).findings.map((f: { ruleId: string }) => f.ruleId)).toEqual(['only']);
    const bank = file('bank.json', scoredQuestions.slice(0, 3));
    const small = score(file('three.json', all(5).slice(0, 3)), '--questions', bank);
    expect(small.code).toBe(0);
    expect(JSON.parse(small.stdout).rawOverallScore).toBe(15);
  });

  it.each([
    [
      'a missing file',
      [join(work, 'nope.json')],
      /^score: responses file not found: .*nope\.json\n$/,
    ],
    [
      'invalid JSON',
      [file('bad.json', '{"oops": ')],
      /^score: responses file .* is not valid JSON: /,
    ],
    [
      'an unknown questionId',
      [file('unknown.json', [{ questionId: 'zz_v2_9', doing: 3 }])],
      /^score: unknown questionId "zz_v2_9"\n$/,
    ],
    [
      'an answer outside 1-5',
      [file('range.json', [{ questionId: scoredQuestions[0]?.questionId, doing: 6 }])],
      /^score: answer to \S+ must be a whole number from 1 to 5, got 6\n$/,
    ],
    [
      'a fractional answer',
      [file('fraction.json', [{ questionId: scoredQuestions[0]?.questionId, doing: 2.5 }])],
      /must be a whole number/,
    ],
    ['a duplicate answer', [file('twice.json', [all(3)[0], all(3)[0]])], /answered twice/],
    [
      'a response without questionId',
      [file('noid.json', [{ doing: 3 }])],
      /^score: response 0 has no questionId\n$/,
    ],
    ['not a list', [file('number.json', '42')], /^score: responses must be an array/],
    ['no file at all', [], /^score: expected one responses file/],
    ['an unknown option', [allFours, '--fast'], /^score: unknown option --fast/],
    [
      'a rules file that is no list',
      [allFours, '--rules', file('rules-object.json', { a: 1 })],
      /must hold a JSON array/,
    ],
    [
      'a rule without logic',
      [allFours, '--rules', file('rules-nologic.json', [{ id: 'x', name: 'x' }])],
      /rule 0 in .* lacks logic/,
    ],
  ])('exits non-zero with one clear line for %s', (_what, args, message) => {
    const { code, stdout, stderr } = score(...(args as string[]));
    expect(code).not.toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('prints usage with --help', () => {
    const { code, stdout } = score('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('usage: score <responses.json>');
  });
});
