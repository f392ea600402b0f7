// The bundled team rules and team texts are well formed: every rule reads only team figures, says
// which way it points, and can never fire against the counts it speaks about; the texts cover every
// capability and build a whole 90-minute agenda.
import teamRulesJson from '@peak/content/data/team-rules.json' with { type: 'json' };
import teamTextsJson from '@peak/content/data/team-texts.json' with { type: 'json' };
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BandCounts,
  buildTeamReport,
  CAPABILITIES,
  compileExpression,
  emptyTeamCounts,
  FAMILIES,
  type Rule,
  SESSION_MINUTES,
  type TeamCounts,
  type TeamTexts,
  teamPatterns,
  teamScope,
} from '../../src';
import { contradictionsAmong, polarityViolation, textViolation } from '../../src/team/calibrate';
import { namedFigures, renderTeamText, teamFigures, teamTextProblems } from '../../src/team/words';

const teamRules = teamRulesJson as Rule[];
const teamTexts = teamTextsJson as TeamTexts;
const scopeNames = new Set(Object.keys(teamScope(emptyTeamCounts())));
const capabilityNames = CAPABILITIES.map((c) => c.name as string);
const familyNames = FAMILIES.map((f) => f.name as string);
/** Seven people, three of them in the top two bands and two in the bottom two of everything. */
const sevenFigures = (() => {
  const counts = emptyTeamCounts();
  counts.n = 7;
  counts.total = [1, 1, 2, 2, 1];
  for (const f of FAMILIES) counts.families[f.name] = [1, 1, 2, 2, 1];
  for (const c of CAPABILITIES) counts.capabilities[c.name] = [1, 1, 2, 2, 1];
  counts.selfSystem = { self: 4, balanced: 2, system: 1 };
  counts.senseActivate = { sense: 3, balanced: 3, activate: 1 };
  return teamFigures(counts);
})();
const sentences = (s: string) => s.split(/(?<=[.!?])\s+/).filter((part) => part.trim() !== '');

describe('team rules', () => {
  it('are 10-14 enabled team patterns with unique team- ids', () => {
    expect(teamRules.length).toBeGreaterThanOrEqual(10);
    expect(teamRules.length).toBeLessThanOrEqual(14);
    expect(new Set(teamRules.map((r) => r.id)).size).toBe(teamRules.length);
    for (const r of teamRules) {
      expect(r.id, r.id).toMatch(/^team-[a-z0-9-]+$/);
      expect(r.type, r.id).toBe('team_pattern');
      expect(r.enabled, r.id).toBe(true);
      expect(r.name.trim(), r.id).not.toBe('');
      expect(r.category.trim(), r.id).not.toBe('');
      expect(r.priority, r.id).toBeGreaterThanOrEqual(1);
      expect(r.priority, r.id).toBeLessThanOrEqual(100);
      expect(['critical', 'warning', 'info', 'minor'], r.id).toContain(r.severity);
    }
  });

  it('compile to a condition over the team scope names only', () => {
    for (const r of teamRules) {
      const compiled = compileExpression(r.logic);
      if (!compiled.ok) throw new Error(`${r.id}: ${compiled.error}`);
      expect(compiled.type, r.id).toBe('boolean');
      expect(
        [...compiled.names].filter((name) => !scopeNames.has(name)),
        r.id,
      ).toEqual([]);
      if (r.asserts !== undefined) {
        const asserts = compileExpression(r.asserts);
        expect(asserts.ok && [...asserts.names].every((n) => scopeNames.has(n)), r.id).toBe(true);
      }
    }
  });

  it('declare a polarity, and name the capabilities or the family they speak about', () => {
    for (const r of teamRules) {
      expect(['strength', 'growth'], r.id).toContain(r.polarity);
      for (const c of r.capabilities ?? []) expect(capabilityNames, r.id).toContain(c);
      if (r.family !== null && r.family !== undefined)
        expect(familyNames, r.id).toContain(r.family);
      const namesSubject = (r.capabilities ?? []).length > 0 || Boolean(r.family);
      // Only a rule about the whole team (its balances or its totals) may name neither.
      if (!namesSubject)
        expect(['balance_pattern', 'overall_snapshot'], r.id).toContain(r.category);
    }
    expect(teamRules.some((r) => r.polarity === 'strength')).toBe(true);
    expect(teamRules.some((r) => r.polarity === 'growth')).toBe(true);
  });

  it('give every rule its texts: a 2-3 sentence narrative to "you", a why and two actions', () => {
    for (const r of teamRules) {
      const narrative = r.narrative_content ?? '';
      expect(sentences(narrative).length, r.id).toBeGreaterThanOrEqual(2);
      expect(sentences(narrative).length, r.id).toBeLessThanOrEqual(3);
      expect(renderTeamText(narrative, sevenFigures).text, r.id).toMatch(/\byour?\b/i);
      expect(narrative, r.id).not.toMatch(/\d/);
      expect((r.why ?? '').trim(), r.id).not.toBe('');
      expect(r.actions?.length, r.id).toBe(2);
      for (const a of r.actions ?? []) expect(a.trim(), r.id).not.toBe('');
    }
  });

  it("say the team's counts, never a threshold: every share in them is a figure of the team", () => {
    const figures = teamFigures(emptyTeamCounts());
    for (const r of teamRules) {
      const texts = [
        r.name,
        r.narrative_content ?? '',
        r.why ?? '',
        r.action ?? '',
        ...(r.actions ?? []),
      ];
      for (const text of texts) expect(teamTextProblems(text, figures), r.id).toEqual([]);
      // The narrative says how many: it names a figure, and every figure it names is measured.
      expect(namedFigures(r.narrative_content ?? '').length, r.id).toBeGreaterThan(0);
    }
  });

  it('fire on nothing when no one is counted (every figure is unmeasured)', () => {
    expect(teamPatterns(teamRules, emptyTeamCounts())).toEqual([]);
  });

  // Whatever the counts, a rule never fires against its polarity and no two fired rules of
  // opposite polarity speak about the same capability or family: the logic guarantees it, so real
  // teams unlike the simulated ones cannot break it.
  // Members' band positions: anywhere, or clustered around a band (as real teams often are).
  const positions = (n: number) =>
    fc.oneof(
      fc.array(fc.integer({ min: 0, max: 4 }), { minLength: n, maxLength: n }),
      fc
        .tuple(
          fc.integer({ min: 0, max: 4 }),
          fc.array(fc.integer({ min: -1, max: 1 }), { minLength: n, maxLength: n }),
        )
        .map(([centre, offsets]) => offsets.map((o) => Math.min(4, Math.max(0, centre + o)))),
    );
  const bands = (n: number) =>
    positions(n).map((members) => {
      const counts: BandCounts = [0, 0, 0, 0, 0];
      for (const p of members) counts[p] = (counts[p] as number) + 1;
      return counts;
    });
  const split3 = (n: number) =>
    fc
      .tuple(fc.integer({ min: 0, max: n }), fc.integer({ min: 0, max: n }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b) - Math.min(a, b), n - Math.max(a, b)]);
  const anyTeam = fc.integer({ min: 1, max: 15 }).chain((n) =>
    fc
      .record({
        total: bands(n),
        families: fc.tuple(...FAMILIES.map(() => bands(n))),
        capabilities: fc.tuple(...CAPABILITIES.map(() => bands(n))),
        selfSystem: split3(n),
        senseActivate: split3(n),
      })
      .map((r): TeamCounts => {
        const counts = emptyTeamCounts();
        counts.n = n;
        counts.total = r.total;
        FAMILIES.forEach((f, i) => {
          counts.families[f.name] = r.families[i] as BandCounts;
        });
        CAPABILITIES.forEach((c, i) => {
          counts.capabilities[c.name] = r.capabilities[i] as BandCounts;
        });
        const [self, balanced, system] = r.selfSystem as [number, number, number];
        counts.selfSystem = { self, balanced, system };
        const [sense, even, activate] = r.senseActivate as [number, number, number];
        counts.senseActivate = { sense, balanced: even, activate };
        return counts;
      }),
  );

  it('never fire against their polarity, nor contradict each other, and say their counts, for any counts', () => {
    const byId = new Map(teamRules.map((r) => [r.id, r]));
    const seen = new Set<string>();
    fc.assert(
      fc.property(anyTeam, (counts) => {
        const fired = teamPatterns(teamRules, counts).map((p) => byId.get(p.ruleId) as Rule);
        for (const rule of fired) {
          seen.add(rule.id);
          expect(polarityViolation(rule, counts), rule.id).toBeNull();
          // Its texts say these counts, in words, whatever the team's size.
          expect(textViolation(rule, counts), rule.id).toBeNull();
        }
        expect(contradictionsAmong(fired, counts)).toEqual([]);
      }),
      { seed: 20261124, numRuns: 5000 },
    );
    // The property is not empty: every rule fired on some of the counts tried.
    expect(teamRules.filter((r) => !seen.has(r.id)).map((r) => r.id)).toEqual([]);
  });
});

describe('team texts', () => {
  it('open with the team strengths ({strengths}) or without, and close', () => {
    expect(teamTexts.opening.title.trim()).not.toBe('');
    expect(teamTexts.opening.withStrengths).toContain('{strengths}');
    expect(teamTexts.opening.withoutStrengths).not.toContain('{');
    // Their shares are the team's counts too: {strengths} names each with its count.
    const figures = teamFigures(emptyTeamCounts());
    for (const text of [teamTexts.opening.withStrengths, teamTexts.opening.withoutStrengths])
      expect(teamTextProblems(text, figures, ['strengths'])).toEqual([]);
    for (const t of Object.values(teamTexts.capabilities))
      for (const text of [t.strength, t.practice, t.discuss])
        expect(teamTextProblems(text, figures), text).toEqual([]);
    expect(teamTextProblems(teamTexts.closing.detail, figures)).toEqual([]);
    expect(teamTexts.closing.title.trim()).not.toBe('');
    expect(teamTexts.closing.detail.trim()).not.toBe('');
  });

  it('cover exactly the 12 capabilities, each with a strength, a practice and a question', () => {
    expect(Object.keys(teamTexts.capabilities).sort()).toEqual([...capabilityNames].sort());
    for (const [name, t] of Object.entries(teamTexts.capabilities)) {
      expect(sentences(t.strength), name).toHaveLength(1);
      expect(t.strength, name).toContain(name);
      expect(sentences(t.practice).length, name).toBeGreaterThanOrEqual(2);
      expect(sentences(t.practice).length, name).toBeLessThanOrEqual(4);
      expect(t.practice, name).toMatch(/minutes/);
      expect(t.discuss, name).toMatch(/\?/);
      // Views come into the open, scores stay private.
      expect(t.discuss, name).not.toMatch(/\b(score|band|result)s?\b/i);
      for (const text of [t.strength, t.practice, t.discuss]) expect(text, name).not.toMatch(/\d/);
    }
  });

  it('make a 90-minute agenda, with or without shared strengths', () => {
    const team = (band: number) => {
      const counts = emptyTeamCounts();
      counts.n = 6;
      const spread = (b: number): BandCounts => {
        const c: BandCounts = [0, 0, 0, 0, 0];
        c[b] = 6;
        return c;
      };
      counts.total = spread(band);
      for (const f of FAMILIES) counts.families[f.name] = spread(band);
      CAPABILITIES.forEach((c, i) => {
        counts.capabilities[c.name] = spread(i < 3 ? 4 : band);
      });
      counts.selfSystem = { self: 2, balanced: 2, system: 2 };
      counts.senseActivate = { sense: 2, balanced: 2, activate: 2 };
      return counts;
    };
    for (const band of [0, 2]) {
      const report = buildTeamReport(team(band), { rules: teamRules, texts: teamTexts });
      expect(report.agenda.reduce((s, a) => s + a.minutes, 0)).toBe(SESSION_MINUTES);
      expect(report.sharedStrengths.length).toBe(3);
      const [opening] = report.agenda;
      // All six are Expert in the first three capabilities: each named with that count.
      const [a, b, c] = report.sharedStrengths;
      expect(opening?.detail).toContain(
        `${a} (all six of you), ${b} (all six of you) and ${c} (all six of you).`,
      );
      expect(opening?.detail).not.toContain('{strengths}');
    }
    const none = emptyTeamCounts();
    none.n = 5;
    for (const c of CAPABILITIES) none.capabilities[c.name] = [1, 1, 3, 0, 0];
    const report = buildTeamReport(none, { rules: teamRules, texts: teamTexts });
    expect(report.agenda[0]?.detail).toBe(teamTexts.opening.withoutStrengths);
    expect(report.agenda.reduce((s, a) => s + a.minutes, 0)).toBe(SESSION_MINUTES);
  });
});
