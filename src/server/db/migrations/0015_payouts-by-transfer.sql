CREATE TABLE "sandbox_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"recipient_code" text NOT NULL,
	"outcome" text NOT NULL,
	"settle_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transfers_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "cashout_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cashout_request_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"recipient_code" text,
	"status" text DEFAULT 'recorded' NOT NULL,
	"provider_transfer_id" text,
	"provider_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashout_transfers_reference_unique" UNIQUE("reference"),
	CONSTRAINT "cashout_transfers_amount_positive" CHECK ("cashout_transfers"."amount_kobo" > 0),
	CONSTRAINT "cashout_transfers_status_check" CHECK ("cashout_transfers"."status" in ('recorded', 'sending', 'sent', 'success', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payout_schedule" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"minimum_kobo" bigint DEFAULT 500000 NOT NULL,
	"last_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_schedule_one_row" CHECK ("payout_schedule"."id" = 1),
	CONSTRAINT "payout_schedule_minimum_positive" CHECK ("payout_schedule"."minimum_kobo" >= 100)
);
--> statement-breakpoint
CREATE TABLE "transfer_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"recipient_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "balance_entries_one_per_cashout";--> statement-breakpoint
ALTER TABLE "cashout_requests" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "cashout_requests" ADD COLUMN "attention_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cashout_requests" ADD COLUMN "attention_note" text;--> statement-breakpoint
ALTER TABLE "cashout_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "resolved_account_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "account_name_check" text;--> statement-breakpoint
ALTER TABLE "vendor_upgrade_requests" ADD COLUMN "resolved_account_name" text;--> statement-breakpoint
ALTER TABLE "vendor_upgrade_requests" ADD COLUMN "account_name_check" text DEFAULT 'not_checked' NOT NULL;--> statement-breakpoint
ALTER TABLE "cashout_transfers" ADD CONSTRAINT "cashout_transfers_cashout_request_id_cashout_requests_id_fk" FOREIGN KEY ("cashout_request_id") REFERENCES "public"."cashout_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_recipients" ADD CONSTRAINT "transfer_recipients_vendor_id_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashout_transfers_one_per_cashout" ON "cashout_transfers" USING btree ("cashout_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_recipients_one_per_account" ON "transfer_recipients" USING btree ("vendor_id","provider","bank_code","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_one_per_cashout_reason" ON "balance_entries" USING btree ("cashout_request_id","reason");--> statement-breakpoint
-- Cashouts approved before payouts by transfer were paid by hand: they are paid (decision 0018).
UPDATE "cashout_requests" SET "status" = 'paid' WHERE "status" = 'completed';--> statement-breakpoint
ALTER TABLE "cashout_requests" ADD CONSTRAINT "cashout_requests_status_check" CHECK ("cashout_requests"."status" in ('pending', 'processing', 'paid', 'failed', 'rejected'));