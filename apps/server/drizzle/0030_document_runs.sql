CREATE TABLE "document_run_rows" (
	"tenant_id" text NOT NULL,
	"run_id" text NOT NULL,
	"row_index" integer NOT NULL,
	"data" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"output_key" text,
	"output_email_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "document_run_rows_run_id_row_index_pk" PRIMARY KEY("run_id","row_index")
);
--> statement-breakpoint
CREATE TABLE "document_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"template_id" text NOT NULL,
	"template_name" text NOT NULL,
	"template_type" text NOT NULL,
	"output" text NOT NULL,
	"bucket_name" text,
	"folder" text,
	"email_field" text,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	"done_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text NOT NULL,
	"created_by" text NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "document_run_rows" ADD CONSTRAINT "document_run_rows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_run_rows" ADD CONSTRAINT "document_run_rows_run_id_document_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."document_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_runs" ADD CONSTRAINT "document_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_run_rows_tenant_run_status" ON "document_run_rows" USING btree ("tenant_id","run_id","status");--> statement-breakpoint
CREATE INDEX "document_runs_tenant_created_at" ON "document_runs" USING btree ("tenant_id","created_at","id");