CREATE TABLE "platform_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"cashout_transfer_id" uuid NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_costs_kind_check" CHECK ("platform_costs"."kind" in ('transfer_fee')),
	CONSTRAINT "platform_costs_amount_not_negative" CHECK ("platform_costs"."amount_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cashout_transfers" DROP CONSTRAINT "cashout_transfers_status_check";--> statement-breakpoint
ALTER TABLE "cashout_transfers" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cashout_transfers" ADD COLUMN "provider_message" text;--> statement-breakpoint
ALTER TABLE "cashout_transfers" ADD COLUMN "fee_kobo" bigint;--> statement-breakpoint
ALTER TABLE "cashout_transfers" ADD COLUMN "shortfall_kobo" bigint;--> statement-breakpoint
ALTER TABLE "platform_costs" ADD CONSTRAINT "platform_costs_cashout_transfer_id_cashout_transfers_id_fk" FOREIGN KEY ("cashout_transfer_id") REFERENCES "public"."cashout_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_costs_one_per_transfer" ON "platform_costs" USING btree ("kind","cashout_transfer_id");--> statement-breakpoint
CREATE INDEX "cashout_transfers_status_idx" ON "cashout_transfers" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "cashout_transfers" ADD CONSTRAINT "cashout_transfers_attempt_positive" CHECK ("cashout_transfers"."attempt" >= 1);--> statement-breakpoint
ALTER TABLE "cashout_transfers" ADD CONSTRAINT "cashout_transfers_status_check" CHECK ("cashout_transfers"."status" in ('recorded', 'waiting_funds', 'sending', 'sent', 'success', 'failed', 'abandoned'));