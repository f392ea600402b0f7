// What a review request carries of a report: the person chooses the headline figures or the whole
// report. Built from the server's own scoring of their answers.
import type { SharedReport, ShareScope } from '@peak/contracts';
import type { Results } from '@peak/scoring';

export function sharedReport(results: Results, scope: ShareScope): SharedReport {
  const headline: SharedReport = {
    scope,
    overallScore: results.overallScore,
    maturityLevel: results.maturityLevel,
    families: results.familyScores.map(({ family, score, max, band }) => ({
      family,
      score,
      max,
      band,
    })),
    topStrengths: results.report.strengths,
    topGrowthAreas: results.report.growthAreas,
  };
  if (scope === 'headline') return headline;
  const { report } = results;
  return {
    ...headline,
    capabilities: results.capabilityScores.map(({ capability, family, score, band }) => ({
      capability,
      family,
      score,
      band,
    })),
    patterns: report.patterns.map(({ name, label }) => ({ name, label })),
    selfVsSystem: report.selfVsSystem.verdict,
    senseVsActivate: report.senseVsActivate.verdict,
  };
}
