// The assessment.saved event: only what the person agreed to share with the consultancy when
// saving (the headline figures, or the whole report), and nothing when they agreed to nothing.
import type { ShareWithConsultancy } from '@peak/contracts';
import type { Results } from '@peak/scoring';

export interface SavedIdentity {
  id: string;
  createdAt: Date;
}

export interface Person {
  name: string;
  email: string;
}

export function assessmentSavedEvent(
  share: NonNullable<ShareWithConsultancy>,
  saved: SavedIdentity,
  person: Person,
  results: Results,
): Record<string, unknown> {
  const headline = {
    resultId: saved.id,
    overallScore: results.overallScore,
    maturityLevel: results.maturityLevel,
    familyScores: results.familyScores.map((f) => ({
      family: f.family,
      score: f.score,
      max: f.max,
      band: f.band,
    })),
    createdAt: saved.createdAt.toISOString(),
    name: person.name,
    email: person.email,
  };
  if (share === 'headline') return headline;
  return {
    ...headline,
    capabilityScores: results.capabilityScores.map((c) => ({
      capability: c.capability,
      family: c.family,
      score: c.score,
      band: c.band,
    })),
    results,
  };
}
