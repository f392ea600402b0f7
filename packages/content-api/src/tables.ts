// The shape of a content collection's table: a Payload-style document (jsonb) with its id and
// timestamps. The tables themselves belong to the host's schema (the API's migrations); this is the
// type the content reading needs of them, and the same tables built by name where no database is
// read (the build's gateway compiles a where only to cost it).
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const documentColumns = () => ({
  id: text('id').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** A table of documents with the columns every content collection has. */
export const documentTable = (name: string) => pgTable(name, documentColumns());
export type DocumentTable = ReturnType<typeof documentTable>;

/** The table each collection is stored in, by slug. */
export type CollectionTables = Readonly<Record<string, DocumentTable>>;
