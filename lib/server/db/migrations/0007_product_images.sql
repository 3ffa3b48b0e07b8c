CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"color_id" integer,
	"file" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
-- A shop seeded before photos were kept: its products' pictures become their photos, of the first colour (in
-- which they were drawn), at the size the seed renders them.
INSERT INTO "product_images" ("product_id", "color_id", "file", "width", "height", "position")
SELECT p."id", p."color_ids"[1], g."file", 960, 1200, g."ord" - 1
FROM "products" p,
  unnest(CASE WHEN p."image" = ANY (p."gallery") THEN p."gallery" ELSE array_prepend(p."image", p."gallery") END)
    WITH ORDINALITY AS g("file", "ord")
WHERE p."image" <> '';
