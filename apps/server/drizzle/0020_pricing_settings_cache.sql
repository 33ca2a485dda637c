-- A product version's premium limits and modal factors are part of its price plan: their writes raise
-- the 'pricing' cache generation too (bump_cache_generation, 0006), as the codes' writes do (0013).
create trigger product_pricing_settings_cache_insert after insert on product_pricing_settings referencing new table as changed_rows for each statement execute function bump_cache_generation('pricing');
--> statement-breakpoint
create trigger product_pricing_settings_cache_update after update on product_pricing_settings referencing new table as changed_rows for each statement execute function bump_cache_generation('pricing');
--> statement-breakpoint
create trigger product_pricing_settings_cache_delete after delete on product_pricing_settings referencing old table as changed_rows for each statement execute function bump_cache_generation('pricing');
