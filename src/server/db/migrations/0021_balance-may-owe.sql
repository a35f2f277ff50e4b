ALTER TABLE "profiles" DROP CONSTRAINT "profiles_balance_non_negative";--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_pending_balance_non_negative" CHECK ("profiles"."pending_balance_kobo" >= 0);--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_sign" CHECK (("balance_entries"."reason" in ('order_delivered', 'cashout_returned', 'commission_refund') and "balance_entries"."amount_kobo" >= 0)
        or ("balance_entries"."reason" in ('commission', 'cashout', 'return_refund') and "balance_entries"."amount_kobo" <= 0));