ALTER TABLE "platform_costs" DROP CONSTRAINT "platform_costs_kind_check";--> statement-breakpoint
ALTER TABLE "platform_costs" ALTER COLUMN "cashout_transfer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_costs" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "platform_costs" ADD CONSTRAINT "platform_costs_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_costs_one_per_payment" ON "platform_costs" USING btree ("kind","payment_id");--> statement-breakpoint
ALTER TABLE "platform_costs" ADD CONSTRAINT "platform_costs_one_source" CHECK (num_nonnulls("platform_costs"."cashout_transfer_id", "platform_costs"."payment_id") = 1);--> statement-breakpoint
ALTER TABLE "platform_costs" ADD CONSTRAINT "platform_costs_kind_check" CHECK ("platform_costs"."kind" in ('transfer_fee', 'short_payment_accepted'));