// How a command reaches the data: PostgreSQL directly (any number of processes may connect), PGlite
// through the running server when one holds its files, or PGlite directly under the lock otherwise.
import type { AppConfig } from '../config';
import { configuredTarget, type Db, openDatabase } from '../db/client';
import { currentOwner, DataDirInUse, lockDataDir } from '../db/data-dir-lock';

export interface ViaServer {
  url: string;
  token: string;
}

export async function withData<T>(
  config: AppConfig,
  viaServer: (server: ViaServer) => Promise<T>,
  direct: (db: Db) => Promise<T>,
): Promise<T> {
  if (!config.databaseUrl) {
    const owner = currentOwner(config.dataDir);
    if (owner?.kind === 'server' && owner.url && owner.token)
      return viaServer({ url: owner.url, token: owner.token });
    if (owner) throw new DataDirInUse(owner, config.dataDir);
  }
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir, { kind: 'command' });
  try {
    const database = await openDatabase(configuredTarget(config));
    try {
      return await direct(database.db);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

/** A JSON call to the running server's admin API. */
export async function adminCall<T>(server: ViaServer, path: string, method = 'GET'): Promise<T> {
  const response = await fetch(new URL(path, server.url), {
    method,
    headers: {
      authorization: `Bearer ${server.token}`,
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { body: '{}' }),
  });
  if (!response.ok) throw new Error(`the running server answered ${response.status} to ${path}`);
  return (await response.json()) as T;
}
