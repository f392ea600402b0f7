// Arbitration: from every fired finding to the few the report shows, most important first.
import { ARBITRATION } from '../model/constants';
import type { Finding } from '../model/types';

const GAP_PREFIX = 'gap_';
/** gap_low_<capability>_(high|low)_<other>: the stem is gap_low_<capability>. */
const GAP_STEM = /^(gap_low_[a-z0-9]+?)_(?:high|low)_/;

const gapStem = (flag: string) => GAP_STEM.exec(flag)?.[1] ?? null;

/** Similarity of two findings: same flag 1, same gap stem 0.8, both gap-type 0.6, else 0. */
export function similarity(a: Finding, b: Finding): number {
  const { sameFlag, sameGapStem, bothGap } = ARBITRATION.similarity;
  if (a.flag === b.flag) return sameFlag;
  if (!a.flag.startsWith(GAP_PREFIX) || !b.flag.startsWith(GAP_PREFIX)) return 0;
  const stem = gapStem(a.flag);
  return stem !== null && stem === gapStem(b.flag) ? sameGapStem : bothGap;
}

const weight = (f: Finding) => ARBITRATION.severityWeight[f.severity];

/** Most important first: severity weight, then priority, then rule id for a stable order. */
export function byImportance(a: Finding, b: Finding): number {
  return (
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
  for (const finding of candidates) {
    const twin = merged.find(
      (kept) =>
        similarity(kept, finding) >= ARBITRATION.similarityThreshold ||
        (isFamilyFinding(kept) && isFamilyFinding(finding) && kept.family === finding.family),
    );
    if (twin) (twin.mergedFrom as string[]).push(finding.ruleId);
    else merged.push({ ...finding, mergedFrom: [finding.ruleId] });
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
