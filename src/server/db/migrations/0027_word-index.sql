-- A word index for search (issue 21, decision 0028). A common word ("blender", in 1 name of 24)
-- made PostgreSQL read and fold names until it had 201 that contain it (or build the trigram
-- bitmap of all 42k); product_words holds one row per word of each active product's name, so the
-- names with a word starting with the text are a btree range that stops after the rows search
-- ranks. The index is in order of word, then newest first, and carries the store, so that range
-- gives the newest products of the word and whether their store is open without reading them.
-- Words are split as search_words' are (folded by search_fold, cut at anything not a letter or
-- digit) but keep numbers: "32" finds "Hisense 32 inch". A migration that changes search_fold or
-- this split must rebuild the table, as 0011 rebuilt search_words.
CREATE OR REPLACE FUNCTION "search_name_words"(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE ROWS 5 AS $$
	SELECT DISTINCT w FROM regexp_split_to_table(search_fold(name), '[^[:alnum:]]+') AS w WHERE w <> ''
$$;--> statement-breakpoint
-- Byte order ("C"): a word range is [text, text || U+10FFFF), whatever the database's collation.
CREATE TABLE "product_words" (
	"word" text COLLATE "C" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"product_id" uuid NOT NULL,
	"store_id" uuid NOT NULL
);--> statement-breakpoint
INSERT INTO "product_words" ("word", "created_at", "product_id", "store_id")
SELECT w, p.created_at, p.id, p.store_id FROM products p, search_name_words(p.name) AS w WHERE p.is_active;--> statement-breakpoint
-- Built after the rows are in (one sort, not 3 million inserts into a btree).
CREATE UNIQUE INDEX "product_words_word_idx" ON "product_words" ("word", "created_at" DESC, "product_id" DESC) INCLUDE ("store_id");--> statement-breakpoint
-- The triggers of migrations 0008 and 0011 now keep both the dictionary of words (typing slips
-- are corrected against it; every product's words, never removed) and product_words (the words
-- of active products). A product's rows are found again by its old name's words and its
-- created_at, through the one index: no second index on product_id.
CREATE OR REPLACE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_words (word)
	SELECT DISTINCT w FROM new_rows, search_name_words(new_rows.name) AS w
	WHERE w !~ '^[0-9]+$'
	ON CONFLICT DO NOTHING;
	INSERT INTO product_words (word, created_at, product_id, store_id)
	SELECT w, new_rows.created_at, new_rows.id, new_rows.store_id FROM new_rows, search_name_words(new_rows.name) AS w
	WHERE new_rows.is_active;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A renamed, (de)activated or moved product: its words leave product_words and come back as they
-- now are (a stock or price change leaves them alone). Replaces search_words_add_renamed.
DROP TRIGGER "products_search_words_rename" ON "products";--> statement-breakpoint
DROP FUNCTION "search_words_add_renamed"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words_product_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_words (word)
	SELECT w FROM search_name_words(NEW.name) AS w
	WHERE w !~ '^[0-9]+$'
	ON CONFLICT DO NOTHING;
	DELETE FROM product_words
	WHERE word IN (SELECT search_name_words(OLD.name)) AND created_at = OLD.created_at AND product_id = OLD.id;
	INSERT INTO product_words (word, created_at, product_id, store_id)
	SELECT w, NEW.created_at, NEW.id, NEW.store_id FROM search_name_words(NEW.name) AS w
	WHERE NEW.is_active;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_change" AFTER UPDATE OF "name", "created_at", "is_active", "store_id" ON "products"
	FOR EACH ROW WHEN (
		OLD.name IS DISTINCT FROM NEW.name OR OLD.created_at IS DISTINCT FROM NEW.created_at
		OR OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.store_id IS DISTINCT FROM NEW.store_id
	) EXECUTE FUNCTION search_words_product_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_words_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM product_words pw
	USING (SELECT w, old_rows.created_at, old_rows.id FROM old_rows, search_name_words(old_rows.name) AS w) AS gone
	WHERE pw.word = gone.w AND pw.created_at = gone.created_at AND pw.product_id = gone.id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_product_words_delete" AFTER DELETE ON "products"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_words_remove();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_words_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE product_words;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_product_words_truncate" AFTER TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION product_words_clear();--> statement-breakpoint
ANALYZE "product_words";
