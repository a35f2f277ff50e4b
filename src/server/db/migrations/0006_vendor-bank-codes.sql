ALTER TABLE "profiles" ADD COLUMN "bank_code" text;--> statement-breakpoint
-- Requests made before bank codes were kept get '' (no code); new ones always carry one.
ALTER TABLE "vendor_upgrade_requests" ADD COLUMN "bank_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_upgrade_requests" ALTER COLUMN "bank_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "vendor_upgrade_requests" ADD COLUMN "decided_at" timestamp with time zone;
