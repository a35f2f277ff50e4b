CREATE TABLE "pay_on_delivery_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"cap_kobo" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_on_delivery_settings_one_row" CHECK ("pay_on_delivery_settings"."id"),
	CONSTRAINT "pay_on_delivery_settings_cap_non_negative" CHECK ("pay_on_delivery_settings"."cap_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pay_on_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('pending', 'completed', 'failed', 'cancelled', 'refund_pending', 'refunded', 'on_delivery'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'completed', 'failed', 'cancelled', 'refund_pending', 'refunded', 'on_delivery'));--> statement-breakpoint
-- The cap a new marketplace starts with: ₦100,000 (DEFAULT_PAY_ON_DELIVERY_CAP_KOBO), until an admin changes it.
INSERT INTO "pay_on_delivery_settings" ("id", "cap_kobo") VALUES (true, 10000000) ON CONFLICT DO NOTHING;
