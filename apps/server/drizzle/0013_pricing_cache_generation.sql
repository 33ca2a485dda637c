-- Discount and loading codes raise the 'pricing' cache generation (bump_cache_generation, 0006), so a
-- process may keep a product version's price plan until a write in any process changes its codes.
create trigger product_adjustment_codes_cache_insert after insert on product_adjustment_codes referencing new table as changed_rows for each statement execute function bump_cache_generation('pricing');
--> statement-breakpoint
create trigger product_adjustment_codes_cache_update after update on product_adjustment_codes referencing new table as changed_rows for each statement execute function bump_cache_generation('pricing');
--> statement-breakpoint
create trigger product_adjustment_codes_cache_delete after delete on product_adjustment_codes referencing old table as changed_rows for each statement execute function bump_cache_generation('pricing');
