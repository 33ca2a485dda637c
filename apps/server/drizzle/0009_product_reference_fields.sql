ALTER TABLE "products" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lifecycle_stage" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "launch_period_start_date" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "launch_period_end_date" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fields" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "representation" text;