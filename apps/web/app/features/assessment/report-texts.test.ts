import { contentEntries, reportTexts } from '@peak/content';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_INTRODUCTION, reportTextsFrom } from './report-texts';

describe('the report texts from the content service', () => {
  const entries = contentEntries(reportTexts);

  it('rebuilds every text of the seed content', () => {
    const texts = reportTextsFrom(entries);
    expect(texts.introduction).toBe(reportTexts.reportIntroduction);
    expect(texts.howToRead).toEqual(reportTexts.howToRead);
    expect(texts.nextSteps).toEqual(reportTexts.nextSteps);
    expect(texts.about).toBe(reportTexts.aboutAssessment);
    expect(texts.scoreRanges).toEqual(reportTexts.scoreRanges);
    expect(texts.selfVsSystem).toEqual(reportTexts.selfVsSystem);
    expect(texts.senseVsActivate).toEqual(reportTexts.senseVsActivate);
    for (const [name, t] of Object.entries(reportTexts.capabilities)) {
      expect(texts.capabilities[name]).toEqual({ ...t });
    }
    for (const [name, t] of Object.entries(reportTexts.families)) {
      expect(texts.families[name]).toEqual(t);
    }
  });

  it('falls back to the built-in introduction and leaves other missing texts out', () => {
    const texts = reportTextsFrom(
      entries.filter((e) => e.type !== 'report_introduction' && e.type !== 'family_overview'),
    );
    expect(texts.introduction).toBe(BUILT_IN_INTRODUCTION);
    expect(texts.families['Motivational Activation']?.overview).toBeUndefined();
    expect(reportTextsFrom([]).howToRead).toEqual([]);
  });

  it('ignores entries whose content is not text', () => {
    const texts = reportTextsFrom([
      { type: 'about_assessment', content: null },
      { type: 'capability' },
    ]);
    expect(texts.about).toBeUndefined();
    expect(texts.capabilities).toEqual({});
  });
});
