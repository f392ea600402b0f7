// The --pretty summary: what the report says, in a terminal. Read from the results' report object.

import type { BandedScore, Report, ReportArchetype, Results } from '../model/results';
import { roleLabel } from '../model/roles';

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));
const band = (s: BandedScore) => (s.edge ? `${s.band} (on the edge of ${s.edge})` : s.band);

const listed = (names: readonly string[], more: number) =>
  more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');

const planLines = (plan: Report['plan']) =>
  [plan.start, ...plan.next]
    .filter((step) => step !== null)
    .map(
      (step, i) =>
        `  ${i === 0 ? 'Start here' : `Then (${i + 1})`}: ${step.capability}. ${step.because}`,
    );

const archetype = (a: ReportArchetype) =>
  `${a.name} [${a.label}]${a.runnerUp ? `, with a strong streak of ${a.runnerUp.name}` : ''}`;

export function formatPretty(results: Results): string {
  if (results.error) return `${results.error}\n`;
  const { report } = results;
  const lines = [
    `Total: ${results.rawOverallScore} / 180  (average answer ${results.overallScore} / 5)`,
    `Maturity: ${band(report.overall)}`,
    ...(report.role ? [`Role: ${roleLabel(report.role)}`] : []),
    `Self ${report.selfVsSystem.left} / 90 vs System ${report.selfVsSystem.right} / 90: ${report.selfVsSystem.verdict}`,
    `Sense & Align ${report.senseVsActivate.left} / 90 vs Activate & Execute ${report.senseVsActivate.right} / 90: ${report.senseVsActivate.verdict}`,
    '',
    `${pad('Capability', 26)}${pad('Family', 25)}${pad('Score', 7)}Band`,
  ];
  for (const c of results.capabilityScores) {
    const shown = report.capabilities.find((r) => r.capability === c.capability);
    const answered = c.answered < 3 && c.score !== null ? ` [${c.answered} of 3 answers]` : '';
    lines.push(
      `${pad(c.capability, 26)}${pad(c.family, 25)}${pad(c.score === null ? 'n/a' : String(c.score), 7)}${shown ? band(shown) : 'not measured'}${answered}`,
    );
  }
  lines.push(
    '',
    `Strengths: ${listed(report.strengths, report.moreStrengths) || '(none in the top two bands)'}`,
    `Growth areas: ${listed(report.growthAreas, report.moreGrowthAreas) || '(none in the bottom two bands)'}`,
    `Shape: ${report.reading.shape.kind}`,
    '',
    'Plan:',
    ...planLines(report.plan),
    '',
    'Patterns:',
  );
  if (report.patterns.length === 0) lines.push('  (none)');
  for (const p of report.patterns)
    lines.push(`  ${p.name} [${p.label}]${p.ruleId === report.headline ? ' (headline)' : ''}`);
  lines.push(
    '',
    `Archetype: ${report.archetype ? archetype(report.archetype) : `(none) ${report.archetypeNote ?? ''}`.trim()}`,
  );
  if (report.effort?.lowEffort)
    lines.push('', `Low effort: ${report.effort.reasons.map((r) => r.message).join(' ')}`);
  for (const w of results.warnings) lines.push(`warning: ${w}`);
  return `${lines.join('\n')}\n`;
}
