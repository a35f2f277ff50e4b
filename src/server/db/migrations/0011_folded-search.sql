-- Search folds accents and dot-below on both sides (issue 17): most phone keyboards type "oyo" for
-- "Ọ̀yọ́", "iya agba" for "Ìyá Àgbà", "kasa" for Hausa "ƙasa". search_fold() is the one spelling
-- names and queries are compared in: decomposed (NFD), combining marks (U+0300–U+036F: tone marks,
-- dot-below, tilde …) removed, lowercased, and the hooked letters of Hausa (ƙ ɗ ɓ ƴ), which have
-- no decomposition, written plain. Names are indexed folded; queries are folded by the same
-- function, so both sides always agree.
CREATE OR REPLACE FUNCTION "search_fold"(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
	SELECT translate(lower(regexp_replace(normalize(t, NFD), '[\u0300-\u036f]', '', 'g')), 'ƙƘɗƊɓƁƴƳ', 'kkddbbyy')
$$;--> statement-breakpoint
DROP INDEX "categories_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "stores_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_lower_name_idx";--> statement-breakpoint
CREATE INDEX "categories_folded_name_trgm_idx" ON "categories" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_folded_name_trgm_idx" ON "products" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_folded_name_trgm_idx" ON "stores" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
-- Names that start with the text (what products_lower_name_idx did for lower(name)).
CREATE INDEX "products_folded_name_idx" ON "products" USING btree (search_fold("name") text_pattern_ops);--> statement-breakpoint
-- The dictionary of name words (migration 0008) holds folded words: a typing slip is counted
-- against "agba", not "àgbà", and a word is no longer cut at a combining mark ("ọ̀gẹ̀dẹ̀" was three).
CREATE OR REPLACE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_words (word)
	SELECT DISTINCT w FROM new_rows, regexp_split_to_table(search_fold(new_rows.name), '[^[:alnum:]]+') AS w
	WHERE w <> '' AND w !~ '^[0-9]+$'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words_add_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_words (word)
	SELECT DISTINCT w FROM regexp_split_to_table(search_fold(NEW.name), '[^[:alnum:]]+') AS w
	WHERE w <> '' AND w !~ '^[0-9]+$'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
DELETE FROM search_words;--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM products, regexp_split_to_table(search_fold(products.name), '[^[:alnum:]]+') AS w
WHERE w <> '' AND w !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Statistics for search_fold(name), so the planner can tell a rare prefix from a common one.
ANALYZE "products";
