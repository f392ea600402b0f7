// No subtraction: a rater's answers enter a 360 report only inside a sealed batch of at least the
// minimum of raters of one group, and every figure the report shows (a group, all others, each
// capability) is a sum of whole batches. Any two reports the person reads, before and after a
// rater answers, withdraws or a manager's consent changes, therefore differ by whole batches, and
// no comparison isolates fewer raters than the minimum. The one exception is the manager who
// agreed to be shown as the manager: a batch of one, by their consent.
//
// A batch with a rater who withdrew (or whose group changed) dissolves: it leaves every figure at
// once, so the group hides whole, and its other raters do not count again. Letting them back in
// with newcomers would let the old figures be subtracted from the new ones to read the one who
// left against the newcomers, and on a capability some newcomers skipped (a rater counts in it only
// after two of its three items) the minimum of fresh raters in the batch is not the minimum in
// that figure: the property test found exactly that. What it costs: a withdrawal takes its
// batch-mates' answers with it, and the group needs the minimum of new raters to show again.
// Pure: the store keeps the batches and calls this after every change.
import { groupMinimum, type RaterEntry, type RaterGroup, shownGroup } from './groups';

export interface Batch {
  id: string;
  group: RaterGroup;
  raterIds: readonly string[];
}

export interface BatchState {
  /** The live batches: what the report is made of. */
  batches: readonly Batch[];
  /** Raters who were in a batch that dissolved: they do not count again. */
  spent: ReadonlySet<string>;
}

export interface Sealing {
  batches: Batch[];
  spent: Set<string>;
  /** The ids of the batches that dissolved in this step. */
  dissolved: string[];
  /** The ids of the batches sealed in this step. */
  sealed: string[];
}

/**
 * The batches after a change. `raters`: everyone whose answers are submitted and not withdrawn, in
 * the order they submitted; `newId` names a new batch.
 */
export function sealBatches(
  raters: readonly RaterEntry[],
  state: BatchState,
  options: { minimum?: number; newId: () => string },
): Sealing {
  const minimum = groupMinimum(options.minimum);
  const byId = new Map(raters.map((r) => [r.raterId, r]));
  const spent = new Set(state.spent);
  const dissolved: string[] = [];
  const kept: Batch[] = [];
  for (const batch of state.batches) {
    const intact = batch.raterIds.every((id) => {
      const rater = byId.get(id);
      return rater !== undefined && shownGroup(rater) === batch.group;
    });
    if (intact) kept.push(batch);
    else {
      dissolved.push(batch.id);
      for (const id of batch.raterIds) spent.add(id);
    }
  }
  const inBatch = new Set(kept.flatMap((b) => b.raterIds));
  const sealed: Batch[] = [];
  const waiting = raters.filter((r) => !inBatch.has(r.raterId) && !spent.has(r.raterId));
  for (const rater of waiting.filter((r) => shownGroup(r) === 'manager')) {
    sealed.push({ id: options.newId(), group: 'manager', raterIds: [rater.raterId] });
  }
  for (const group of ['peers', 'direct-reports', 'others'] as const) {
    const queue = waiting.filter((r) => shownGroup(r) === group).map((r) => r.raterId);
    if (queue.length >= minimum) sealed.push({ id: options.newId(), group, raterIds: queue });
  }
  return {
    batches: [...kept, ...sealed],
    spent,
    dissolved,
    sealed: sealed.map((b) => b.id),
  };
}
