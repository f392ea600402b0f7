// A throwaway PostgreSQL database: created fresh on a server for one suite or run, dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The local server the suites use when DATABASE_URL names none. */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ThrowawayPostgresOptions {
  /** A URL with the right to create databases. Default: DATABASE_URL, else the local server. */
  adminUrl?: string;
  /** The start of the database's name (default "peak_test"); its time and a random part follow. */
  prefix?: string;
}

export interface ThrowawayPostgres extends AsyncDisposable {
  /** The new database's URL: the admin URL with its database name replaced. */
  url: string;
  name: string;
  /** Drops the database, closing any connection still open to it; once is enough. */
  drop: () => Promise<void>;
}

const adminUrlOf = (options: ThrowawayPostgresOptions) =>
  options.adminUrl || process.env.DATABASE_URL || LOCAL_POSTGRES_URL;

async function adminQuery(adminUrl: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** The prefix, if it can start a name: names go into SQL unquoted and are cut at 63 bytes. */
function checked(prefix: string) {
  if (!/^[a-z_][a-z0-9_]{0,39}$/.test(prefix)) throw new Error(`unusable prefix: ${prefix}`);
  return prefix;
}

const dropDatabase = (adminUrl: string, name: string) =>
  adminQuery(adminUrl, `drop database if exists ${name} with (force)`).then(() => {});

/**
 * Creates an empty database. Its name carries the time in base 36 after the prefix
 * (`peak_test_<time>_<hex>`), so a run killed before drop() leaves one that can be told stale.
 */
export async function throwawayPostgres(
  options: ThrowawayPostgresOptions = {},
): Promise<ThrowawayPostgres> {
  const adminUrl = adminUrlOf(options);
  const prefix = checked(options.prefix ?? 'peak_test');
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped: Promise<void> | undefined;
  const drop = () => {
    dropped ??= dropDatabase(adminUrl, name);
    return dropped;
  };
  return { url: url.toString(), name, drop, [Symbol.asyncDispose]: drop };
}

/**
 * Drops the databases of runs that died before drop(): those with the prefix made more than
 * `olderThanMs` ago that nobody is connected to.
 */
export async function dropStalePostgres(
  options: ThrowawayPostgresOptions & { prefix: string; olderThanMs: number },
) {
  const adminUrl = adminUrlOf(options);
  const made = new RegExp(`^${checked(options.prefix)}_([0-9a-z]+)_[0-9a-f]+$`);
  const { rows } = await adminQuery(
    adminUrl,
    `select datname from pg_database d where datname like $1
       and not exists (select 1 from pg_stat_activity a where a.datname = d.datname)`,
    [`${options.prefix}%`],
  );
  for (const { datname } of rows as Array<{ datname: string }>) {
    const time = made.exec(datname)?.[1];
    if (time && Date.now() - Number.parseInt(time, 36) > options.olderThanMs)
      await dropDatabase(adminUrl, datname).catch(() => {});
  }
}
