import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "observer_items" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item_id" varchar,
  	"question_id" varchar,
  	"capability" varchar,
  	"text" varchar,
  	"response_options" jsonb,
  	"not_seen" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "observer_items_id" varchar;
  CREATE INDEX "observer_items_updated_at_idx" ON "observer_items" USING btree ("updated_at");
  CREATE INDEX "observer_items_created_at_idx" ON "observer_items" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_observer_items_fk" FOREIGN KEY ("observer_items_id") REFERENCES "public"."observer_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_observer_items_id_idx" ON "payload_locked_documents_rels" USING btree ("observer_items_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "observer_items" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "observer_items" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_observer_items_fk";
  
  DROP INDEX "payload_locked_documents_rels_observer_items_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "observer_items_id";`)
}
