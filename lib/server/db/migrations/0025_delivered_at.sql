CREATE INDEX "orders_delivered_idx" ON "orders" USING btree ("delivered_at") WHERE "orders"."delivered_at" is not null;--> statement-breakpoint
-- hand-written:
-- An order's delivery day is when its status history moved it to Delivered or Partial Delivered (0016 guessed it
-- from the last change, which an edit or a note after delivery moved on); updated_at stays only where no entry says.
UPDATE "orders" o SET "delivered_at" = h."created_at"
FROM (
  SELECT DISTINCT ON ("subject_id") "subject_id", "created_at" FROM "history"
  WHERE "subject" = 'order' AND "action" = 'status' AND "after"->>'status' IN ('Delivered', 'Partial Delivered')
  ORDER BY "subject_id", "created_at" DESC, "id" DESC
) h
WHERE h."subject_id" = o."id" AND o."status" IN (1, 4);--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = "updated_at" WHERE "status" IN (1, 4) AND "delivered_at" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = NULL WHERE ("status" IS NULL OR "status" NOT IN (1, 4)) AND "delivered_at" IS NOT NULL;
