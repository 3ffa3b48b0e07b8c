CREATE TABLE "back_in_stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer DEFAULT 0 NOT NULL,
	"color_id" integer DEFAULT 0 NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"product_id" integer NOT NULL,
	"size_id" integer DEFAULT 0 NOT NULL,
	"color_id" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_product_id_size_id_color_id_pk" PRIMARY KEY("product_id","size_id","color_id"),
	CONSTRAINT "stock_quantity_not_negative" CHECK ("stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_open_idx" ON "back_in_stock_requests" USING btree ("product_id","size_id","color_id",lower("email")) WHERE "back_in_stock_requests"."notified_at" is null;--> statement-breakpoint
-- A shop seeded before stock was kept starts with 10 pieces of every size and colour of every product, so that
-- it does not turn sold out at once; staff set the real counts in the back office. (A new shop's seed sets its own.)
INSERT INTO "stock" ("product_id", "size_id", "color_id", "quantity")
SELECT p."id", s."id", c."id", 10
FROM "products" p
CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p."size_ids") = 0 THEN ARRAY[0] ELSE p."size_ids" END) AS s("id")
CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p."color_ids") = 0 THEN ARRAY[0] ELSE p."color_ids" END) AS c("id");
