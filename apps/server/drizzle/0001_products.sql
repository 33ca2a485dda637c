CREATE TABLE "insurers" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	CONSTRAINT "insurers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "l10n_texts" (
	"tenant_id" text NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "l10n_texts_tenant_id_key_locale_pk" PRIMARY KEY("tenant_id","key","locale")
);
--> statement-breakpoint
CREATE TABLE "product_benefits" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"type_id" text NOT NULL,
	"option_key" text DEFAULT '' NOT NULL,
	"parent_type_id" text,
	"parent_option_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_value_input" boolean DEFAULT false NOT NULL,
	"currency_code" text,
	"value_json" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"plan" text NOT NULL,
	"type" text NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"insurer_id" text,
	"underwriting_rules" text,
	"amount_logic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by" text,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by_id" text,
	"last_modified_by" text
);
--> statement-breakpoint
ALTER TABLE "insurers" ADD CONSTRAINT "insurers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "l10n_texts" ADD CONSTRAINT "l10n_texts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_benefits" ADD CONSTRAINT "product_benefits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_insurer_fk" FOREIGN KEY ("tenant_id","insurer_id") REFERENCES "public"."insurers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "l10n_texts_key_prefix" ON "l10n_texts" USING btree ("tenant_id","key" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "product_benefits_key" ON "product_benefits" USING btree ("product_id","type_id","option_key");--> statement-breakpoint
CREATE INDEX "product_benefits_tenant_product" ON "product_benefits" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_tenant_product_id" ON "products" USING btree ("tenant_id","plan","type","version");--> statement-breakpoint
CREATE INDEX "products_tenant_created" ON "products" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id");