CREATE TABLE "file_buckets" (
	"tenant_id" text NOT NULL,
	"bucket_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_buckets_tenant_id_bucket_name_pk" PRIMARY KEY("tenant_id","bucket_name")
);
--> statement-breakpoint
CREATE TABLE "file_entries" (
	"tenant_id" text NOT NULL,
	"bucket_name" text NOT NULL,
	"key" text NOT NULL,
	"parent" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"object_id" text,
	"size" integer DEFAULT 0 NOT NULL,
	"content_type" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_entries_tenant_id_bucket_name_key_pk" PRIMARY KEY("tenant_id","bucket_name","key")
);
--> statement-breakpoint
ALTER TABLE "file_buckets" ADD CONSTRAINT "file_buckets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_entries" ADD CONSTRAINT "file_entries_tenant_id_bucket_name_file_buckets_tenant_id_bucket_name_fk" FOREIGN KEY ("tenant_id","bucket_name") REFERENCES "public"."file_buckets"("tenant_id","bucket_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_entries_listing" ON "file_entries" USING btree ("tenant_id","bucket_name","parent","kind" DESC NULLS LAST,"key");