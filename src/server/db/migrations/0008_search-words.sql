-- Search at a million products (issue 10). Names that start with the text come from a btree range
-- on lower(name); typing slips are corrected against a small dictionary of the words used in
-- product names (search_words), not against every name, so a typo costs what a plain word does.
CREATE INDEX IF NOT EXISTS "products_lower_name_idx" ON "products" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Every word of every product name, lowercased, split at anything not a letter or digit; numbers
-- alone are left out (a slip in "48291" is another product, not a typo). Words are never removed:
-- a word no name uses any more only costs a lookup that finds nothing.
CREATE OR REPLACE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_words (word)
	SELECT DISTINCT w FROM new_rows, regexp_split_to_table(lower(new_rows.name), '[^[:alnum:]]+') AS w
	WHERE w <> '' AND w !~ '^[0-9]+$'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();--> statement-breakpoint
-- A renamed product (a stock or price change leaves the words alone).
CREATE OR REPLACE FUNCTION "search_words_add_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_words (word)
	SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW.name), '[^[:alnum:]]+') AS w
	WHERE w <> '' AND w !~ '^[0-9]+$'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_rename" AFTER UPDATE OF "name" ON "products"
	FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_words_add_renamed();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM products, regexp_split_to_table(lower(products.name), '[^[:alnum:]]+') AS w
WHERE w <> '' AND w !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Statistics for lower(name), so the planner can tell a rare prefix from a common one.
ANALYZE "products";
