ALTER TABLE "products" ADD COLUMN "ratings_1" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ratings_2" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ratings_3" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ratings_4" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ratings_5" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified_purchase" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_ratings_non_negative" CHECK (least("products"."ratings_1", "products"."ratings_2", "products"."ratings_3", "products"."ratings_4", "products"."ratings_5") >= 0);--> statement-breakpoint
-- Issue 20: every card shows its product's average rating and review count, read from these
-- tallies (kept by the review workflows from now on), so they start from the reviews already written.
UPDATE "products" SET
	"ratings_1" = tally.r1, "ratings_2" = tally.r2, "ratings_3" = tally.r3, "ratings_4" = tally.r4, "ratings_5" = tally.r5
FROM (
	SELECT "product_id",
		count(*) FILTER (WHERE "rating" = 1)::int AS r1,
		count(*) FILTER (WHERE "rating" = 2)::int AS r2,
		count(*) FILTER (WHERE "rating" = 3)::int AS r3,
		count(*) FILTER (WHERE "rating" = 4)::int AS r4,
		count(*) FILTER (WHERE "rating" = 5)::int AS r5
	FROM "reviews" GROUP BY "product_id"
) AS tally
WHERE tally."product_id" = "products"."id";--> statement-breakpoint
-- A review already written is a verified purchase when its writer has a delivered order holding the product.
UPDATE "reviews" SET "verified_purchase" = true
WHERE EXISTS (
	SELECT 1 FROM "order_items" JOIN "orders" ON "orders"."id" = "order_items"."order_id"
	WHERE "order_items"."product_id" = "reviews"."product_id"
		AND "orders"."customer_id" = "reviews"."customer_id"
		AND "orders"."status" = 'delivered'
);
