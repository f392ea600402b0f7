// The FAQ promises only what the site does: saved results are listed in the history with their
// scores, each opens and downloads as a PDF, and two of them compare on the profile, where a change
// is called real only when it is larger than a retake varies by.
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_FAQ } from './faq';

const answer = (question: string) =>
  ASSESSMENT_FAQ.find((item) => item.question === question)?.answer ?? '';

describe('the assessment FAQ', () => {
  it('keeps its five questions, with the durations this page states', () => {
    expect(ASSESSMENT_FAQ.map((item) => item.question)).toEqual([
      'How long does the assessment take?',
      'Can I retake the assessment?',
      'How long should I wait between attempts?',
      'What happens after I get my results?',
      'Who can see my answers and results?',
    ]);
    expect(answer('How long does the assessment take?')).toContain('15-20 minutes');
    expect(answer('How long should I wait between attempts?')).toContain('3-6 months');
    expect(answer('What happens after I get my results?')).toContain('follow-up consulting');
  });

  it('says what a retake gives: the history, the PDF and the comparison on the profile', () => {
    const retake = answer('Can I retake the assessment?');
    expect(retake).toMatch(/^Yes/);
    expect(retake).toContain('history');
    expect(retake).toContain('PDF');
    expect(retake).toContain('3-6 months');
    expect(retake).toContain('compare two saved results on your profile');
    // Honest about noise: a change is real only beyond what a retake varies by.
    expect(retake).toContain('a change is called real only when it is larger than a retake');
  });

  it('promises the comparison only where it is made', () => {
    for (const item of ASSESSMENT_FAQ.filter((i) => i.question !== 'Can I retake the assessment?'))
      expect(item.answer).not.toMatch(/compar|side by side/i);
  });
});
