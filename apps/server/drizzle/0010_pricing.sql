CREATE TABLE "product_adjustment_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"calculation_kind" text NOT NULL,
	"ratio" text,
	"flat" text,
	"currency_code" text,
	"calculation_logic" text,
	"condition_logic" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by" text,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by_id" text,
	"last_modified_by" text
);
--> statement-breakpoint
CREATE TABLE "rating_test_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"values_json" text NOT NULL,
	"discount_codes" text[] DEFAULT '{}' NOT NULL,
	"expected_amount" text,
	"expected_decision" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by" text,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by_id" text,
	"last_modified_by" text
);
--> statement-breakpoint
CREATE TABLE "release_products" (
	"tenant_id" text NOT NULL,
	"release_id" text NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "release_products_release_id_product_id_pk" PRIMARY KEY("release_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by" text,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by_id" text,
	"last_modified_by" text
);
--> statement-breakpoint
ALTER TABLE "product_adjustment_codes" ADD CONSTRAINT "product_adjustment_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_test_cases" ADD CONSTRAINT "rating_test_cases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_products" ADD CONSTRAINT "release_products_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_products" ADD CONSTRAINT "release_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_adjustment_codes_key" ON "product_adjustment_codes" USING btree ("product_id","kind","code");--> statement-breakpoint
CREATE INDEX "product_adjustment_codes_tenant_product" ON "product_adjustment_codes" USING btree ("tenant_id","product_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "rating_test_cases_name" ON "rating_test_cases" USING btree ("product_id","name");--> statement-breakpoint
CREATE INDEX "rating_test_cases_tenant_product" ON "rating_test_cases" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "release_products_tenant_product" ON "release_products" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "releases_tenant_created_at" ON "releases" USING btree ("tenant_id","created_at","id");