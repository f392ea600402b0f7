// How team texts say the team's counts: numbers up to ten in words, one, both, all and none with
// their verbs, a capital at a sentence's start, and the checks that keep a text from stating a
// share without its count or a count its words do not describe.
import { describe, expect, it } from 'vitest';
import { CAPABILITIES, emptyTeamCounts, FAMILIES } from '../../src';
import {
  countPhrase,
  namedFigures,
  numberWord,
  renderTeamText,
  singularVerb,
  teamFigures,
  teamTextProblems,
} from '../../src/team/words';

/** Seven people: Clarity of Focus 1-3-0-2-1 across the bands, leaning 4 Self, 2 even, 1 System. */
const counts = emptyTeamCounts();
counts.n = 7;
for (const c of CAPABILITIES) counts.capabilities[c.name] = [0, 0, 7, 0, 0];
for (const f of FAMILIES) counts.families[f.name] = [0, 0, 7, 0, 0];
counts.capabilities['Clarity of Focus'] = [1, 3, 0, 2, 1];
counts.capabilities['Tool Fluency'] = [0, 0, 0, 0, 7];
counts.total = [0, 1, 6, 0, 0];
counts.selfSystem = { self: 4, balanced: 2, system: 1 };
counts.senseActivate = { sense: 0, balanced: 7, activate: 0 };
const figures = teamFigures(counts);

describe('count phrases', () => {
  it('write numbers up to ten in words and larger ones in digits', () => {
    expect([0, 1, 7, 10, 11, 15].map(numberWord)).toEqual([
      'zero',
      'one',
      'seven',
      'ten',
      '11',
      '15',
    ]);
  });

  it('say none, one, some, both and all, each with the number of its verb', () => {
    expect(countPhrase({ count: 0, of: 7 })).toEqual({ text: 'none of you', singular: true });
    expect(countPhrase({ count: 1, of: 7 })).toEqual({ text: 'one of your seven', singular: true });
    expect(countPhrase({ count: 4, of: 7 })).toEqual({
      text: 'four of your seven',
      singular: false,
    });
    expect(countPhrase({ count: 4, of: 7 }, true)).toEqual({ text: 'four', singular: false });
    expect(countPhrase({ count: 5, of: 5 })).toEqual({ text: 'all five of you', singular: false });
    expect(countPhrase({ count: 2, of: 2 })).toEqual({ text: 'both of you', singular: false });
    expect(countPhrase({ count: 1, of: 1 }).singular).toBe(true);
    expect(countPhrase({ count: 9, of: 12 }).text).toBe('nine of your 12');
    expect(['are', 'have', 'count', 'lean', 'see', 'push'].map(singularVerb)).toEqual([
      'is',
      'has',
      'counts',
      'leans',
      'sees',
      'pushes',
    ]);
  });
});

describe('team figures', () => {
  it('count the people in the top two and bottom two bands, and each lean, of those counted', () => {
    expect(figures.clarityOfFocusGrowth).toEqual({
      count: 4,
      of: 7,
      kind: 'growth',
      subject: 'Clarity of Focus',
    });
    expect(figures.clarityOfFocusStrong?.count).toBe(3);
    expect(figures.totalGrowth).toMatchObject({ count: 1, of: 7, subject: 'overall' });
    expect(figures.selfLean).toEqual({ count: 4, of: 7, kind: 'self', subject: null });
    expect(figures.systemLean?.count).toBe(1);
    expect(figures.activateLean?.count).toBe(0);
  });
});

describe('renderTeamText', () => {
  it("fills each figure with the team's count, its verb agreeing, a capital at a sentence's start", () => {
    const text =
      '{clarityOfFocusGrowth are} Starting or Emerging in Clarity of Focus, and {#clarityOfFocusStrong count} it as a strength. {toolFluencyStrong are} Proficient or Expert in Tool Fluency, {#toolFluencyGrowth are} Starting or Emerging; {#systemLean lean} System and {#activateLean lean} Activate & Execute.';
    expect(renderTeamText(text, figures)).toEqual({
      text: 'Four of your seven are Starting or Emerging in Clarity of Focus, and three count it as a strength. All seven of you are Proficient or Expert in Tool Fluency, none of you is Starting or Emerging; one leans System and none of you leans Activate & Execute.',
      unknown: [],
    });
    expect(namedFigures(text)).toEqual([
      'clarityOfFocusGrowth',
      'clarityOfFocusStrong',
      'toolFluencyStrong',
      'toolFluencyGrowth',
      'systemLean',
      'activateLean',
    ]);
  });

  it('fills the values given and reports a name it knows nothing of, leaving it as written', () => {
    expect(renderTeamText('You share {strengths}.', figures, { strengths: 'A and B' }).text).toBe(
      'You share A and B.',
    );
    expect(renderTeamText('{focusGap are} low.', figures)).toEqual({
      text: '{focusGap are} low.',
      unknown: ['focusGap'],
    });
  });
});

describe('teamTextProblems', () => {
  const problems = (text: string) => teamTextProblems(text, figures, ['strengths']);

  it('passes a text whose every share is a figure whose words say whom it counts', () => {
    expect(
      problems(
        '{executionRhythmsStrong are} Proficient or Expert in Execution Rhythms but {#contextualAwarenessStrong} in Contextual Awareness, where {#contextualAwarenessGrowth are} Starting or Emerging.',
      ),
    ).toEqual([]);
    expect(
      problems('Your shared strengths: {strengths}. When this many people agree, use it.'),
    ).toEqual([]);
  });

  it('finds a share stated without its count', () => {
    for (const text of [
      'At least three in ten of you are Starting or Emerging.',
      'More than half of you are Proficient or Expert in Tool Fluency.',
      'None of you is Starting or Emerging overall.',
      'This is well established for most of your team.',
      'Most people here keep a rhythm the team largely shares.',
      'Four of your seven count it as a strength.',
    ])
      expect(problems(text).join(), text).toMatch(/states a share without its count/);
  });

  it('finds a figure whose words call its people something else, or speak of another subject', () => {
    expect(
      problems('{toolFluencyGrowth are} Proficient or Expert in Tool Fluency.').join(),
    ).toMatch(/counts growth but its words say strong/);
    expect(
      problems('{toolFluencyGrowth are} Starting or Emerging in Clarity of Focus.').join(),
    ).toMatch(/is about Tool Fluency but its sentence reads it as Clarity of Focus/);
    // A clause naming no kind says what the figure before it said: here, the wrong one.
    expect(
      problems(
        '{toolFluencyStrong are} Proficient or Expert in Tool Fluency and {#clarityOfFocusGrowth} in Clarity of Focus.',
      ).join(),
    ).toMatch(/clarityOfFocusGrowth\} counts growth but its words say strong/);
    expect(problems('{selfLean lean} System.').join()).toMatch(/counts self/);
    expect(problems('{strengthsCount are} many.').join()).toMatch(/names no figure/);
  });
});
