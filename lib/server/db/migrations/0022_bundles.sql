CREATE TABLE "bundle_pieces" (
	"bundle_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "bundle_pieces_bundle_id_position_pk" PRIMARY KEY("bundle_id","position")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "bundle_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pieces" jsonb;--> statement-breakpoint
ALTER TABLE "bundle_pieces" ADD CONSTRAINT "bundle_pieces_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_pieces" ADD CONSTRAINT "bundle_pieces_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE set null ON UPDATE no action;