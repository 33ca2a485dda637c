CREATE TABLE "approval_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"maker_id" text NOT NULL,
	"maker" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"comment" text,
	"decided_by_id" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"releases" boolean DEFAULT false NOT NULL,
	"publishes" boolean DEFAULT false NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by_id" text,
	"last_modified_by" text
);
--> statement-breakpoint
ALTER TABLE "approval_settings" ADD CONSTRAINT "approval_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_tenant_status" ON "approval_requests" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_tenant_maker" ON "approval_requests" USING btree ("tenant_id","maker_id","created_at");