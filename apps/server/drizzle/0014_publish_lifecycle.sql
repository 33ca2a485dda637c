CREATE TABLE "app_domain_checks" (
	"host" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"last_problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_preview_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text
);
--> statement-breakpoint
CREATE TABLE "app_unpublished" (
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"unpublished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unpublished_by_id" text,
	"unpublished_by" text,
	CONSTRAINT "app_unpublished_tenant_id_app_id_pk" PRIMARY KEY("tenant_id","app_id")
);
--> statement-breakpoint
ALTER TABLE "app_domain_checks" ADD CONSTRAINT "app_domain_checks_host_tenant_hosts_host_fk" FOREIGN KEY ("host") REFERENCES "public"."tenant_hosts"("host") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_preview_links" ADD CONSTRAINT "app_preview_links_app_fk" FOREIGN KEY ("tenant_id","app_id") REFERENCES "public"."apps"("tenant_id","app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_unpublished" ADD CONSTRAINT "app_unpublished_app_fk" FOREIGN KEY ("tenant_id","app_id") REFERENCES "public"."apps"("tenant_id","app_id") ON DELETE cascade ON UPDATE no action;