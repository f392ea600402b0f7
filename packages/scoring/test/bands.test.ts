import { describe, expect, it } from 'vitest';
import {
  balanceVerdict,
  CAPABILITY_BAND,
  capabilityBand,
  classifyPattern,
  dreyfusStage,
  edgeOf,
  FAMILY_BAND,
  familyBand,
  isGrowthBand,
  isStrengthBand,
  MATURITY_BAND,
  maturityBand,
  selfSystemBalance,
  selfSystemVerdict,
  senseActivateVerdict,
  showsOneAction,
} from '../src';

describe('maturity band', () => {
  it.each([
    [36, 'Starting'],
    [64.79, 'Starting'],
    [64.8, 'Emerging'],
    [93.6, 'Developing'],
    [122.4, 'Proficient'],
    [151.19, 'Proficient'],
    [151.2, 'Expert'],
    [180, 'Expert'],
  ])('total %d is %s', (total, band) => expect(maturityBand(total)).toBe(band));

  it('clamps below the floor and above the ceiling', () => {
    expect(maturityBand(0)).toBe('Starting');
    expect(maturityBand(500)).toBe('Expert');
  });
});

describe('family and capability bands', () => {
  it.each([
    [9, 'Starting'],
    [16.19, 'Starting'],
    [16.2, 'Emerging'],
    [23.4, 'Developing'],
    [30.6, 'Proficient'],
    [37.8, 'Expert'],
    [45, 'Expert'],
  ])('family %d is %s', (score, band) => expect(familyBand(score)).toBe(band));

  it.each([
    [3, 'Starting'],
    [5.39, 'Starting'],
    [5.4, 'Emerging'],
    [7.8, 'Developing'],
    [10.2, 'Proficient'],
    [12.6, 'Expert'],
    [15, 'Expert'],
  ])('capability %d is %s', (score, band) => expect(capabilityBand(score)).toBe(band));
});

describe('one band language', () => {
  it('calls the top two bands strengths and the bottom two growth areas', () => {
    expect(
      ['Starting', 'Emerging', 'Developing', 'Proficient', 'Expert'].map((b) => [
        isStrengthBand(b as 'Expert'),
        isGrowthBand(b as 'Expert'),
      ]),
    ).toEqual([
      [false, true],
      [false, true],
      [false, false],
      [true, false],
      [true, false],
    ]);
  });

  it('shows One Action to Try in the bottom two capability bands (7 and below)', () => {
    expect(showsOneAction(7)).toBe(true);
    expect(showsOneAction(8)).toBe(false);
  });

  it.each([
    [5, 'Emerging'],
    [4, null],
    [7, 'Developing'],
    [6, null],
    [10, 'Proficient'],
    [9, null],
    [12, 'Expert'],
    [11, null],
    [15, null],
  ])('capability %d is on the edge of %s', (score, edge) =>
    expect(edgeOf(score, CAPABILITY_BAND)).toBe(edge),
  );

  it('marks family and total scores within one point of the next band', () => {
    expect(edgeOf(29.6, FAMILY_BAND)).toBe('Proficient');
    expect(edgeOf(29.5, FAMILY_BAND)).toBeNull();
    expect(edgeOf(122, MATURITY_BAND)).toBe('Proficient');
    expect(edgeOf(121, MATURITY_BAND)).toBeNull();
  });
});

describe('self vs system', () => {
  it('is heavy past the same 5-point difference as the report verdict', () => {
    expect(selfSystemBalance(60, 54)).toBe('Self-heavy');
    expect(selfSystemBalance(54, 60)).toBe('System-heavy');
    expect(selfSystemBalance(60, 55)).toBe('Balanced');
    expect(selfSystemBalance(20, 18)).toBe('Balanced');
  });
  it('report verdicts use the same 5-point threshold', () => {
    expect(selfSystemVerdict(50, 45)).toBe('Balanced');
    expect(selfSystemVerdict(51, 45)).toBe('Leans Self-Oriented');
    expect(selfSystemVerdict(45, 51)).toBe('Leans System-Oriented');
    expect(senseActivateVerdict(60, 40)).toBe('Leans Sense & Align');
    expect(senseActivateVerdict(40, 60)).toBe('Leans Activate & Execute');
    expect(balanceVerdict(1, 1, 'A', 'B')).toBe('Balanced');
  });
});

describe('legacy stage', () => {
  it.each([
    [300, 'Expert'],
    [250.01, 'Expert'],
    [250, 'Proficient'],
    [200.5, 'Proficient'],
    [200, 'Competent'],
    [150, 'Advanced Beginner'],
    [100, 'Novice'],
    [60, 'Novice'],
  ])('sum %d is %s', (sum, stage) => expect(dreyfusStage(sum)).toBe(stage));
});

describe('pattern classification', () => {
  it.each([
    'Foggy Focus',
    'Stakeholder Ghosting',
    'Ritual Vacuum',
    'Solo Sprinter',
    'The Culture Trap',
    'Delay Drift',
    'Vague Value Abyss',
    'Busywork Chaos',
    'Tool Pitfall',
    'Planning Anti-Pattern',
  ])('%s is a Growth Area', (name) => expect(classifyPattern(name)).toBe('Growth Area'));

  it.each(['Focused Activation Engine', 'Steady Foundations', 'Cultural Catalyst'])(
    '%s is a Strength',
    (name) => expect(classifyPattern(name)).toBe('Strength'),
  );
});
