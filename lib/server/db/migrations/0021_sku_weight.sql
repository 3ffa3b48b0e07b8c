ALTER TABLE "products" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight" integer;--> statement-breakpoint
ALTER TABLE "stock" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_sku_unique" UNIQUE("sku");--> statement-breakpoint
-- hand-written:
-- Every product gets its default code and every size and colour its default SKU, as lib/sku.ts makes them (a value's
-- code is its title's capitals and digits); a SKU two pairs would share is numbered (-2, -3…) in stock's order.
UPDATE "products" SET "code" = 'P' || lpad("id"::text, greatest(4, length("id"::text)), '0') WHERE "code" IS NULL;--> statement-breakpoint
WITH "made" AS (
	SELECT "stock"."product_id", "stock"."size_id", "stock"."color_id",
		left(concat_ws('-', "products"."code",
			nullif(regexp_replace(upper(coalesce("sizes"."title", '')), '[^A-Z0-9]', '', 'g'), ''),
			nullif(regexp_replace(upper(coalesce("colors"."title", '')), '[^A-Z0-9]', '', 'g'), '')), 40) AS "base"
	FROM "stock"
	JOIN "products" ON "products"."id" = "stock"."product_id"
	LEFT JOIN "sizes" ON "sizes"."id" = "stock"."size_id"
	LEFT JOIN "colors" ON "colors"."id" = "stock"."color_id"
	WHERE "stock"."sku" IS NULL
), "numbered" AS (
	SELECT *, row_number() OVER (PARTITION BY "base" ORDER BY "product_id", "size_id", "color_id") AS "n" FROM "made"
)
UPDATE "stock" SET "sku" = CASE WHEN "numbered"."n" = 1 THEN "numbered"."base" ELSE "numbered"."base" || '-' || "numbered"."n" END
FROM "numbered"
WHERE "stock"."product_id" = "numbered"."product_id" AND "stock"."size_id" = "numbered"."size_id" AND "stock"."color_id" = "numbered"."color_id";
