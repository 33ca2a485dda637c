CREATE TABLE "product_node_types" (
	"tenant_id" text NOT NULL,
	"type_name" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "product_node_types_tenant_id_type_name_pk" PRIMARY KEY("tenant_id","type_name")
);
--> statement-breakpoint
CREATE TABLE "product_schemas" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"node_id" text NOT NULL,
	"data_schema" text NOT NULL,
	"ui_schemas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "product_schemas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_scripts" (
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"script_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_scripts_product_id_script_id_pk" PRIMARY KEY("product_id","script_id")
);
--> statement-breakpoint
CREATE TABLE "product_tree_nodes" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"root_id" text NOT NULL,
	"parent_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"ref" text,
	"alias" text,
	"type" text,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "product_tree_nodes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_tree_scripts" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"input_schema" text NOT NULL,
	"output_schema" text NOT NULL,
	"source_code" text NOT NULL,
	"reference_source_code_url" text,
	"external_table_data_url" text,
	"external_table_data_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_tree_scripts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "template_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"template_id" text NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by" text
);
--> statement-breakpoint
DROP INDEX "app_components_name";--> statement-breakpoint
ALTER TABLE "app_components" ALTER COLUMN "app_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "issuer_product_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_tree_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "change_effective_date" date;--> statement-breakpoint
ALTER TABLE "product_node_types" ADD CONSTRAINT "product_node_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_schemas" ADD CONSTRAINT "product_schemas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_scripts" ADD CONSTRAINT "product_scripts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_scripts" ADD CONSTRAINT "product_scripts_script_fk" FOREIGN KEY ("tenant_id","script_id") REFERENCES "public"."product_tree_scripts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tree_nodes" ADD CONSTRAINT "product_tree_nodes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tree_nodes" ADD CONSTRAINT "product_tree_nodes_root_fk" FOREIGN KEY ("tenant_id","root_id") REFERENCES "public"."product_tree_nodes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tree_scripts" ADD CONSTRAINT "product_tree_scripts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_schemas_node" ON "product_schemas" USING btree ("tenant_id","node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_versions_template_version" ON "template_versions" USING btree ("tenant_id","template_id","version");--> statement-breakpoint
ALTER TABLE "app_components" ADD CONSTRAINT "app_components_name" UNIQUE NULLS NOT DISTINCT("tenant_id","app_id","name");