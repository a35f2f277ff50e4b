CREATE TABLE "commission_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"category_id" uuid,
	"store_id" uuid,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"flat_kobo" bigint DEFAULT 0 NOT NULL,
	"floor_kobo" bigint,
	"cap_kobo" bigint,
	"charge_delivery_fees" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_scope_check" CHECK ("commission_rules"."scope" in ('platform', 'category', 'store')),
	CONSTRAINT "commission_rules_scope_target" CHECK (("commission_rules"."scope" = 'platform' and "commission_rules"."category_id" is null and "commission_rules"."store_id" is null)
        or ("commission_rules"."scope" = 'category' and "commission_rules"."category_id" is not null and "commission_rules"."store_id" is null)
        or ("commission_rules"."scope" = 'store' and "commission_rules"."store_id" is not null and "commission_rules"."category_id" is null)),
	CONSTRAINT "commission_rules_percent_range" CHECK ("commission_rules"."percent_bp" between 0 and 10000),
	CONSTRAINT "commission_rules_amounts_non_negative" CHECK ("commission_rules"."flat_kobo" >= 0 and coalesce("commission_rules"."floor_kobo", 0) >= 0 and coalesce("commission_rules"."cap_kobo", 0) >= 0),
	CONSTRAINT "commission_rules_floor_within_cap" CHECK ("commission_rules"."floor_kobo" is null or "commission_rules"."cap_kobo" is null or "commission_rules"."floor_kobo" <= "commission_rules"."cap_kobo"),
	CONSTRAINT "commission_rules_delivery_on_platform" CHECK ("commission_rules"."scope" = 'platform' or not "commission_rules"."charge_delivery_fees")
);
--> statement-breakpoint
DROP INDEX "balance_entries_one_per_order";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "commission_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "commission_scope" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "commission_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "commission_flat_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "commission_floor_kobo" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "commission_cap_kobo" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_commission_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_commission_scope" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_commission_bp" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_commission_flat_kobo" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_commission_floor_kobo" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_commission_cap_kobo" bigint;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rules_one_platform" ON "commission_rules" USING btree ("scope") WHERE "commission_rules"."scope" = 'platform';--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rules_one_per_category" ON "commission_rules" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rules_one_per_store" ON "commission_rules" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_one_per_order_reason" ON "balance_entries" USING btree ("order_id","reason");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_commission_within_line" CHECK ("order_items"."commission_kobo" >= 0 and "order_items"."commission_kobo" <= "order_items"."price_kobo" * "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_commission_within_total" CHECK ("orders"."commission_kobo" >= 0 and "orders"."commission_kobo" <= "orders"."total_amount_kobo" and "orders"."delivery_commission_kobo" between 0 and "orders"."commission_kobo");--> statement-breakpoint
-- The platform default exists from the start, at no commission (decision 0017): nothing a shopper
-- or a vendor sees changes until an admin sets a rate. Orders placed before this migration keep a
-- commission of 0 (the column defaults above), so no earlier sale is charged after the fact.
INSERT INTO "commission_rules" ("scope") VALUES ('platform');
