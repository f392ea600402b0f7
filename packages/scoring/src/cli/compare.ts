// The compare command's table: every score's move and verdict, what moved in the report, and the
// comparison's sentences. Read from the comparison object only.
import type { FindingRef, ResultsComparison, ScoreChange } from '../change/compare';
import { aboutPoints, compareSentences } from '../change/sentences';
import { FAMILIES } from '../model/capabilities';

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));
const padLeft = (text: string, width: number) =>
  ' '.repeat(Math.max(0, width - text.length)) + text;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const VERDICT = { rose: 'rose', fell: 'fell', 'within-noise': 'within noise' } as const;

function row(name: string, c: ScoreChange | undefined): string {
  if (!c) return `${pad(name, 28)}${padLeft('not compared', 12)}`;
  return `${pad(name, 28)}${padLeft(String(c.from), 6)}${padLeft(String(c.to), 6)}${padLeft(signed(c.difference), 8)}${padLeft(aboutPoints(c.threshold), 8)}  ${VERDICT[c.verdict]}`;
}

const finding = (f: FindingRef | null) => (f ? f.name : '(none)');
const fromTo = (m: { from: FindingRef | null; to: FindingRef | null; changed: boolean }) =>
  m.changed ? `${finding(m.from)} -> ${finding(m.to)}` : `${finding(m.to)} (unchanged)`;
const moves = (m: { added: readonly string[]; removed: readonly string[] }) =>
  [...m.added.map((c) => `+ ${c}`), ...m.removed.map((c) => `- ${c}`)].join(', ') || '(no change)';

export function formatComparison(c: ResultsComparison): string {
  const lines = [
    c.reliabilityN > 0
      ? `Reliability: estimated from ${c.reliabilityN} stored results where there were enough`
      : 'Reliability: the default figures (no stored results to estimate from)',
    '',
    `${pad('Score', 28)}${padLeft('From', 6)}${padLeft('To', 6)}${padLeft('Change', 8)}${padLeft('Noise', 8)}  Verdict`,
    row('Total', c.total ?? undefined),
  ];
  for (const family of FAMILIES) {
    lines.push(
      row(
        family.name,
        c.families.find((f) => f.name === family.name),
      ),
    );
    for (const name of family.capabilities)
      lines.push(
        row(
          `  ${name}`,
          c.capabilities.find((x) => x.name === name),
        ),
      );
  }
  const { report } = c;
  lines.push(
    '',
    'Noise: how far a score moves between two takes with no real change (1.96 x SEdiff).',
    '',
    `Archetype: ${fromTo(report.archetype)}`,
    `Headline pattern: ${fromTo(report.headline)}`,
    `Strengths: ${moves(report.strengths)}`,
    `Growth areas: ${moves(report.growthAreas)}`,
    '',
    ...compareSentences(c),
  );
  return `${lines.join('\n')}\n`;
}
