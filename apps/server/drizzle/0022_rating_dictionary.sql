CREATE TABLE "product_rating_dictionary" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"labels" text DEFAULT '{}' NOT NULL,
	"unit" text,
	"min" double precision,
	"max" double precision,
	"choices" text DEFAULT '[]' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by" text
);
--> statement-breakpoint
ALTER TABLE "product_rating_dictionary" ADD CONSTRAINT "product_rating_dictionary_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_rating_dictionary_name" ON "product_rating_dictionary" USING btree ("product_id","name");--> statement-breakpoint
CREATE INDEX "product_rating_dictionary_tenant_product" ON "product_rating_dictionary" USING btree ("tenant_id","product_id");--> statement-breakpoint
-- The dictionary checks a quote's inputs: its writes raise the 'pricing' cache generation (0006, 0013, 0020).
create trigger product_rating_dictionary_cache_insert after insert on product_rating_dictionary referencing new table as changed_rows for each statement execute function bump_cache_generation('pricing');
--> statement-breakpoint
create trigger product_rating_dictionary_cache_update after update on product_rating_dictionary referencing new table as changed_rows for each statement execute function bump_cache_generation('pricing');
--> statement-breakpoint
create trigger product_rating_dictionary_cache_delete after delete on product_rating_dictionary referencing old table as changed_rows for each statement execute function bump_cache_generation('pricing');
