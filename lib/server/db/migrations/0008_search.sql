ALTER TABLE "products" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title_en), 'A') || setweight(to_tsvector('english'::regconfig, search_terms), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin (("title_en" || ' ' || "search_terms") gin_trgm_ops);--> statement-breakpoint
-- A product's search terms: the titles of its collections, colours and styles, in that order.
CREATE FUNCTION "product_search_terms"(category_ids int[], color_ids int[], style_ids int[]) RETURNS text
	LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ',
    (SELECT string_agg("title_en", ' ') FROM "categories" WHERE "id" = ANY(category_ids)),
    (SELECT string_agg("title", ' ') FROM "colors" WHERE "id" = ANY(color_ids)),
    (SELECT string_agg("title", ' ') FROM "styles" WHERE "id" = ANY(style_ids)))
$$;--> statement-breakpoint
CREATE FUNCTION "product_search_terms_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_terms" := product_search_terms(NEW."category_ids", NEW."color_ids", NEW."style_ids");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_terms" BEFORE INSERT OR UPDATE OF "category_ids", "color_ids", "style_ids" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "product_search_terms_set"();--> statement-breakpoint
-- A collection, colour or style renamed or removed: the products that name it are written again.
CREATE FUNCTION "product_search_terms_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "search_terms" = product_search_terms("category_ids", "color_ids", "style_ids")
  WHERE CASE TG_TABLE_NAME
    WHEN 'categories' THEN "category_ids" @> ARRAY[OLD."id"]
    WHEN 'colors' THEN "color_ids" @> ARRAY[OLD."id"]
    ELSE "style_ids" @> ARRAY[OLD."id"] END;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_search_terms" AFTER UPDATE OF "title_en" OR DELETE ON "categories"
	FOR EACH ROW EXECUTE FUNCTION "product_search_terms_renamed"();--> statement-breakpoint
CREATE TRIGGER "colors_search_terms" AFTER UPDATE OF "title" OR DELETE ON "colors"
	FOR EACH ROW EXECUTE FUNCTION "product_search_terms_renamed"();--> statement-breakpoint
CREATE TRIGGER "styles_search_terms" AFTER UPDATE OF "title" OR DELETE ON "styles"
	FOR EACH ROW EXECUTE FUNCTION "product_search_terms_renamed"();--> statement-breakpoint
UPDATE "products" SET "search_terms" = product_search_terms("category_ids", "color_ids", "style_ids");
