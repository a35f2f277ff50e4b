-- A category page counts its products (up to 1,000) from this index alone: the store of each row is
-- in it, checked against the few inactive stores instead of joined (issue 21, decision 0028).
DROP INDEX "products_category_newest_idx";--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"store_id") WHERE coalesce(is_active, false);