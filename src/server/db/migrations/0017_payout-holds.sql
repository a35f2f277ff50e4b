CREATE TABLE "payout_hold_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hold_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_hold_settings_one_row" CHECK ("payout_hold_settings"."id" = 1),
	CONSTRAINT "payout_hold_settings_days" CHECK ("payout_hold_settings"."hold_days" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "store_payout_holds" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"hold_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_payout_holds_days" CHECK ("store_payout_holds"."hold_days" between 0 and 60)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pending_balance_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD COLUMN "available_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "store_payout_holds" ADD CONSTRAINT "store_payout_holds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_entries_pending_available_at_idx" ON "balance_entries" USING btree ("available_at") WHERE "balance_entries"."pending";