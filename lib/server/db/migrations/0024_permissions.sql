ALTER TABLE "staff" ADD COLUMN "permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- hand-written:
-- Every existing staff account keeps what it could do before areas (FORMER_STAFF_AREAS in lib/desk/permissions.ts).
UPDATE "staff" SET "permissions" = '{orders,customers,catalogue,prices,coupons,content,exports,revenue}' WHERE "role" = 'staff';
