DROP INDEX "products_tenant_created";--> statement-breakpoint
CREATE INDEX "products_tenant_created_at" ON "products" USING btree ("tenant_id","created_at","id");