ALTER TABLE "store_settings" ADD COLUMN "suburbs_charge" integer;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "charge_per_kg" integer DEFAULT 0 NOT NULL;