// The assessments FAQ. The durations here are the ones this page states; other pages keep theirs.
export interface FaqItem {
  question: string;
  answer: string;
}

export const ASSESSMENT_FAQ: FaqItem[] = [
  {
    question: 'How long does the assessment take?',
    answer:
      'Plan on 15-20 minutes. Answer in one sitting if you can, somewhere you will not be interrupted: your first instinct about what you actually do is usually the most accurate answer.',
  },
  {
    question: 'Can I retake the assessment?',
    answer:
      'Yes, as often as you like. If you are signed in, each result you save is listed in your history with its date and scores, and you can open any of them or download it as a PDF. To see what has changed, retake it after 3-6 months and compare two saved results on your profile: every score of both is shown with its difference, and a change is called real only when it is larger than a retake of the same person varies by.',
  },
  {
    question: 'How long should I wait between attempts?',
    answer:
      'We suggest waiting 3-6 months. Habits take time to change, and a retake after a quarter of deliberate practice shows real movement rather than a different mood on a different day.',
  },
  {
    question: 'What happens after I get my results?',
    answer:
      'Your report is yours to keep and act on. If you would like help turning it into a plan, we offer follow-up consulting: a review of your results with one of our partners, or a program for your whole team.',
  },
  {
    question: 'Who can see my answers and results?',
    answer:
      'Only you. Results you choose to save are stored in your account and shown to no one else. We never share individual results with your employer or anyone else, and we do not use them for marketing.',
  },
];
