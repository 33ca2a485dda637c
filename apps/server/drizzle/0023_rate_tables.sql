CREATE TABLE "product_rate_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"columns" text NOT NULL,
	"rows" text DEFAULT '[]' NOT NULL,
	"no_gaps" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by" text,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by_id" text,
	"last_modified_by" text
);
--> statement-breakpoint
ALTER TABLE "product_rate_tables" ADD CONSTRAINT "product_rate_tables_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_rate_tables_name" ON "product_rate_tables" USING btree ("product_id","name");--> statement-breakpoint
CREATE INDEX "product_rate_tables_tenant_product" ON "product_rate_tables" USING btree ("tenant_id","product_id");--> statement-breakpoint
-- A version's rate tables are part of its price plan: their writes raise the 'pricing' cache generation (0006).
create trigger product_rate_tables_cache_insert after insert on product_rate_tables referencing new table as changed_rows for each statement execute function bump_cache_generation('pricing');
--> statement-breakpoint
create trigger product_rate_tables_cache_update after update on product_rate_tables referencing new table as changed_rows for each statement execute function bump_cache_generation('pricing');
--> statement-breakpoint
create trigger product_rate_tables_cache_delete after delete on product_rate_tables referencing old table as changed_rows for each statement execute function bump_cache_generation('pricing');
