// Golden replay of `score compare`: each case in fixtures/compare/ is two responses files and what
// the command prints for them, as the table and with --json, written by
// scripts/update-compare-fixtures.ts from scripts/compare-cases.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { score } from './helpers';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', 'fixtures', 'compare');
const cases = readdirSync(root).sort();
const read = (name: string, file: string) => readFileSync(join(root, name, file), 'utf8');
const path = (name: string, file: string) => join(root, name, file);

describe('score compare', () => {
  it('has golden cases', () => expect(cases.length).toBeGreaterThanOrEqual(2));

  it.each(cases)('%s prints exactly its expected table and JSON', (name) => {
    const from = path(name, 'from.json');
    const to = path(name, 'to.json');
    const table = score('compare', from, to);
    expect(table.stderr).toBe('');
    expect(table.code).toBe(0);
    expect(table.stdout).toBe(read(name, 'expected.txt'));
    const json = score('compare', from, to, '--json');
    expect(json.code).toBe(0);
    // The stored JSON is as the repository's formatter lays it out: compared value by value, and
    // key order too.
    const same = (text: string) => JSON.stringify(JSON.parse(text));
    expect(same(json.stdout)).toBe(same(read(name, 'expected.json')));
    const { checks } = JSON.parse(read(name, 'case.json'));
    expect(JSON.parse(json.stdout)).toMatchObject(checks);
  });

  it.each([
    [
      'one file',
      ['compare', path('clarity-rose', 'from.json')],
      /compare takes two responses files/,
    ],
    [
      '--json without compare',
      [path('clarity-rose', 'from.json'), '--json'],
      /--json is an option of compare/,
    ],
    [
      'an invalid responses file, named',
      ['compare', path('clarity-rose', 'from.json'), path('clarity-rose', 'case.json')],
      /^score: .*case\.json: unknown questionId "description"\n$/,
    ],
  ])('exits non-zero with one clear line for %s', (_what, args, message) => {
    const { code, stdout, stderr } = score(...args);
    expect(code).not.toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
  });

  it('is in the usage', () => {
    expect(score('--help').stdout).toContain('score compare <earlier.json> <later.json> [--json]');
  });
});
