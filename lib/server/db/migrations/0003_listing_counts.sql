CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "products_offer_ends_idx" ON "products" USING btree ("offer_ends_at") WHERE "products"."offer_price" is not null;--> statement-breakpoint
-- The listing keeps the counts it made while this number stays the same: every statement that changes
-- products or categories (a slug names a category in a listing) raises it, whoever runs it.
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
