import type { CapabilityScore } from '@peak/scoring';
import { describe, expect, it } from 'vitest';
import {
  bandOpacity,
  bandTable,
  formatScore,
  inDisplayOrder,
  outOf,
  paragraphs,
  percent,
  reviewLink,
  secondsLabel,
  sortByScore,
  twoLines,
} from './format';

const cap = (capability: string, score: number | null): CapabilityScore =>
  ({
    capability,
    family: 'Contextual Awareness',
    group: 'Self',
    score,
    answered: 3,
    band: null,
  }) as CapabilityScore;

describe('formatScore', () => {
  it('shows at most one decimal and no trailing .0', () => {
    expect(formatScore(12)).toBe('12');
    expect(formatScore(10.5)).toBe('10.5');
    expect(formatScore(10.25)).toBe('10.3');
    expect(formatScore(11.999)).toBe('12');
    expect(formatScore(5.4)).toBe('5.4');
    expect(outOf(10.5, 15)).toBe('10.5 out of 15');
  });
});

describe('percent', () => {
  it('clamps to 0-100 and survives a zero maximum', () => {
    expect(percent(36, 180)).toBe('20%');
    expect(percent(200, 180)).toBe('100%');
    expect(percent(-1, 45)).toBe('0%');
    expect(percent(5, 0)).toBe('0%');
  });
});

describe('bandTable', () => {
  it('splits each scale into five equal fifths', () => {
    expect(bandTable()).toEqual([
      { band: 'Starting', capability: '3–5.4', family: '9–16.2', total: '36–64.8' },
      { band: 'Emerging', capability: '5.4–7.8', family: '16.2–23.4', total: '64.8–93.6' },
      { band: 'Developing', capability: '7.8–10.2', family: '23.4–30.6', total: '93.6–122.4' },
      { band: 'Proficient', capability: '10.2–12.6', family: '30.6–37.8', total: '122.4–151.2' },
      { band: 'Expert', capability: '12.6–15', family: '37.8–45', total: '151.2–180' },
    ]);
  });

  it('draws lower bands lighter', () => {
    expect(bandOpacity('Starting')).toBeLessThan(bandOpacity('Emerging'));
    expect(bandOpacity('Proficient')).toBeLessThan(bandOpacity('Expert'));
    expect(bandOpacity('Expert')).toBe(1);
  });
});

describe('sortByScore', () => {
  it('puts the highest first, ties in display order, unmeasured last', () => {
    const sorted = sortByScore([
      cap('Outcome Reflection', 9),
      cap('Tool Fluency', null),
      cap('Clarity of Focus', 9),
      cap('Situational Awareness', 14),
      cap('Rhythm & Ritual', 4.5),
    ]);
    expect(sorted.map((c) => c.capability)).toEqual([
      'Situational Awareness',
      'Clarity of Focus',
      'Outcome Reflection',
      'Rhythm & Ritual',
      'Tool Fluency',
    ]);
  });

  it('orders by the fixed display order for the overview', () => {
    const ordered = inDisplayOrder([cap('Outcome Reflection', 1), cap('Situational Awareness', 1)]);
    expect(ordered.map((c) => c.capability)).toEqual([
      'Situational Awareness',
      'Outcome Reflection',
    ]);
  });
});

describe('paragraphs', () => {
  it('splits on blank lines only', () => {
    expect(paragraphs('One.\nStill one.\n\nTwo.\r\n  \r\nThree.')).toEqual([
      'One.\nStill one.',
      'Two.',
      'Three.',
    ]);
    expect(paragraphs(undefined)).toEqual([]);
    expect(paragraphs('  ')).toEqual([]);
  });
});

describe('secondsLabel', () => {
  it('rounds to one decimal and says second for exactly one', () => {
    expect(secondsLabel(1234)).toBe('1.2 seconds');
    expect(secondsLabel(1000)).toBe('1 second');
    expect(secondsLabel(400)).toBe('0.4 seconds');
  });
});

describe('reviewLink', () => {
  it('uses the configured form, else the contact page', () => {
    expect(reviewLink('https://forms.example/review')).toEqual({
      href: 'https://forms.example/review',
      external: true,
    });
    expect(reviewLink(undefined)).toEqual({ href: '/contact', external: false });
    expect(reviewLink('')).toEqual({ href: '/contact', external: false });
    expect(reviewLink('javascript:alert(1)')).toEqual({ href: '/contact', external: false });
  });
});

describe('twoLines', () => {
  it('breaks long labels near the middle', () => {
    expect(twoLines('Tool Fluency')).toEqual(['Tool Fluency']);
    expect(twoLines('Stakeholder Intelligence')).toEqual(['Stakeholder', 'Intelligence']);
    expect(twoLines('Cost of Delay Thinking')).toEqual(['Cost of Delay', 'Thinking']);
  });
});
