// What a review request carries of a report: the person chooses the headline figures or the whole
// report. Built from the server's own scoring of their answers, or from their saved result.
import type { SharedReport, ShareScope } from '@peak/contracts';
import {
  buildReport,
  CAPABILITIES,
  CAPABILITY_MAX,
  REPORT_VERSION,
  type Results,
  TOTAL_MAX,
} from '@peak/scoring';

/** A capability's place in the bank's order: the order the person's report lists them in. */
const ORDER = new Map<string, number>(CAPABILITIES.map((c, i) => [c.name, i]));

export function sharedReport(results: Results, scope: ShareScope): SharedReport {
  // A result saved before the report's current version is decided again from its scores.
  const report = results.report?.version === REPORT_VERSION ? results.report : buildReport(results);
  const headline: SharedReport = {
    scope,
    overallScore: results.overallScore,
    total: results.rawOverallScore,
    totalMax: TOTAL_MAX,
    maturityLevel: results.maturityLevel,
    families: results.familyScores.map(({ family, score, max, band }) => ({
      family,
      score,
      max,
      band,
    })),
    topStrengths: report.strengths,
    topGrowthAreas: report.growthAreas,
  };
  if (scope === 'headline') return headline;
  return {
    ...headline,
    capabilities: [...results.capabilityScores]
      .sort((a, b) => (ORDER.get(a.capability) ?? 99) - (ORDER.get(b.capability) ?? 99))
      .map(({ capability, family, score, band }) => ({
        capability,
        family,
        score,
        max: CAPABILITY_MAX,
        band,
      })),
    patterns: report.patterns.map(({ name, label }) => ({ name, label })),
    selfVsSystem: report.selfVsSystem.verdict,
    senseVsActivate: report.senseVsActivate.verdict,
  };
}
