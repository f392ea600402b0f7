-- Saved results are about 40 kB of JSON each: lz4 compresses them for TOAST several times faster
-- than the default pglz, which makes a save markedly cheaper for PostgreSQL. A server built without
-- lz4 (PGlite is one) keeps pglz: the change is skipped there, never an error.
DO $$
BEGIN
  ALTER TABLE "assessment_results" ALTER COLUMN "results" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value THEN
  NULL;
END
$$;
