CREATE TABLE "store_delivery_days" (
	"store_id" uuid NOT NULL,
	"state" text NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	CONSTRAINT "store_delivery_days_store_id_state_pk" PRIMARY KEY("store_id","state"),
	CONSTRAINT "store_delivery_days_range" CHECK ("store_delivery_days"."min_days" >= 0 and "store_delivery_days"."min_days" <= "store_delivery_days"."max_days" and "store_delivery_days"."max_days" <= 60)
);
--> statement-breakpoint
ALTER TABLE "store_delivery_days" ADD CONSTRAINT "store_delivery_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;