CREATE TABLE "product_pricing_settings" (
	"product_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"minimum_premium" text,
	"max_discount_percent" text,
	"modal_factors" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by" text,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by_id" text,
	"last_modified_by" text
);
--> statement-breakpoint
ALTER TABLE "product_adjustment_codes" ADD COLUMN "cap" text;--> statement-breakpoint
ALTER TABLE "product_adjustment_codes" ADD COLUMN "rounding" text;--> statement-breakpoint
ALTER TABLE "product_pricing_settings" ADD CONSTRAINT "product_pricing_settings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_pricing_settings_tenant" ON "product_pricing_settings" USING btree ("tenant_id","product_id");