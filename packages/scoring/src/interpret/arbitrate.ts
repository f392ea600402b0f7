// Arbitration: from every fired finding to the few the report shows, most important first.
import { ARBITRATION } from '../model/constants';
import type { Finding } from '../model/types';

const GAP_PREFIX = 'gap_';
/** gap_low_<capability>_(high|low)_<other>: the stem is gap_low_<capability>. */
const GAP_STEM = /^(gap_low_[a-z0-9]+?)_(?:high|low)_/;

const gapStem = (flag: string) => GAP_STEM.exec(flag)?.[1] ?? null;

interface Flag {
  flag: string;
  gap: boolean;
  stem: string | null;
}
const flagOf = (f: Finding): Flag => ({
  flag: f.flag,
  gap: f.flag.startsWith(GAP_PREFIX),
  stem: gapStem(f.flag),
});

function flagSimilarity(a: Flag, b: Flag): number {
  const { sameFlag, sameGapStem, bothGap } = ARBITRATION.similarity;
  if (a.flag === b.flag) return sameFlag;
  if (!a.gap || !b.gap) return 0;
  return a.stem !== null && a.stem === b.stem ? sameGapStem : bothGap;
}

/** Similarity of two findings: same flag 1, same gap stem 0.8, both gap-type 0.6, else 0. */
export const similarity = (a: Finding, b: Finding): number => flagSimilarity(flagOf(a), flagOf(b));

const weight = (f: Finding) => ARBITRATION.severityWeight[f.severity];

const PROFILE_LEVEL: ReadonlySet<string> = new Set(ARBITRATION.profileLevelCategories);
/** Findings about the whole profile (its total, its balance) restate what the scores already say. */
const isProfileLevel = (f: Finding) => PROFILE_LEVEL.has(f.category);

/** The headline tier of a finding's category: lower comes first (see ARBITRATION.headlineTiers). */
function tierOf(f: Finding): number {
  const { first, later } = ARBITRATION.headlineTiers;
  if ((first as readonly string[]).includes(f.category)) return 0;
  if (isProfileLevel(f)) return 3;
  return (later as readonly string[]).includes(f.category) ? 2 : 1;
}

/**
 * Findings come in tiers before they are compared (ARBITRATION.headlineTiers): first those about a
 * family that trails the reader's own others (families sum nine answers, so a retest repeats
 * them most often), then other findings about capabilities and families, then recommended moves,
 * readings and pathways, and last those about the whole profile, which restate what the total
 * says. Within a tier, the clearest first: how far past its thresholds the person is, then
 * severity weight, then priority, then rule id.
 */
export function byImportance(a: Finding, b: Finding): number {
  return (
    tierOf(a) - tierOf(b) ||
    b.margin - a.margin ||
    weight(b) - weight(a) ||
    b.priority - a.priority ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0)
  );
}

const confidenceOf = (count: number) =>
  Math.min(1, Math.round(count * ARBITRATION.confidencePerFinding * 10) / 10);

const isFamilyFinding = (f: Finding) => f.family !== null && f.category.startsWith('family');
/** The capabilities a finding is an insight about; profile-level findings are about none. */
const insightCapabilities = (f: Finding) => (isProfileLevel(f) ? [] : f.capabilities);

export function arbitrate(findings: readonly Finding[]): Finding[] {
  // Minor findings are suppressed; critical ones are always shown.
  const candidates = findings.filter((f) => f.severity !== 'minor').sort(byImportance);

  const merged: Finding[] = [];
  const mergedFlags: Flag[] = [];
  for (const finding of candidates) {
    const flag = flagOf(finding);
    const family = isFamilyFinding(finding);
    const twin = merged.findIndex(
      (kept, i) =>
        flagSimilarity(mergedFlags[i] as Flag, flag) >= ARBITRATION.similarityThreshold ||
        (family && isFamilyFinding(kept) && kept.family === finding.family),
    );
    if (twin >= 0) ((merged[twin] as Finding).mergedFrom as string[]).push(finding.ruleId);
    else {
      // A spread alone stays on V8's fast clone path; the fields below already exist on findings.
      const copy = { ...finding };
      copy.mergedFrom = [finding.ruleId];
      merged.push(copy);
      mergedFlags.push(flag);
    }
  }
  for (const f of merged) f.confidence = confidenceOf((f.mergedFrom as string[]).length);

  const perCapability = new Map<string, number>();
  const shown: Finding[] = [];
  for (const finding of merged) {
    const critical = finding.severity === 'critical';
    const roomLeft =
      shown.length < ARBITRATION.maxTotal &&
      insightCapabilities(finding).every(
        (c) => (perCapability.get(c) ?? 0) < ARBITRATION.maxPerCapability,
      );
    if (!critical && !roomLeft) continue;
    shown.push(finding);
    for (const c of insightCapabilities(finding))
      perCapability.set(c, (perCapability.get(c) ?? 0) + 1);
  }
  return shown;
}
