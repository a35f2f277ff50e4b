CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"items_kobo" bigint NOT NULL,
	"refund_kobo" bigint,
	"refund_id" uuid,
	"decline_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_status_check" CHECK ("return_requests"."status" in ('open', 'declined', 'escalated', 'accepted', 'rejected')),
	CONSTRAINT "return_requests_reason_check" CHECK ("return_requests"."reason" in ('damaged', 'wrong_item', 'not_as_described', 'missing_parts', 'changed_mind')),
	CONSTRAINT "return_requests_refund_positive" CHECK ("return_requests"."refund_kobo" is null or "return_requests"."refund_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_issues" DROP CONSTRAINT "payment_issues_kind_check";--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_customer_id_profiles_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_one_open_per_order" ON "return_requests" USING btree ("order_id") WHERE "return_requests"."status" in ('open', 'escalated');--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_one_accepted_per_order" ON "return_requests" USING btree ("order_id") WHERE "return_requests"."status" = 'accepted';--> statement-breakpoint
ALTER TABLE "payment_issues" ADD CONSTRAINT "payment_issues_kind_check" CHECK ("payment_issues"."kind" in ('amount_mismatch', 'refund_failed', 'provider_unreachable', 'paid_after_cancel', 'return_debit_short'));