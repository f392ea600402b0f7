// The conformance report (docs/accessibility-conformance-report.md, VPAT 2.5 WCAG edition) goes
// through every WCAG 2.2 level A and AA success criterion exactly once, each in its level's table
// with one of the four conformance levels and a remark, 4.1.1 only as obsolete; every file it
// cites as evidence is in the repository. No browser: it reads the markdown.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src';

/** WCAG 2.2's level A success criteria (4.1.1 Parsing is obsolete in 2.2 and not among them). */
// biome-ignore format: a grid of criteria reads best
const LEVEL_A = [
  '1.1.1', '1.2.1', '1.2.2', '1.2.3', '1.3.1', '1.3.2', '1.3.3', '1.4.1', '1.4.2', '2.1.1',
  '2.1.2', '2.1.4', '2.2.1', '2.2.2', '2.3.1', '2.4.1', '2.4.2', '2.4.3', '2.4.4', '2.5.1',
  '2.5.2', '2.5.3', '2.5.4', '3.1.1', '3.2.1', '3.2.2', '3.2.6', '3.3.1', '3.3.2', '3.3.7',
  '4.1.2',
];
/** WCAG 2.2's level AA success criteria. */
// biome-ignore format: a grid of criteria reads best
const LEVEL_AA = [
  '1.2.4', '1.2.5', '1.3.4', '1.3.5', '1.4.3', '1.4.4', '1.4.5', '1.4.10', '1.4.11', '1.4.12',
  '1.4.13', '2.4.5', '2.4.6', '2.4.7', '2.4.11', '2.5.7', '2.5.8', '3.1.2', '3.2.3', '3.2.4',
  '3.3.3', '3.3.4', '3.3.8', '4.1.3',
];
const OBSOLETE = '4.1.1';
const LEVELS = ['Supports', 'Partially Supports', 'Does Not Support', 'Not Applicable'];

const REPORT_PATH = 'docs/accessibility-conformance-report.md';
const report = readFileSync(join(REPO_ROOT, REPORT_PATH), 'utf8');

interface Row {
  criterion: string;
  name: string;
  level: string;
  conformance: string;
  remarks: string;
}

/** The rows of the table under the heading that starts with `heading`, up to the next heading. */
function tableRows(heading: string): Row[] {
  const start = report.indexOf(`\n### ${heading}`);
  expect(start, `a section "### ${heading}"`).toBeGreaterThan(-1);
  const rest = report.slice(start + 1);
  const end = rest.indexOf('\n#', 1);
  const section = end === -1 ? rest : rest.slice(0, end);
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  expect(lines[0]).toBe('| Criteria | Conformance Level | Remarks and Explanations |');
  return lines.slice(2).map((line) => {
    const cells = line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim());
    expect(cells, line).toHaveLength(3);
    const [criteria = '', conformance = '', remarks = ''] = cells;
    const match = /^(\d\.\d\.\d{1,2}) (.+) \(Level (AA?)\)$/.exec(criteria);
    expect(match, criteria).not.toBeNull();
    return {
      criterion: match?.[1] ?? '',
      name: match?.[2] ?? '',
      level: match?.[3] ?? '',
      conformance,
      remarks,
    };
  });
}

const tableA = tableRows('Table 1: Success Criteria, Level A');
const tableAA = tableRows('Table 2: Success Criteria, Level AA');
const rows = [...tableA, ...tableAA];

/** Paths in backticks that name a file or folder of the repository. */
const cited = (text: string) =>
  [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1] ?? '')
    .filter((path) => /^(apps|packages|e2e|tooling|docs)\//.test(path));

describe('the conformance report', () => {
  it('lists the 55 WCAG 2.2 A and AA criteria exactly once each, in their level’s table', () => {
    expect(LEVEL_A).toHaveLength(31);
    expect(LEVEL_AA).toHaveLength(24);
    expect(tableA.filter((r) => r.criterion !== OBSOLETE).map((r) => r.criterion)).toEqual(LEVEL_A);
    expect(tableAA.map((r) => r.criterion)).toEqual(LEVEL_AA);
    expect(tableA.every((r) => r.level === 'A')).toBe(true);
    expect(tableAA.every((r) => r.level === 'AA')).toBe(true);
    const seen = rows.map((r) => r.criterion);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('includes the criteria new in 2.2 and names 4.1.1 only as obsolete', () => {
    for (const criterion of ['2.4.11', '2.5.7', '2.5.8', '3.2.6', '3.3.7', '3.3.8'])
      expect(
        rows.filter((r) => r.criterion === criterion),
        criterion,
      ).toHaveLength(1);
    const parsing = rows.filter((r) => r.criterion === OBSOLETE);
    expect(parsing).toHaveLength(1);
    expect(parsing[0]?.conformance).toBe('Not Applicable');
    expect(parsing[0]?.remarks).toMatch(/obsolete and removed in WCAG 2\.2/i);
  });

  it('gives each criterion one of the four levels and a remark', () => {
    for (const row of rows) {
      expect(LEVELS, row.criterion).toContain(row.conformance);
      expect(row.remarks.length, row.criterion).toBeGreaterThan(10);
    }
  });

  it('names the test behind every criterion it says is supported', () => {
    for (const row of rows.filter((r) => r.conformance !== 'Not Applicable')) {
      // A criterion met by design alone (nothing on the site drags, flashes or uses gestures)
      // says so; every other cites its evidence.
      if (!row.remarks.includes('By design'))
        expect(cited(row.remarks), row.criterion).not.toEqual([]);
    }
  });

  it('cites only files that are in the repository', () => {
    const paths = [...new Set(cited(report))];
    expect(paths.length).toBeGreaterThan(10);
    const missing = paths.filter((path) => !existsSync(join(REPO_ROOT, path)));
    expect(missing).toEqual([]);
  });

  it('has the report’s header, its PDFs and the date of the last review', () => {
    for (const heading of [
      '## Name of Product/Version',
      '## Report Date',
      '## Contact Information',
      '## Evaluation Methods Used',
      '## Applicable Standards/Guidelines',
      '## The PDF reports',
    ])
      expect(report, heading).toContain(`\n${heading}\n`);
    expect(report).toContain('2026-12-02');
    expect(report).toContain('/contact?topic=accessibility');
    expect(report).toContain('PDF/UA-1');
  });

  it('is linked from the README', () => {
    expect(readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')).toContain(`(${REPORT_PATH})`);
  });
});
