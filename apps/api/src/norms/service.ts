// The norms job and its cache. The figures are computed from the database by a job that runs when
// the cached answer is older than NORMS_REFRESH_MS: on a read (which answers the cached one
// meanwhile) or after a save (which never waits for it); concurrent triggers share one run. A run
// reads the published snapshot, and computes and publishes a new one only when publicationDue
// allows (figures.ts). The snapshot lives in the database, so every instance answers the same one
// and a restart cannot publish a second answer one result apart. Reads are O(1): the answer is
// serialised once per snapshot. A process that never serves the norms (or a comparison) never runs
// the job.
import { createHash } from 'node:crypto';
import { normsResponseSchema } from '@peak/contracts';
import {
  defaultReliability,
  estimateReliability,
  type Question,
  type Reliability,
} from '@peak/scoring';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { answerSetOf, normSourceOf } from './digest';
import {
  countLatest,
  emptyTally,
  inSample,
  normsAnswer,
  publicationDue,
  RETEST_WITHIN_DAYS,
  sampleShare,
  snapshotFigures,
} from './figures';
import { type Counted, type NormsQueries, normsQueries, type PublishedSnapshot } from './queries';

/** The questions the answers were given to (the scoring bank, which the norms only read). */
interface QuestionBank {
  questions: readonly Question[];
}

/** GET /api/norms as sent, and what comparisons read of the same snapshot. */
export interface CachedNorms {
  body: string;
  etag: string;
  seq: number;
  reliability: Reliability;
}

export interface NormsService {
  /** The cached answer (waiting only for the first); starts a refresh when it is old. */
  answer(): Promise<CachedNorms>;
  /** The reliability figures comparisons use: the published ones, the defaults if none can be read. */
  reliability(): Promise<Reliability>;
  /** After a save: refreshes in the background when the cached answer is old. Never waits. */
  afterSave(): void;
  /** Runs the job now (or joins the run under way). */
  refresh(): Promise<void>;
  /** Resolves when no run is under way. */
  idle(): Promise<void>;
}

const etagOf = (body: string) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** The answer for a published snapshot, serialised through the contract once. */
function cachedAnswer(snapshot: PublishedSnapshot, minimum: number): CachedNorms {
  const body = JSON.stringify(normsResponseSchema.parse(normsAnswer(snapshot, minimum)));
  return {
    body,
    etag: etagOf(body),
    seq: snapshot.seq,
    reliability: snapshot.figures.reliability ?? defaultReliability(),
  };
}

/**
 * A new snapshot from the results saved up to now: each account's latest result, once (about
 * `accounts` of them: how many answer sets the reliability figures sample).
 */
async function computeSnapshot(
  queries: NormsQueries,
  bank: () => Promise<QuestionBank>,
  accounts: number,
) {
  const cutoff = await queries.now();
  const tally = emptyTally();
  const share = sampleShare(accounts);
  const counted: Counted[] = [];
  for await (const rows of queries.latestResults(cutoff, RETEST_WITHIN_DAYS))
    for (const row of rows) {
      const source = normSourceOf(row.stored);
      if (!source) continue;
      counted.push({ userId: row.userId, fingerprint: row.fingerprint });
      countLatest(tally, {
        source,
        answers: inSample(row.userId, share) ? answerSetOf(row.stored) : null,
        savedAt: row.createdAt,
        previous: row.previous === null ? null : normSourceOf(row.previous),
      });
    }
  const { questions } = await bank();
  const reliability = estimateReliability(tally.sets, questions);
  return { cutoff, n: tally.n, figures: snapshotFigures(tally, reliability), counted };
}

export function normsService(deps: {
  db: Db;
  config: AppConfig['norms'];
  bank: () => Promise<QuestionBank>;
  clock: () => number;
  log: FastifyBaseLogger;
}): NormsService {
  const { config, bank, clock, log } = deps;
  const queries = normsQueries(deps.db);
  let cached: CachedNorms | undefined;
  let running: Promise<void> | undefined;
  /** When the last run started: a failed one, too, waits its turn before the next is tried. */
  let triedAt = Number.NEGATIVE_INFINITY;

  const old = () => clock() - triedAt >= config.refreshMs;

  async function run() {
    triedAt = clock();
    let published = await queries.latestSnapshot();
    const changes = await queries.changes();
    const due = publicationDue({ published, changed: changes.changed, batch: config.batch });
    if (due) {
      const snapshot = await computeSnapshot(queries, bank, changes.accounts);
      await queries.publish(published?.seq ?? 0, snapshot);
      // Ours, or the one another instance published first.
      published = await queries.latestSnapshot();
    }
    if (!published) throw new Error('no norms snapshot was published');
    if (cached?.seq !== published.seq) cached = cachedAnswer(published, config.minRespondents);
  }

  const refresh = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };

  const inBackground = () => {
    refresh().catch((error: unknown) =>
      log.warn({ err: error }, 'norms refresh failed; the last answer stays'),
    );
  };

  const answer = async (): Promise<CachedNorms> => {
    if (!cached) await refresh();
    else if (old()) inBackground();
    return cached as CachedNorms;
  };

  return {
    answer,
    async reliability() {
      try {
        return (await answer()).reliability;
      } catch (error) {
        log.warn({ err: error }, 'norms unavailable; comparing with the default reliability');
        return defaultReliability();
      }
    },
    afterSave() {
      if (cached && old()) inBackground();
    },
    refresh,
    idle: () =>
      (running ?? Promise.resolve()).then(
        () => undefined,
        () => undefined,
      ),
  };
}
