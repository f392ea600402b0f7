-- The inbox's search (LIKE '%words%' on the lower-cased text) reads a trigram index instead of every
-- lead: a name or an address among 10,000 leads is found without reading the other 9,999.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_search_trgm_idx" ON "leads" USING gin ("search" gin_trgm_ops);
