// The compare command's table: every score's move, verdict and level, what moved in the report,
// and the comparison told as the page tells it (the lead, the noise, then what rose, fell and
// stayed within the noise). Read from the comparison object only.
import type { FindingRef, ResultsComparison, ScoreChange } from '../change/compare';
import { aboutPoints, compareAccount } from '../change/sentences';
import { FAMILIES } from '../model/capabilities';

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));
const padLeft = (text: string, width: number) =>
  ' '.repeat(Math.max(0, width - text.length)) + text;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const VERDICT = { rose: 'rose', fell: 'fell', 'within-noise': 'within noise' } as const;

/** "Developing -> Proficient" when the score changed band, else its one band. */
const level = (c: ScoreChange) =>
  c.fromBand === c.toBand ? c.toBand : `${c.fromBand} -> ${c.toBand}`;

function row(name: string, c: ScoreChange | undefined): string {
  if (!c) return `${pad(name, 28)}${padLeft('not compared', 12)}`;
  return `${pad(name, 28)}${padLeft(String(c.from), 6)}${padLeft(String(c.to), 6)}${padLeft(signed(c.difference), 8)}${padLeft(aboutPoints(c.threshold), 8)}  ${pad(VERDICT[c.verdict], 14)}${level(c)}`;
}

/** The account: its lead and notes, then each group under its title, then what was left out. */
function told(c: ResultsComparison): string[] {
  const account = compareAccount(c);
  const lines = [account.lead];
  if (account.soon) lines.push(account.soon);
  if (account.noise) lines.push(account.noise);
  for (const group of account.groups) {
    lines.push('', `${group.title}:`, ...group.lines.map((l) => `  ${l.inGroup}`));
    if (group.unchanged) lines.push(`  ${group.unchanged}`);
  }
  if (account.notCompared) lines.push('', account.notCompared);
  return lines;
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
    `${pad('Score', 28)}${padLeft('From', 6)}${padLeft('To', 6)}${padLeft('Change', 8)}${padLeft('Noise', 8)}  ${pad('Verdict', 14)}Level`,
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
    'Noise: how many points a retake of the same person can move a score by, with nothing changed.',
    '',
    `Archetype: ${fromTo(report.archetype)}`,
    `Headline pattern: ${fromTo(report.headline)}`,
    `Strengths: ${moves(report.strengths)}`,
    `Growth areas: ${moves(report.growthAreas)}`,
    '',
    ...told(c),
  );
  return `${lines.join('\n')}\n`;
}
