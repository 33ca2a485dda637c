ALTER TABLE "users" ADD COLUMN "roles" text[] DEFAULT '{admin}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;