ALTER TABLE "order_items" ADD COLUMN "kept" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "exchanged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "restocked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_of" integer;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "exchange_charge" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_exchange_of_orders_id_fk" FOREIGN KEY ("exchange_of") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_exchange_of_idx" ON "orders" USING btree ("exchange_of");--> statement-breakpoint
-- The Returned parcels already back on the shelf had every piece restocked.
UPDATE "order_items" SET "restocked" = "quantity" FROM "orders" WHERE "orders"."id" = "order_items"."order_id" AND "orders"."status" = 8 AND "orders"."restocked_at" IS NOT NULL;
