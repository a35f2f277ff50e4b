ALTER TABLE "payment_issues" DROP CONSTRAINT "payment_issues_kind_check";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_message" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "send_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "retry_account_number" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "retry_bank_code" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "retry_claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refunds_waiting_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" in ('pending', 'needs_attention');--> statement-breakpoint
ALTER TABLE "payment_issues" ADD CONSTRAINT "payment_issues_kind_check" CHECK ("payment_issues"."kind" in ('amount_mismatch', 'refund_failed', 'provider_unreachable', 'paid_after_cancel', 'return_debit_short', 'refund_needs_attention', 'refund_refused'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'needs_attention', 'refused', 'processed', 'failed'));--> statement-breakpoint
-- backfill
-- A refund already waiting may have reached the provider: its next send looks it up by its note first.
UPDATE "refunds" SET "send_attempts" = 1 WHERE "status" = 'pending';--> statement-breakpoint
-- Paystack's needs-attention was read as failed: it is a live refund, unless another live one took its place.
UPDATE "refunds" AS r SET "status" = 'needs_attention'
WHERE r."status" = 'failed' AND r."provider_status" = 'needs-attention'
  AND NOT EXISTS (
    SELECT 1 FROM "refunds" AS o
    WHERE o."id" <> r."id" AND o."payment_id" = r."payment_id"
      AND o."order_id" IS NOT DISTINCT FROM r."order_id"
      AND (o."status" <> 'failed' OR (o."provider_status" = 'needs-attention' AND o."created_at" > r."created_at"))
  );
