// The report's words for its reader: to its owner, about a named person, or neutral.
import { COMPOSED_STORY_LABEL } from '@peak/contracts';
import { describe, expect, it } from 'vitest';
import { OWNER_VOICE, possessive, reportWords, SECTION_TITLES } from './voice';

describe('reportWords', () => {
  it('speaks to the owner with the titles the sections are anchored by', () => {
    const words = reportWords(OWNER_VOICE);
    expect(words.title).toBe('Your Prioritization Report');
    expect(words.sections).toEqual(SECTION_TITLES);
    expect(words.storyFor).toBeNull();
    expect(words.nextStepsFor).toBeNull();
  });

  it('speaks about a named person, or neutrally without a name', () => {
    expect(reportWords({ audience: 'shared', firstName: ' Ada ' }).title).toBe(
      "Ada's Prioritization Report",
    );
    expect(reportWords({ audience: 'shared', firstName: 'James' }).sections.summary).toBe(
      "James' Results in Brief",
    );
    for (const firstName of [undefined, '', '  ']) {
      const words = reportWords({ audience: 'shared', firstName });
      expect(words.title).toBe('This Prioritization Report');
      expect(words.profileSentence).toBe('This profile has the shape of');
      expect(words.askYourself).toBe('A question for them:');
    }
  });

  it('labels a composed story about the results, not "your results"', () => {
    expect(reportWords().storyLabel(COMPOSED_STORY_LABEL)).toBe(COMPOSED_STORY_LABEL);
    expect(reportWords({ audience: 'shared' }).storyLabel(COMPOSED_STORY_LABEL)).toBe(
      'Composed from the results (not written by a language model).',
    );
    expect(reportWords({ audience: 'shared' }).storyLabel('Written by gpt-4.')).toBe(
      'Written by gpt-4.',
    );
  });

  it('forms possessives', () => {
    expect(possessive('Ada')).toBe("Ada's");
    expect(possessive('Charles')).toBe("Charles'");
  });
});
