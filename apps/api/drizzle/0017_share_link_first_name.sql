-- A share link may show its owner's first name, when they choose it as they make the link: the
-- shared page then speaks of them by name. Null (every link made before): the page names no one.
ALTER TABLE "share_links" ADD COLUMN IF NOT EXISTS "first_name" text;
