CREATE TABLE "app_versions" (
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"guest" jsonb,
	"note" text,
	"rolled_back_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by" text,
	CONSTRAINT "app_versions_tenant_id_app_id_version_pk" PRIMARY KEY("tenant_id","app_id","version")
);
--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_app_fk" FOREIGN KEY ("tenant_id","app_id") REFERENCES "public"."apps"("tenant_id","app_id") ON DELETE cascade ON UPDATE no action;