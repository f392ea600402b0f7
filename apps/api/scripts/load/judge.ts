// The verdict: the stored rows checked against the answered saves, and each target passed or not.
import { emailOf } from './accounts';
import { type Store, storedRows } from './database';
import { type Row, saveCounts } from './figures';
import { type Fixture, fixtureOf } from './fixtures';
import type { WorkDir } from './leftovers';
import type { Replays, Saved, Saves } from './saves';
import type { Load, WarmUp } from './traffic';

const TARGET_SAVES_PER_S = 500;
const TARGET_P99_MS = 100;

/** The database, read directly: each answered save stored once, as the server scored it. */
export async function checkStored(
  store: Store,
  work: WorkDir,
  saved: Saved[],
  fixtures: Fixture[],
) {
  const stored = await storedRows(store, work);
  const byId = new Map<string, { user_email: string; raw: number; count: number }>();
  for (const row of stored) {
    const seen = byId.get(row.id);
    if (seen) seen.count++;
    else byId.set(row.id, { ...row, count: 1 });
  }
  const answeredIds = new Set(saved.map((s) => s.id));
  let missing = 0;
  let duplicated = 0;
  let wrongScore = 0;
  let wrongUser = 0;
  for (const s of saved) {
    const row = byId.get(s.id);
    const expected = fixtureOf(fixtures, s.user).rawOverallScore;
    if (!row) missing++;
    else {
      if (row.count !== 1) duplicated++;
      if (row.raw !== expected || s.returnedRaw !== expected) wrongScore++;
      if (row.user_email !== emailOf(s.user)) wrongUser++;
    }
  }
  duplicated += saved.length - answeredIds.size;
  return { stored: stored.length, missing, duplicated, wrongScore, wrongUser };
}

export type Stored = Awaited<ReturnType<typeof checkStored>>;

export interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

export interface Judged {
  checks: Check[];
  fivexx: number;
}

export function judgeTargets(
  store: Store,
  rows: Row[],
  warm: WarmUp,
  load: Load,
  saves: Saves,
  stored: Stored,
  replays: Replays,
  exitCode: number | null,
): Judged {
  const { savesPerSecond, answered2xx } = saveCounts(warm, load);
  const warmResults = [warm.saves, warm.others];
  const worst = rows.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const fivexx =
    rows.reduce((s, r) => s + r.s5xx, 0) + warmResults.reduce((s, r) => s + r['5xx'], 0);
  const otherFailures =
    rows.reduce((s, r) => s + r.s4xx + r.errors, 0) +
    warmResults.reduce((s, r) => s + r['4xx'] + r.errors, 0);
  const { saved, badSaveBodies } = saves;
  const checks = [
    {
      name: `saves/s >= ${TARGET_SAVES_PER_S}${store.onPostgres ? '' : ' (PostgreSQL only; not applied on PGlite)'}`,
      pass: !store.onPostgres || savesPerSecond >= TARGET_SAVES_PER_S,
      detail: `${savesPerSecond}/s`,
    },
    {
      name: `p99 < ${TARGET_P99_MS} ms on every route kind`,
      pass: rows.every((r) => r.p99 < TARGET_P99_MS),
      detail: `worst ${worst.p99} ms, ${worst.kind}`,
    },
    { name: 'zero 5xx', pass: fivexx === 0, detail: `${fivexx}` },
    {
      name: 'no 4xx, socket errors or timeouts (every request is valid)',
      pass: otherFailures === 0,
      detail: `${otherFailures}`,
    },
    {
      name: 'stored = answered, each once, with the expected rawOverallScore and user',
      pass:
        saved.length > 0 &&
        saved.length === answered2xx &&
        stored.stored === saved.length &&
        stored.missing +
          stored.duplicated +
          stored.wrongScore +
          stored.wrongUser +
          badSaveBodies ===
          0,
      detail: `${stored.stored} stored / ${answered2xx} answered`,
    },
    {
      name: "a save sent again answers 200 with the first one's id, and stores nothing",
      pass: replays.replayed > 0 && replays.wrong === 0,
      detail: `${replays.replayed - replays.wrong} of ${replays.replayed} repeats`,
    },
    { name: 'graceful stop (exit code 0)', pass: exitCode === 0, detail: `${exitCode}` },
  ];
  return { checks, fivexx };
}
