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

/**
 * Clearest first: how far past its thresholds the person is (so the headline is the finding a
 * retest is most likely to repeat), then severity weight, then priority, then rule id.
 */
export function byImportance(a: Finding, b: Finding): number {
  return (
    b.margin - a.margin ||
    weight(b) - weight(a) ||
    b.priority - a.priority ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0)
  );
}

const confidenceOf = (count: number) =>
  Math.min(1, Math.round(count * ARBITRATION.confidencePerFinding * 10) / 10);

const isFamilyFinding = (f: Finding) => f.family !== null && f.category.startsWith('family');
const PROFILE_LEVEL: ReadonlySet<string> = new Set(ARBITRATION.profileLevelCategories);
/** The capabilities a finding is an insight about; profile-level findings are about none. */
const insightCapabilities = (f: Finding) => (PROFILE_LEVEL.has(f.category) ? [] : f.capabilities);

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
