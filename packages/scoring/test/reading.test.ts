// The one reading of a profile: ranks with their ties, differences classed against the noise of
// one take, the shape, the capabilities behind a family's place, the scope levels, and the check
// that a text's claims agree with it.
import { describe, expect, it } from 'vitest';
import { readProfile, scoreAssessment, sizeOf } from '../src';
import { checkConsistency, claimFault, undeclaredClaimWords } from '../src/reading/consistency';
import { answer, questions, rules } from './helpers';

const byCapability = (levels: Record<string, number>, otherwise: number) =>
  answer((q) => levels[q.capability] ?? otherwise);
const read = (levels: Record<string, number>, otherwise: number) =>
  readProfile(scoreAssessment(byCapability(levels, otherwise), { questions, rules }));

describe('the noise of one take', () => {
  it('calls a difference clear from 1.96 standard errors and large from twice that', () => {
    expect(sizeOf(1.9, 1)).toBe('noise');
    expect(sizeOf(1.96, 1)).toBe('clear');
    expect(sizeOf(3.91, 1)).toBe('clear');
    expect(sizeOf(3.92, 1)).toBe('large');
    expect(sizeOf(0, 0)).toBe('noise');
  });

  it('uses the reliability arithmetic of the comparison: one capability against the rest, families, lenses', () => {
    const r = read({ 'Rhythm & Ritual': 1 }, 3);
    const rhythm = r.capabilities.find((c) => c.name === 'Rhythm & Ritual');
    // SEM of a capability 2.4 x sqrt(0.3); against the average of eleven others.
    expect(rhythm?.vsOthers).toMatchObject({ points: -6, clearFrom: 2.7, size: 'large' });
    expect(r.selfVsSystem.difference.clearFrom).toBe(8.9);
    expect(r.familySpread.clearFrom).toBe(6.3);
    expect(r.families.find((f) => f.name === 'Execution Rhythms')?.vsOthers.clearFrom).toBe(5.2);
  });
});

describe('ranks and ties', () => {
  it('names every capability that shares a place, never one picked from a tie', () => {
    const r = read({ 'Tool Fluency': 1, 'Process Discipline': 1, 'Clarity of Focus': 5 }, 3);
    expect(r.lowest.capabilities.sort()).toEqual(['Process Discipline', 'Tool Fluency']);
    expect(r.highest.capabilities).toEqual(['Clarity of Focus']);
    const flat = read({}, 3);
    expect(flat.lowest.capabilities).toHaveLength(12);
    expect(flat.highest.families).toHaveLength(4);
    expect(flat.families[0]?.tiedWith).toHaveLength(3);
  });
});

describe('the shape of a profile', () => {
  it('is even when no capability stands clearly apart from the reader’s own average', () => {
    expect(read({}, 3).shape.kind).toBe('even');
    // Tool Fluency 3 points above the average of the rest: past the bar of 2.7, so not even.
    expect(read({ 'Tool Fluency': 4 }, 3).shape.kind).toBe('one-high');
  });

  it('has one clear low or high, and says which capability drives its family', () => {
    const low = read({ 'Outcome Reflection': 2 }, 5);
    expect(low.shape).toMatchObject({ kind: 'one-low', lows: ['Outcome Reflection'], highs: [] });
    const family = low.families.find((f) => f.name === 'Motivational Activation');
    expect(family?.drivers).toEqual(['Outcome Reflection']);
    expect(low.lowest.families).toEqual(['Motivational Activation']);
    expect(read({ 'Clarity of Focus': 5 }, 2).shape.kind).toBe('one-high');
  });

  it('splits when one lens divides it, and is spiky when peaks and dips scatter', () => {
    const split = read(
      {
        'Rhythm & Ritual': 1,
        'Process Discipline': 1,
        'Tool Fluency': 1,
        'Stakeholder Intelligence': 1,
        'Cultural Reinforcement': 1,
        'Tradeoff Intelligence': 1,
      },
      4,
    );
    expect(split.shape).toMatchObject({ kind: 'split', lens: 'self-system', leading: 'Self' });
    const spiky = read(
      {
        'Clarity of Focus': 5,
        'Tool Fluency': 5,
        'Stakeholder Intelligence': 1,
        'Outcome Reflection': 1,
      },
      3,
    );
    expect(spiky.shape.kind).toBe('spiky');
  });

  it('reads where habits hold by scope', () => {
    const r = readProfile(
      scoreAssessment(
        answer((q) => (q.scopeLevel === 'Individual' ? 5 : 2)),
        { questions, rules },
      ),
    );
    expect(r.scope?.highest).toEqual(['Individual']);
    expect(r.scope?.spread.size).toBe('large');
  });
});

describe('claims against the reading', () => {
  const r = read({ 'Tool Fluency': 1, 'Process Discipline': 1 }, 3);

  it('finds a tie broken at random and a size the reading does not have', () => {
    expect(
      claimFault(
        { kind: 'rank', level: 'capability', place: 'lowest', names: ['Tool Fluency'] },
        r,
      ),
    ).toMatch(/the reading has/);
    expect(
      claimFault(
        {
          kind: 'rank',
          level: 'capability',
          place: 'lowest',
          names: ['Process Discipline', 'Tool Fluency'],
        },
        r,
      ),
    ).toBeNull();
    // Self 54 against System 42: a clear lean, not a large one.
    expect(claimFault({ kind: 'size', of: 'self-system', sizes: ['large'] }, r)).toMatch(
      /the reading has clear \(12 points\)/,
    );
  });

  it('finds a claim word with no claim behind it', () => {
    expect(undeclaredClaimWords('The sharpest contrast runs between two families.', [])).toEqual([
      'sharpest',
    ]);
    expect(
      undeclaredClaimWords('Tool Fluency is your lowest.', [
        { kind: 'rank', level: 'capability', place: 'lowest', names: ['Tool Fluency'] },
      ]),
    ).toEqual([]);
    const check = checkConsistency([{ id: 't', text: 'A mild tilt.', claims: [] }], r);
    expect(check.undeclared).toEqual([['t', 'mild']]);
  });
});
