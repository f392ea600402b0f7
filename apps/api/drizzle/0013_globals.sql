-- The globals (single documents of settings, as a Payload CMS models them): one row each, its id the slug.
CREATE TABLE IF NOT EXISTS "globals" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
