ALTER TABLE "colors" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_group" text DEFAULT 'letter' NOT NULL;--> statement-breakpoint
ALTER TABLE "sizes" ADD COLUMN "group" text DEFAULT 'letter' NOT NULL;--> statement-breakpoint
ALTER TABLE "sizes" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "styles" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "styles" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written: a shop before this migration keeps its order of colours and styles, and a product without sizes is one size.
UPDATE "colors" SET "sort" = "id";--> statement-breakpoint
UPDATE "styles" SET "sort" = "id";--> statement-breakpoint
UPDATE "products" SET "size_group" = 'one_size' WHERE cardinality("size_ids") = 0;
