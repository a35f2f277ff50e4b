CREATE TABLE "platform_credit_reviews" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_credit_reviews_status" CHECK ("platform_credit_reviews"."status" in ('held', 'released', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "platform_credit_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"daily_limit_kobo" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_credit_settings_one_row" CHECK ("platform_credit_settings"."id" = 1),
	CONSTRAINT "platform_credit_settings_limit" CHECK ("platform_credit_settings"."daily_limit_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "balance_entries" DROP CONSTRAINT "balance_entries_sign";--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "discount_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "budget_kobo" bigint;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "spent_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_credit_reviews" ADD CONSTRAINT "platform_credit_reviews_entry_id_balance_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."balance_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_credit_reviews" ADD CONSTRAINT "platform_credit_reviews_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_credit_reviews" ADD CONSTRAINT "platform_credit_reviews_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_credit_reviews_held_idx" ON "platform_credit_reviews" USING btree ("created_at") WHERE "platform_credit_reviews"."status" = 'held';--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_sign" CHECK (("balance_entries"."reason" in ('order_delivered', 'cashout_returned', 'commission_refund', 'platform_discount') and "balance_entries"."amount_kobo" >= 0)
        or ("balance_entries"."reason" in ('commission', 'cashout', 'return_refund', 'platform_discount_rejected') and "balance_entries"."amount_kobo" <= 0));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_spent_within_budget" CHECK ("coupons"."spent_kobo" >= 0 and ("coupons"."budget_kobo" is null or ("coupons"."budget_kobo" > 0 and "coupons"."spent_kobo" <= "coupons"."budget_kobo")));--> statement-breakpoint
-- backfill
--> statement-breakpoint
-- Each live or released redemption remembers the discount its checkout took, and each coupon what its live uses spent.
UPDATE "coupon_redemptions" r SET "discount_kobo" = coalesce((SELECT sum(o."discount_kobo") FROM "orders" o WHERE o."payment_id" = r."payment_id"), 0);--> statement-breakpoint
UPDATE "coupons" c SET "spent_kobo" = coalesce((SELECT sum(r."discount_kobo") FROM "coupon_redemptions" r WHERE r."coupon_id" = c."id" AND r."released_at" IS NULL), 0);--> statement-breakpoint
-- A platform coupon made without a ceiling is switched off at what it has used (decision 0026): no
-- unbudgeted promotion keeps spending; an admin makes a new one with a budget.
UPDATE "coupons" SET "max_uses" = greatest("uses", 1), "active" = false WHERE "store_id" IS NULL AND "max_uses" IS NULL AND "budget_kobo" IS NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_platform_budget" CHECK ("coupons"."store_id" is not null or "coupons"."max_uses" is not null or "coupons"."budget_kobo" is not null);
