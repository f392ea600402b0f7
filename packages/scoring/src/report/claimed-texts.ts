// Every text a report shows, with the claims about ranks, sizes and shape it makes, for the
// consistency check: the content's band and comparison texts (which may claim only what their key
// implies), the cards (what their rule says), the composed sentences (what the reading gave them),
// and the story's sentences. A text with a claim word and no claim behind it is found too.
import type { Report } from '../model/results';
import type { Claim, ClaimedText } from '../reading/consistency';
import { claimsOfSays } from '../reading/consistency';
import type { PlanStep } from './plan';
import { planSteps } from './practice';

type Texts = Readonly<Record<string, string | undefined>>;

/** The content texts a report shows, as the content holds them. */
export interface ContentWords {
  capabilities: Readonly<Record<string, { bands: Texts } | undefined>>;
  families: Readonly<Record<string, { bands: Texts } | undefined>>;
  overall: Texts;
  selfVsSystem: Texts;
  senseVsActivate: Texts;
}

const lensClaims = (report: Report, which: 'selfVsSystem' | 'senseVsActivate'): Claim[] => {
  const c = report[which];
  const of = which === 'selfVsSystem' ? 'self-system' : 'sense-activate';
  const claims: Claim[] = [{ kind: 'size', of, sizes: [c.size] }];
  if (c.verdict !== 'Balanced' && c.difference > 0)
    claims.push({ kind: 'direction', of, above: c.left > c.right });
  return claims;
};

/** What a plan step's "because" claims, by the reason the plan chose it. */
export function stepClaims(report: Report, step: PlanStep): Claim[] {
  const c = report.reading.capabilities.find((r) => r.name === step.capability);
  const lowest: Claim = {
    kind: 'rank',
    level: 'capability',
    place: 'lowest',
    names: report.reading.lowest.capabilities,
  };
  if (step.reason === 'clearly-low' && c)
    return [
      { kind: 'direction', of: `capability:${step.capability}`, above: false },
      { kind: 'size', of: `capability:${step.capability}`, sizes: [c.vsOthers.size] },
    ];
  // Only Start here says why it comes first; a later growth area claims no more than its band.
  if (step.reason === 'growth-area')
    return step === report.plan.start ? [{ kind: 'none-apart', below: true }] : [];
  if (step.reason === 'lowest') return [{ kind: 'none-apart', below: true }, lowest];
  return [lowest];
}

export function claimedTexts(
  report: Report,
  content?: ContentWords,
  story: ReadonlyArray<ReadonlyArray<{ text: string; claims?: readonly Claim[] }>> = [],
): ClaimedText[] {
  const out: ClaimedText[] = [];
  const push = (id: string, text: string | undefined, claims: readonly Claim[] = []) => {
    if (text) out.push({ id, text, claims });
  };
  if (content) {
    push(`overall/${report.overall.band}`, content.overall[report.overall.band]);
    for (const f of report.families)
      push(`family/${f.family}/${f.band}`, content.families[f.family]?.bands[f.band]);
    for (const c of report.capabilities)
      push(
        `capability/${c.capability}/${c.band}`,
        content.capabilities[c.capability]?.bands[c.band],
      );
    for (const which of ['selfVsSystem', 'senseVsActivate'] as const) {
      const c = report[which];
      push(`${which}/${c.textKey}`, content[which][c.textKey], lensClaims(report, which));
    }
  }
  for (const which of ['selfVsSystem', 'senseVsActivate'] as const)
    push(`${which}/size`, report[which].sizeSentence, lensClaims(report, which));
  const cards = [...report.patterns, ...(report.archetype ? [report.archetype] : [])];
  for (const card of cards) {
    const claims = claimsOfSays(card.says ?? []);
    const body = [card.name, card.narrative, card.expandedNarrative, card.why].join(' ');
    push(`card/${card.ruleId}`, body, claims);
  }
  if (report.archetypeNote) {
    const top = report.reading.highest.families;
    push(
      'archetype-note',
      report.archetypeNote,
      top.length > 1 ? [{ kind: 'rank', level: 'family', place: 'highest', names: top }] : [],
    );
  }
  for (const step of planSteps(report))
    push(`plan/${step.capability}`, step.because, stepClaims(report, step));
  for (const [i, paragraph] of story.entries())
    for (const [j, s] of paragraph.entries())
      push(`story/${i + 1}.${j + 1}`, s.text, s.claims ?? []);
  return out;
}
