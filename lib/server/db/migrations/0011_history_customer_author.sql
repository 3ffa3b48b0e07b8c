ALTER TABLE "history" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "history" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_one_author" CHECK (num_nonnulls("history"."staff_id", "history"."customer_id") = 1);