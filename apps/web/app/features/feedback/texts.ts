// What the 360's pages say, in one place: the groups in words, how many have answered and how many
// more a group needs, what a rater will and will not see (exactly what the API does), and the
// report's agreement and gap verdicts. Pure, so the wording is tested as written.
import {
  type FeedbackGroup,
  type FeedbackReportView,
  RATER_GROUP_LABELS,
  type RaterGroup,
} from '@peak/contracts';
import { ALL_OTHERS_MIN } from '@peak/scoring';
import { longDateUtc } from '../../lib/dates';

export const FEEDBACK_PATH = '/feedback';
export const feedbackPath = (id: string) => `${FEEDBACK_PATH}/${encodeURIComponent(id)}`;
export const reportPath = (id: string) => `${feedbackPath(id)}/report`;
export const raterPath = (token: string) => `${FEEDBACK_PATH}/rate/${encodeURIComponent(token)}`;

export const START_360 = 'Ask others: start a 360';

export const groupLabel = (group: RaterGroup) => RATER_GROUP_LABELS[group];

/** The group as a sentence names those in it: "your peers", "your direct reports". */
const GROUP_PEOPLE: Record<RaterGroup, string> = {
  manager: 'your managers',
  peers: 'your peers',
  'direct-reports': 'your direct reports',
  others: 'the others you asked',
};

/** "September 8, 2025"; the ISO text itself when it is not a date. */
export function dateOf(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : longDateUtc(time);
}

/** When the 360 closes, or closed. */
export const closingText = (closesAt: string, open: boolean) =>
  open ? `Open for answers until ${dateOf(closesAt)}.` : `Closed on ${dateOf(closesAt)}.`;

/**
 * How many of a group have answered and how many more it needs: "2 of your peers have answered;
 * 1 more is needed". Until `minimum` are invited the count is not said (one or two would say who).
 */
export function answeredText(group: FeedbackGroup, minimum: number): string {
  if (group.answered === null) return `Answers are counted once ${minimum} or more are invited.`;
  const answered = `${group.answered} of ${GROUP_PEOPLE[group.group]} ${group.answered === 1 ? 'has' : 'have'} answered`;
  if (group.shown) return `${answered}; their answers are shown in your report.`;
  // No count of more needed (a manager's, who is shown as one only with their consent): the count.
  const needed = group.needed ?? 0;
  if (needed <= 0) return `${answered}.`;
  return `${answered}; ${needed} more ${needed === 1 ? 'is' : 'are'} needed.`;
}

export const invitedText = (invited: number) =>
  `${invited} ${invited === 1 ? 'person' : 'people'} invited.`;

/** Why the person asks, as the rater's page says it. */
export const WHY_TEXT = 'to see how the people they work with see their prioritization';

/** What the person asking will see of the rater's answers: what the API does, said plainly. */
export function willSee(minimum: number, group: RaterGroup): string[] {
  return [
    `Each group's figures (manager, peers, direct reports, others), only once ${minimum} or more of its raters have answered.`,
    `All raters together, only once ${ALL_OTHERS_MIN} or more have answered.`,
    'The comments, by family, in random order and never with a name.',
    ...(group === 'manager'
      ? [
          'You as their manager only if you tick the box below; otherwise your answers count among the others.',
        ]
      : []),
  ];
}

export const WILL_NOT_SEE = [
  'Who answered, or who did not.',
  "Any one person's answers.",
  'Which comment is whose.',
];

export const SHOW_AS_MANAGER =
  'Show my answers as their manager’s (otherwise they count among the others)';

export const SAVED_TEXT = 'Saved';
export const KEEP_ADDRESS = "Keep this page's address to come back";
export const NOT_FOUND_TITLE = 'This link does not open a 360';
export const NOT_FOUND_TEXT =
  'The link may be mistyped, or the invitation was withdrawn or the 360 deleted. Use the link you were sent.';
export const SUBMITTED_TEXT =
  'Your answers are sent. Thank you: they are shown only together with others, never as yours.';
export const WITHDRAW = 'Withdraw my answers';

/** How closely a group's raters agree, in words. */
export const AGREEMENT_WORDS: Record<'close' | 'some' | 'wide', string> = {
  close: 'Close agreement',
  some: 'Some agreement',
  wide: 'Wide disagreement',
};

type Verdict = NonNullable<FeedbackReportView['capabilities'][number]['gap']>['verdict'];

export const VERDICT_WORDS: Record<Verdict, string> = {
  'blind-spot': 'Blind spot: you rate yourself higher than others do, by more than the error',
  'hidden-strength': 'Hidden strength: others rate you higher than you do, by more than the error',
  agree: 'You and others agree within the noise',
  'too-few': 'Too few answers to compare',
};

type PredictionVerdict = FeedbackReportView['predictions'][number]['verdict'];

export const PREDICTION_WORDS: Record<PredictionVerdict, string> = {
  'as-expected': 'As you expected',
  higher: 'Higher than you expected',
  lower: 'Lower than you expected',
  hidden: 'Not shown yet',
};

/** A group not shown yet: "Shown once 3 have answered". */
export const hiddenText = (minimum: number) => `Shown once ${minimum} have answered`;

/** A score as the report prints it: one decimal. */
export const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : value.toFixed(1);

/** The groups a list shows as shown, in words: "Peers, Manager", or that none is yet. */
export const shownGroupsText = (groups: readonly FeedbackGroup[]) => {
  const shown = groups.filter((g) => g.shown).map((g) => groupLabel(g.group));
  return shown.length ? `Shown: ${shown.join(', ')}.` : 'No group is shown yet.';
};
