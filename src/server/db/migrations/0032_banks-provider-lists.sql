CREATE TABLE "bank_lists" (
	"provider" text PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "bank_lists_provider_check" CHECK ("bank_lists"."provider" in ('paystack', 'flutterwave'))
);
--> statement-breakpoint
CREATE TABLE "provider_banks" (
	"provider" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_banks_provider_code_pk" PRIMARY KEY("provider","code"),
	CONSTRAINT "provider_banks_provider_check" CHECK ("provider_banks"."provider" in ('paystack', 'flutterwave'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bank_list" text;--> statement-breakpoint
ALTER TABLE "vendor_upgrade_requests" ADD COLUMN "bank_list" text;