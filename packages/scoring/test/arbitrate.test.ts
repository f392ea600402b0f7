import { describe, expect, it } from 'vitest';
import { ARBITRATION, arbitrate, type Finding, routeContent, sectionFor, similarity } from '../src';

let next = 0;
function finding(overrides: Partial<Finding> = {}): Finding {
  next += 1;
  return {
    ruleId: `r${String(next).padStart(3, '0')}`,
    ruleName: 'Finding',
    type: 'pattern',
    flag: `flag_${next}`,
    priority: 50,
    severity: 'info',
    narrative: '',
    scope: 'Individual',
    capabilities: [],
    tags: [],
    family: null,
    category: 'pairwise_pattern',
    why: '',
    actions: [],
    expandedNarrative: '',
    reflection: '',
    polarity: 'strength',
    margin: 0,
    triggeredCapabilities: [],
    ...overrides,
  };
}

describe('similarity', () => {
  it('is 1 for the same flag, 0.8 for the same gap stem, 0.6 for two gap flags, else 0', () => {
    const a = finding({ flag: 'gap_low_stakeholder_high_process' });
    expect(similarity(a, finding({ flag: 'gap_low_stakeholder_high_process' }))).toBe(1);
    expect(similarity(a, finding({ flag: 'gap_low_stakeholder_high_activation' }))).toBe(0.8);
    expect(similarity(a, finding({ flag: 'gap_low_stakeholder_low_culture' }))).toBe(0.8);
    expect(similarity(a, finding({ flag: 'gap_low_rhythm_high_focus' }))).toBe(0.6);
    expect(similarity(a, finding({ flag: 'focus_strength' }))).toBe(0);
  });
});

describe('arbitration', () => {
  it('orders by how clearly the person meets a finding before severity', () => {
    const clear = finding({ severity: 'info', margin: 2 });
    const severe = finding({ severity: 'critical', margin: 0.5 });
    expect(arbitrate([severe, clear]).map((f) => f.ruleId)).toEqual([clear.ruleId, severe.ruleId]);
  });

  it('orders by severity weight, then priority', () => {
    const shown = arbitrate([
      finding({ ruleId: 'info-90', severity: 'info', priority: 90 }),
      finding({ ruleId: 'warning-10', severity: 'warning', priority: 10 }),
      finding({ ruleId: 'critical-1', severity: 'critical', priority: 1 }),
      finding({ ruleId: 'info-95', severity: 'info', priority: 95 }),
    ]);
    expect(shown.map((f) => f.ruleId)).toEqual(['critical-1', 'warning-10', 'info-95', 'info-90']);
  });

  it('suppresses minor findings', () => {
    expect(arbitrate([finding({ severity: 'minor' })])).toEqual([]);
  });

  it('merges findings at or above the similarity threshold and counts them in the confidence', () => {
    const shown = arbitrate([
      finding({ ruleId: 'a', flag: 'gap_low_x_high_y', severity: 'warning' }),
      finding({ ruleId: 'b', flag: 'gap_low_x_high_z' }),
      finding({ ruleId: 'c', flag: 'gap_low_x_high_y' }),
      finding({ ruleId: 'd', flag: 'gap_low_q_high_y' }),
    ]);
    expect(shown.map((f) => [f.ruleId, f.mergedFrom, f.confidence])).toEqual([
      ['a', ['a', 'b', 'c'], 0.9],
      ['d', ['d'], 0.3],
    ]);
  });

  it('caps confidence at 1', () => {
    const many = Array.from({ length: 5 }, () => finding({ flag: 'same' }));
    expect(arbitrate(many)[0]?.confidence).toBe(1);
  });

  it('merges a family once it has two family findings', () => {
    const shown = arbitrate([
      finding({ ruleId: 'f1', category: 'family_pattern', family: 'Execution Rhythms' }),
      finding({ ruleId: 'f2', category: 'family_pattern', family: 'Execution Rhythms' }),
      finding({ ruleId: 'f3', category: 'family_pattern', family: 'Relational Navigation' }),
    ]);
    expect(shown.map((f) => f.mergedFrom)).toEqual([['f1', 'f2'], ['f3']]);
  });

  it('shows at most two insights per capability', () => {
    const shown = arbitrate(
      Array.from({ length: 4 }, (_, i) =>
        finding({ priority: 90 - i, capabilities: ['Tool Fluency', `Other ${i}`] }),
      ),
    );
    expect(shown).toHaveLength(ARBITRATION.maxPerCapability);
  });

  it('leaves profile-level findings out of the per-capability cap', () => {
    const everything = ['Tool Fluency', 'Process Discipline'];
    const shown = arbitrate([
      finding({
        category: 'master_archetype',
        type: 'archetype',
        capabilities: everything,
        priority: 99,
      }),
      finding({ category: 'overall_snapshot', capabilities: everything, priority: 98 }),
      finding({ capabilities: ['Tool Fluency'] }),
      finding({ capabilities: ['Tool Fluency'] }),
    ]);
    expect(shown).toHaveLength(4);
  });

  it('shows at most twelve findings, but always every critical one', () => {
    const infos = Array.from({ length: 15 }, () => finding());
    expect(arbitrate(infos)).toHaveLength(ARBITRATION.maxTotal);
    const criticals = Array.from({ length: 14 }, () =>
      finding({ severity: 'critical', capabilities: ['Tool Fluency'] }),
    );
    expect(arbitrate([...criticals, ...infos])).toHaveLength(14);
  });

  it('does not change its input', () => {
    const input = [finding({ flag: 'x' }), finding({ flag: 'x' })];
    const copy = structuredClone(input);
    arbitrate(input);
    expect(input).toEqual(copy);
  });
});

describe('content routing', () => {
  it.each([
    ['overall_snapshot', 'ExecutiveSnapshot'],
    ['family_pattern', 'DimensionalInsights'],
    ['pairwise_pattern', 'PatternRecognition'],
    ['master_archetype', 'IdentityMirror'],
    ['cluster_pattern', 'StrategicFocus'],
    ['recommended_move', 'RecommendedMoves'],
    ['curated_resource', 'CuratedResources'],
    ['extended_pathway', 'ExtendedPathways'],
    ['something_else', 'Appendix'],
    ['__proto__', 'Appendix'],
    ['constructor', 'Appendix'],
  ])('%s goes to %s', (category, section) => expect(sectionFor(category)).toBe(section));

  it('fills every section, empty where nothing was routed', () => {
    const routed = routeContent([finding({ category: 'master_archetype' })]);
    expect(Object.keys(routed)).toHaveLength(9);
    expect(routed.IdentityMirror).toHaveLength(1);
    expect(routed.Appendix).toEqual([]);
  });
});
