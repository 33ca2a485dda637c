CREATE TABLE "file_upload_intents" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"bucket_name" text NOT NULL,
	"key" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"is_public" boolean NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "file_upload_intents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "file_upload_intents" ADD CONSTRAINT "file_upload_intents_tenant_id_bucket_name_file_buckets_tenant_id_bucket_name_fk" FOREIGN KEY ("tenant_id","bucket_name") REFERENCES "public"."file_buckets"("tenant_id","bucket_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_upload_intents_expiry" ON "file_upload_intents" USING btree ("expires_at");