// Which round of a team's report an account may read: pure, so the rule is tested as written.
//
// A team's pool is who counts and with which complete result. Each change of the pool that leaves at
// least the minimum in it stores a round (immutable: its counts and the pool it was made of). An
// account is served the newest round that is still valid (everyone in it still in the pool with the
// same result) and compatible with every round it was ever served, in any team: the same pool, or
// one that differs from it by at least the minimum of PEOPLE. A person present in both with another
// result does not count as a difference: a retake can be near-identical. So no two reports one
// account reads can be subtracted to isolate fewer than the minimum of people.

/** A person in a pool, with the result that counts for them. */
export interface Entry {
  userId: string;
  resultId: string;
}

/** The current pool's entries, in the order they entered it (their pool version). */
export interface PoolEntry extends Entry {
  from: number;
}

export interface Candidate {
  id: string;
  version: number;
  n: number;
}

/** A round the account was served: its size, its team, and its pool when it has to be compared. */
export interface Served {
  id: string;
  teamId: string;
  version: number;
  n: number;
  /** Left out (null) when its size alone keeps it the minimum away from every candidate. */
  entries: Entry[] | null;
}

export type HiddenReason = 'too-few' | 'left' | 'changed' | 'other-team';

export type Choice =
  | { round: Candidate }
  | { round: null; reason: HiddenReason; needed: number; complete: number };

/** How two pools compare: people in one and not the other, and whether they are the same pool. */
function apart(pool: readonly Entry[], other: readonly Entry[]) {
  const people = new Map(other.map((e) => [e.userId, e.resultId]));
  let shared = 0;
  let same = 0;
  for (const e of pool) {
    const result = people.get(e.userId);
    if (result === undefined) continue;
    shared += 1;
    if (result === e.resultId) same += 1;
  }
  return {
    people: pool.length - shared + (other.length - shared),
    identical: same === pool.length && same === other.length,
  };
}

/** Two pools one account may both read: the same, or at least `minimum` people apart. */
export function compatible(a: readonly Entry[], b: readonly Entry[], minimum: number): boolean {
  const d = apart(a, b);
  return d.identical || d.people >= minimum;
}

/** Whether a round's size alone settles it: sizes `minimum` apart are that many people apart. */
export const farBySize = (a: number, b: number, minimum: number) => Math.abs(a - b) >= minimum;

/**
 * The round to serve: `candidates` are the team's valid rounds, newest first; each is the prefix of
 * the pool (ordered by entry) that had entered by its version. Null with the reason and how many
 * more people must join when none is compatible with everything the account was served.
 */
export function chooseRound(
  teamId: string,
  pool: readonly PoolEntry[],
  candidates: readonly Candidate[],
  served: readonly Served[],
  minimum: number,
): Choice {
  for (const round of candidates) {
    const entries = pool.filter((e) => e.from <= round.version);
    if (entries.length !== round.n) continue;
    const fits = served.every(
      (s) =>
        farBySize(round.n, s.n, minimum) || (s.entries && compatible(entries, s.entries, minimum)),
    );
    if (fits) return { round };
  }
  return { round: null, ...whyHidden(teamId, pool, served, minimum) };
}

/** Why nothing can be served, and how many newcomers with a complete result would change that. */
function whyHidden(
  teamId: string,
  pool: readonly PoolEntry[],
  served: readonly Served[],
  minimum: number,
): { reason: HiddenReason; needed: number; complete: number } {
  let needed = minimum - pool.length;
  let blocking: Served | null = null;
  for (const s of served) {
    if (farBySize(pool.length, s.n, minimum) || !s.entries) continue;
    const d = apart(pool, s.entries);
    if (d.identical || d.people >= minimum) continue;
    if (minimum - d.people > needed) needed = minimum - d.people;
    // The last round read in this team explains best; another team's only when none of it blocks.
    if (
      !blocking ||
      (s.teamId === teamId && (blocking.teamId !== teamId || s.version > blocking.version))
    )
      blocking = s;
  }
  const complete = pool.length;
  if (!blocking) return { reason: 'too-few', needed: Math.max(1, needed), complete };
  if (blocking.teamId !== teamId) return { reason: 'other-team', needed, complete };
  const inPool = new Set(pool.map((e) => e.userId));
  const left = (blocking.entries ?? []).some((e) => !inPool.has(e.userId));
  return { reason: left ? 'left' : 'changed', needed, complete };
}

const morePeople = (n: number) =>
  `${n} more ${n === 1 ? 'person needs' : 'people need'} to join and add a complete result`;
const moreResults = (n: number) => `${n} more complete ${n === 1 ? 'result' : 'results'}`;

/** What the report says when it is hidden: why, and what would show it, naming no one. */
export function hiddenMessage(reason: HiddenReason, needed: number, minimum: number): string {
  const again = `It shows again once it differs from the report you last saw by at least ${minimum} people: ${morePeople(needed)}.`;
  switch (reason) {
    case 'too-few':
      return `The team report appears once at least ${minimum} people have a complete result in it: it needs ${moreResults(needed)}.`;
    case 'left':
      return `The report is hidden: a member left, and their answers were part of it. ${again}`;
    case 'changed':
      return `The report is hidden: a member chose another result, and their earlier answers were part of it. ${again}`;
    case 'other-team':
      return `The report is hidden: you have seen the report of another team with nearly the same people, and the two together could show one person's answers. It shows once it differs from that report by at least ${minimum} people: ${morePeople(needed)}.`;
  }
}
