// When no rule finds a pattern, the report still gets one: a high performer, a growth opportunity or a generic insight.
import { isGrowthBand, isStrengthBand } from '../bands';
import { FALLBACK_MIN_CAPABILITIES } from '../model/constants';
import type { Finding } from '../model/types';
import type { Scores } from '../scores';

const base = {
  type: 'pattern',
  category: 'fallback_pattern',
  scope: 'Individual',
  family: null,
  tags: ['fallback'],
  fallback: true,
  expandedNarrative: '',
  margin: 0,
} as const;

export function fallbackPatterns(scores: Scores): Finding[] {
  const measured = scores.capabilityScores.filter((c) => c.score !== null);
  const high = measured
    .filter((c) => c.band !== null && isStrengthBand(c.band))
    .map((c) => c.capability);
  const low = measured
    .filter((c) => c.band !== null && isGrowthBand(c.band))
    .map((c) => c.capability);
  const found: Finding[] = [];
  if (high.length >= FALLBACK_MIN_CAPABILITIES) {
    found.push({
      ...base,
      tags: [...base.tags],
      ruleId: 'fallback-high-performer',
      ruleName: 'High-Performer Profile',
      patternName: 'High-Performer Profile',
      flag: 'fallback_high_performer',
      priority: 40,
      severity: 'info',
      polarity: 'strength',
      reflection: 'Where this month could you lean on one of these on purpose?',
      narrative: `Several capabilities are already strong habits for you (${high.join(', ')}). Use them deliberately as anchors when priorities collide.`,
      why: 'Strong capabilities are the quickest lever for lifting the ones around them.',
      actions: [
        'Name one situation this week where you will lean on your strongest capability on purpose.',
      ],
      capabilities: high,
      triggeredCapabilities: high,
    });
  }
  if (low.length >= FALLBACK_MIN_CAPABILITIES) {
    found.push({
      ...base,
      tags: [...base.tags],
      ruleId: 'fallback-growth-opportunity',
      ruleName: 'A Few Habits Still to Build',
      patternName: 'A Few Habits Still to Build',
      flag: 'fallback_growth_opportunity',
      priority: 45,
      severity: 'warning',
      polarity: 'growth',
      reflection: 'Which of these costs you the most in a typical week?',
      narrative: `A few capabilities are not yet regular practice (${low.join(', ')}). Small, repeated experiments here will change your week more than anything else in this report.`,
      why: 'Capabilities at the low end tend to undermine the strong ones when pressure rises.',
      actions: ['Pick one of these capabilities and try its One Action for two weeks.'],
      capabilities: low,
      triggeredCapabilities: low,
    });
  }
  if (found.length === 0) {
    found.push({
      ...base,
      tags: [...base.tags],
      ruleId: 'fallback-generic-insight',
      ruleName: 'Steady Foundations',
      patternName: 'Steady Foundations',
      flag: 'fallback_generic',
      priority: 30,
      severity: 'info',
      polarity: 'strength',
      reflection: 'Which capability do you most want to be known for a year from now?',
      narrative:
        'Your answers describe a fairly even profile with no sharp peaks or gaps. The next gains come from choosing one capability to turn into a deliberate habit.',
      why: 'Even profiles improve fastest through focused practice on one capability at a time.',
      actions: ['Choose the capability you most want to be known for and practise it weekly.'],
      capabilities: [],
      triggeredCapabilities: [],
    });
  }
  return found;
}
