// The database the content is read from: the host's Drizzle handle over PostgreSQL or PGlite (any
// schema; the content reading names its tables itself, see tables.ts).
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// biome-ignore lint/suspicious/noExplicitAny: any host schema; only select and execute are used.
export type ContentDb = PgDatabase<PgQueryResultHKT, any>;
