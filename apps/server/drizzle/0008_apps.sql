CREATE TABLE "app_components" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"name" text NOT NULL,
	"framework" text DEFAULT 'vue' NOT NULL,
	"version" text DEFAULT '2.6.11' NOT NULL,
	"vue_template" text NOT NULL,
	"editor_ast" jsonb NOT NULL,
	"editor_script" text DEFAULT '' NOT NULL,
	"component_json" text DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by" text,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by_id" text,
	"last_modified_by" text
);
--> statement-breakpoint
CREATE TABLE "app_pages" (
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"position" integer NOT NULL,
	"path" text,
	"name" text,
	"component" text,
	"meta_json" text,
	"props_json" text,
	"redirect" text,
	"children" jsonb,
	CONSTRAINT "app_pages_tenant_id_app_id_position_pk" PRIMARY KEY("tenant_id","app_id","position")
);
--> statement-breakpoint
CREATE TABLE "app_themes" (
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"theme_json" text NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_themes_tenant_id_app_id_pk" PRIMARY KEY("tenant_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"app_name" text NOT NULL,
	"template" text DEFAULT 'blank' NOT NULL,
	"email" text,
	"email_sender_name" text,
	"url_routing" jsonb,
	"app_config" text,
	"default_time_zone" text,
	"redirect_uris" jsonb,
	"requires_2fa" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by" text,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by_id" text,
	"last_modified_by" text,
	CONSTRAINT "apps_tenant_id_app_id_pk" PRIMARY KEY("tenant_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "cms_configs" (
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by" text,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by_id" text,
	"last_modified_by" text,
	CONSTRAINT "cms_configs_tenant_id_app_id_pk" PRIMARY KEY("tenant_id","app_id")
);
--> statement-breakpoint
ALTER TABLE "tenant_hosts" ADD COLUMN "app_id" text;--> statement-breakpoint
ALTER TABLE "app_components" ADD CONSTRAINT "app_components_app_fk" FOREIGN KEY ("tenant_id","app_id") REFERENCES "public"."apps"("tenant_id","app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_pages" ADD CONSTRAINT "app_pages_app_fk" FOREIGN KEY ("tenant_id","app_id") REFERENCES "public"."apps"("tenant_id","app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_themes" ADD CONSTRAINT "app_themes_app_fk" FOREIGN KEY ("tenant_id","app_id") REFERENCES "public"."apps"("tenant_id","app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_configs" ADD CONSTRAINT "cms_configs_app_fk" FOREIGN KEY ("tenant_id","app_id") REFERENCES "public"."apps"("tenant_id","app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_components_name" ON "app_components" USING btree ("tenant_id","app_id","name");--> statement-breakpoint
CREATE INDEX "apps_tenant_created_at" ON "apps" USING btree ("tenant_id","created_at","app_id");