// Who rates a person in a 360, and how many must answer before a group is shown. The groups are
// the rater's relation to the person; a manager is shown as the manager only when they agreed to
// be, otherwise they count among the others.

export const RATER_GROUPS = ['manager', 'peers', 'direct-reports', 'others'] as const;
export type RaterGroup = (typeof RATER_GROUPS)[number];

export const RATER_GROUP_LABELS: Record<RaterGroup, string> = {
  manager: 'Manager',
  peers: 'Peers',
  'direct-reports': 'Direct reports',
  others: 'Others',
};

/** The fewest raters a group is shown with (RATER_MIN_GROUP): 3 by default, never fewer. */
export const RATER_MIN_GROUP = { default: 3, least: 3 } as const;
/** "All others" together is shown only from this many raters. */
export const ALL_OTHERS_MIN = 4;
/** A rater counts in a capability only after answering this many of its three items. */
export const ITEMS_TO_COUNT = 2;

/** A submitted rater as the report sees them: never a name, only their relation and answers. */
export interface RaterEntry {
  raterId: string;
  group: RaterGroup;
  /** Whether a manager agreed to be shown as the manager (ignored in the other groups). */
  showAsManager: boolean;
}

/** The group a rater's answers are shown in: a manager who did not agree is one of the others. */
export const shownGroup = (rater: Pick<RaterEntry, 'group' | 'showAsManager'>): RaterGroup =>
  rater.group === 'manager' && !rater.showAsManager ? 'others' : rater.group;

/** The minimum in force: the configured one, never under the least. */
export const groupMinimum = (configured: number = RATER_MIN_GROUP.default) =>
  Math.max(RATER_MIN_GROUP.least, Math.floor(configured));
