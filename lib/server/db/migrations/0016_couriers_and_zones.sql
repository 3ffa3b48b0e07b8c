CREATE TABLE "courier_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"courier" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"body" jsonb NOT NULL,
	"signal" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "courier_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"courier" text NOT NULL,
	"paid_on" text NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"courier" text NOT NULL,
	"state" text DEFAULT 'booking' NOT NULL,
	"invoice" text NOT NULL,
	"consignment_id" text,
	"tracking_code" text,
	"tracking_url" text,
	"courier_status" text,
	"cod_amount" integer NOT NULL,
	"collected" integer,
	"delivery_fee" integer,
	"return_fee" integer,
	"booked_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "history" DROP CONSTRAINT "history_one_author";--> statement-breakpoint
ALTER TABLE "history" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collected" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "restocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "suburbs_charge" integer;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "charge_per_kg" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_payouts" ADD CONSTRAINT "courier_payouts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_events_dedupe_idx" ON "courier_events" USING btree ("courier","dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_payouts_reference_idx" ON "courier_payouts" USING btree ("courier","reference");--> statement-breakpoint
CREATE INDEX "shipments_courier_idx" ON "shipments" USING btree ("courier","consignment_id");--> statement-breakpoint
CREATE INDEX "shipments_invoice_idx" ON "shipments" USING btree ("courier","invoice");--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_one_author" CHECK (num_nonnulls("history"."staff_id", "history"."customer_id", "history"."courier") = 1);--> statement-breakpoint
-- A Delivered order's cash was its total; a Partial Delivered order's was never recorded, so it stays unknown.
UPDATE "orders" SET "delivered_at" = "updated_at", "collected" = "total" WHERE "status" = 1;--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = "updated_at" WHERE "status" = 4;
