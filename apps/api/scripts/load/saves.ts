// The saves the users send: each one a result of its own, recorded as the server answers it, and
// each user's first sent again afterwards to check saves are idempotent.
import type autocannon from 'autocannon';
import { type Fixture, fixtureOf } from './fixtures';
import { USERS } from './plan';
import type { Content } from './server';

export interface Saved {
  id: string;
  user: number;
  returnedRaw: number;
  /** The save's sequence number: its answer times (see saveBodies). */
  n: number;
}

/** The saves the server answered 2xx, as the load recorded them. */
export interface Saves {
  saved: Saved[];
  badSaveBodies: number;
  lastSaveAt: number;
}

export type SaveClient = { reqsMade: number; responseMax?: number };

/** Stands for a save's answer time in a body template (a number that no answer set holds). */
const MS_SLOT = -1.5;

/**
 * The body of save number `n` by `user`: the user's fixture with every answer on screen 4 s + n ms,
 * so no two saves of the run are the same result (4 s keeps the careless-answering check quiet).
 * Made from a template split once per user, so the load generator spends no time on JSON.
 */
export function saveBodies(fixtures: Fixture[], content: Content) {
  const templates = new Map<number, string[]>();
  return (user: number, n: number) => {
    let parts = templates.get(user);
    if (!parts) {
      const template = JSON.stringify({
        responses: fixtureOf(fixtures, user).responses.map((r) => ({ ...r, ms: MS_SLOT })),
        contentVersion: content.bankVersion,
      });
      parts = template.split(String(MS_SLOT));
      templates.set(user, parts);
    }
    return parts.join(String(4000 + n));
  };
}
export type SaveBody = ReturnType<typeof saveBodies>;

/**
 * Each connection is one user: its cookie, its answer set; each request gets the next sequence
 * number (its answer times), kept in the connection's context until its answer, which is recorded.
 */
export function saveClients(cookies: string[], saveBody: SaveBody, saves: Saves) {
  let nextUser = 0;
  let sequence = 0;
  type Context = { n?: number };
  return (clients?: SaveClient[]) => (client: autocannon.Client) => {
    const user = nextUser++ % USERS;
    client.setRequests([
      {
        method: 'POST',
        path: '/api/assessment-results',
        headers: { 'content-type': 'application/json', cookie: cookies[user] as string },
        setupRequest: (request, context) => {
          const n = sequence++;
          (context as Context).n = n;
          return { ...request, body: saveBody(user, n) };
        },
        onResponse: (status, body, context) => {
          saves.lastSaveAt = Date.now();
          if (status < 200 || status >= 300) return;
          const n = (context as Context).n ?? -1;
          try {
            const doc = JSON.parse(body) as { id?: unknown; rawOverallScore?: unknown };
            if (typeof doc.id === 'string' && typeof doc.rawOverallScore === 'number')
              saves.saved.push({ id: doc.id, user, returnedRaw: doc.rawOverallScore, n });
            else saves.badSaveBodies++;
          } catch {
            saves.badSaveBodies++;
          }
        },
      },
    ]);
    clients?.push(client as unknown as SaveClient);
  };
}
export type SetupSaveClient = ReturnType<typeof saveClients>;

/**
 * Each user's first answered save, sent again twice at once: each answer must be 200 with the id
 * the save was first given (idempotent saves). Counts the answers that were not.
 */
export async function replaySaves(
  url: string,
  cookies: string[],
  saveBody: SaveBody,
  saved: Saved[],
) {
  const firsts = new Map<number, Saved>();
  for (const s of saved) if (!firsts.has(s.user)) firsts.set(s.user, s);
  const replay = async (s: Saved) => {
    const res = await fetch(`${url}/api/assessment-results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies[s.user] as string },
      body: saveBody(s.user, s.n),
    });
    const doc = (await res.json().catch(() => ({}))) as { id?: unknown };
    return res.status === 200 && doc.id === s.id;
  };
  const answers = await Promise.all([...firsts.values()].flatMap((s) => [replay(s), replay(s)]));
  return { replayed: answers.length, wrong: answers.filter((ok) => !ok).length };
}
export type Replays = Awaited<ReturnType<typeof replaySaves>>;
