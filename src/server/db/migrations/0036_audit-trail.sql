CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"actor_name" text NOT NULL,
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_events_kind_check" CHECK ("audit_events"."kind" in ('role_changed', 'vendor_request_approved', 'vendor_request_rejected', 'cashout_approved', 'cashout_rejected', 'cashout_otp_submitted', 'cashout_settled_by_hand', 'refund_issued', 'return_declined', 'payment_marked_paid', 'order_status_changed', 'commission_default_set', 'commission_override_set', 'commission_override_removed', 'payout_hold_set', 'payout_schedule_set', 'credit_limit_set', 'pay_on_delivery_limit_set', 'delivery_fees_changed', 'coupon_created', 'short_payment_accepted', 'payment_issue_resolved', 'platform_credit_released', 'platform_credit_rejected', 'coupon_active_set', 'category_created', 'category_deleted', 'store_active_set', 'product_active_set')),
	CONSTRAINT "audit_events_subject_type_check" CHECK ("audit_events"."subject_type" in ('user', 'vendor_request', 'cashout', 'order', 'payment', 'payment_issue', 'return_request', 'commission_rule', 'setting', 'store', 'product', 'category', 'coupon', 'delivery_fees', 'platform_credit'))
);
--> statement-breakpoint
CREATE INDEX "audit_events_newest" ON "audit_events" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_newest" ON "audit_events" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_kind_newest" ON "audit_events" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The trail is append-only (decision 0042): whatever connects as the app cannot change or remove a
-- row. TRUNCATE is refused too, so no statement of the app's empties it.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events rows are never updated or deleted' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
