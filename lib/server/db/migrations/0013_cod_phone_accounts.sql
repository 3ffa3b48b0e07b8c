ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "order_code" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "sms_language" text DEFAULT 'en' NOT NULL;