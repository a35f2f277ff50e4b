-- Slugs are [a-z0-9-] from now on (src/shared/slug.ts). Older rows may hold slugs with other
-- characters ("phones-&-tablets", "a/b", "..") that some links cannot reach: rewrite those, keeping
-- each unique. A cleaned slug that is empty, reserved or taken gets the first 8 characters of the
-- row's id after it.
WITH cleaned AS (
	SELECT id, created_at, trim(both '-' from regexp_replace(lower(slug), '[^a-z0-9]+', '-', 'g')) AS clean
	FROM stores WHERE slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$'
), ranked AS (
	SELECT id, clean, row_number() OVER (PARTITION BY clean ORDER BY created_at, id) AS n FROM cleaned
)
UPDATE stores s SET slug = CASE
	WHEN r.clean = '' THEN 'store-' || left(s.id::text, 8)
	WHEN r.n > 1 OR r.clean IN ('create', 'manage') OR EXISTS (SELECT 1 FROM stores o WHERE o.slug = r.clean)
		THEN r.clean || '-' || left(s.id::text, 8)
	ELSE r.clean END
FROM ranked r WHERE r.id = s.id;
--> statement-breakpoint
WITH cleaned AS (
	SELECT id, created_at, trim(both '-' from regexp_replace(lower(slug), '[^a-z0-9]+', '-', 'g')) AS clean
	FROM categories WHERE slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$'
), ranked AS (
	SELECT id, clean, row_number() OVER (PARTITION BY clean ORDER BY created_at, id) AS n FROM cleaned
)
UPDATE categories c SET slug = CASE
	WHEN r.clean = '' THEN 'category-' || left(c.id::text, 8)
	WHEN r.n > 1 OR EXISTS (SELECT 1 FROM categories o WHERE o.slug = r.clean)
		THEN r.clean || '-' || left(c.id::text, 8)
	ELSE r.clean END
FROM ranked r WHERE r.id = c.id;
