// The 360's blind spots on simulated raters (typical, lenient, harsh, noisy): where there is no
// gap, one is named under 5% of the time; a true 3-point gap is found often with five raters.
import { questions } from '@peak/content';
import { describe, expect, it } from 'vitest';
import { calibrateFeedback, feedbackCalibrationFailures, type Question } from '../../src';

describe('360 calibration', () => {
  it('names blind spots where there are none under 5% of the time', () => {
    const five = calibrateFeedback({ questions: questions as Question[], raters: 5, people: 800 });
    expect(feedbackCalibrationFailures(five)).toEqual([]);
    expect(five.falseBlindSpot).toBeGreaterThan(0.005);
    expect(five.foundGap).toBeGreaterThan(0.3);
    const eight = calibrateFeedback({ questions: questions as Question[], raters: 8, people: 800 });
    expect(eight.foundGap).toBeGreaterThan(five.foundGap);
  });
});
