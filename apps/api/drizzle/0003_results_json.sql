-- A saved result is written once and read whole, never queried inside: plain json keeps the text as
-- it is, where jsonb parsed it into its binary form on every save and back on every read. For a
-- report of 40-90 kB that conversion was most of what a save cost PostgreSQL.
ALTER TABLE "assessment_results" ALTER COLUMN "results" SET DATA TYPE json USING "results"::json;
--> statement-breakpoint
DO $$
BEGIN
  ALTER TABLE "assessment_results" ALTER COLUMN "results" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value THEN
  NULL;
END
$$;
--> statement-breakpoint
-- The history lists headline figures only: kept in columns, it never reads whole reports.
ALTER TABLE "assessment_results" ADD COLUMN "overall_score" double precision;
--> statement-breakpoint
ALTER TABLE "assessment_results" ADD COLUMN "raw_overall_score" double precision;
--> statement-breakpoint
ALTER TABLE "assessment_results" ADD COLUMN "maturity_level" text;
--> statement-breakpoint
UPDATE "assessment_results" SET
  "overall_score" = ("results"->>'overallScore')::double precision,
  "raw_overall_score" = ("results"->>'rawOverallScore')::double precision,
  "maturity_level" = coalesce("results"->>'maturityLevel', '');
--> statement-breakpoint
ALTER TABLE "assessment_results" ALTER COLUMN "overall_score" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "assessment_results" ALTER COLUMN "raw_overall_score" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "assessment_results" ALTER COLUMN "maturity_level" SET NOT NULL;
