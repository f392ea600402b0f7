import { describe, expect, it } from 'vitest';
import {
  analysisTextBand,
  balanceVerdict,
  capabilityBand,
  classifyPattern,
  dreyfusStage,
  familyBand,
  familyTextBand,
  maturityBand,
  selfSystemBalance,
  selfSystemVerdict,
  senseActivateVerdict,
  showsOneAction,
  wordingBand,
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

describe('text bands', () => {
  it.each([
    [6.99, 'low'],
    [7, 'medium'],
    [12.99, 'medium'],
    [13, 'high'],
  ])('analysis text for %d is %s', (score, band) => expect(analysisTextBand(score)).toBe(band));

  it.each([
    [7.99, 'low'],
    [8, 'solid'],
    [11, 'solid'],
    [12, 'strong'],
  ])('generic wording for %d is %s', (score, band) => expect(wordingBand(score)).toBe(band));

  it.each([
    [15.99, 'low'],
    [16, 'medium'],
    [30.99, 'medium'],
    [31, 'high'],
  ])('family text for %d is %s', (score, band) => expect(familyTextBand(score)).toBe(band));

  it('shows One Action to Try at 6 or less', () => {
    expect(showsOneAction(6)).toBe(true);
    expect(showsOneAction(6.01)).toBe(false);
  });
});

describe('self vs system', () => {
  it('is heavy past a 10-point difference', () => {
    expect(selfSystemBalance(60, 49)).toBe('Self-heavy');
    expect(selfSystemBalance(49, 60)).toBe('System-heavy');
    expect(selfSystemBalance(60, 50)).toBe('Balanced');
  });
  it('is Low/Low when both are under 40 and close', () => {
    expect(selfSystemBalance(39, 35)).toBe('Low/Low');
    expect(selfSystemBalance(40, 35)).toBe('Balanced');
  });
  it('report verdicts use a 5-point threshold', () => {
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
