-- Raises the cache generation of every tenant a statement touched, in the statement's transaction.
-- Each trigger names its transition table changed_rows; TG_ARGV[0] is the cache scope.
create or replace function bump_cache_generation() returns trigger language plpgsql as $$
begin
  insert into cache_generations (tenant_id, scope, generation)
  select distinct tenant_id, TG_ARGV[0], 1 from changed_rows
  on conflict (tenant_id, scope) do update set generation = cache_generations.generation + 1;
  return null;
end
$$;
--> statement-breakpoint
create trigger products_cache_insert after insert on products referencing new table as changed_rows for each statement execute function bump_cache_generation('products');
--> statement-breakpoint
create trigger products_cache_update after update on products referencing new table as changed_rows for each statement execute function bump_cache_generation('products');
--> statement-breakpoint
create trigger products_cache_delete after delete on products referencing old table as changed_rows for each statement execute function bump_cache_generation('products');
--> statement-breakpoint
create trigger product_benefits_cache_insert after insert on product_benefits referencing new table as changed_rows for each statement execute function bump_cache_generation('products');
--> statement-breakpoint
create trigger product_benefits_cache_update after update on product_benefits referencing new table as changed_rows for each statement execute function bump_cache_generation('products');
--> statement-breakpoint
create trigger product_benefits_cache_delete after delete on product_benefits referencing old table as changed_rows for each statement execute function bump_cache_generation('products');
--> statement-breakpoint
create trigger l10n_texts_cache_insert after insert on l10n_texts referencing new table as changed_rows for each statement execute function bump_cache_generation('products');
--> statement-breakpoint
create trigger l10n_texts_cache_update after update on l10n_texts referencing new table as changed_rows for each statement execute function bump_cache_generation('products');
--> statement-breakpoint
create trigger l10n_texts_cache_delete after delete on l10n_texts referencing old table as changed_rows for each statement execute function bump_cache_generation('products');
--> statement-breakpoint
create trigger insurers_cache_insert after insert on insurers referencing new table as changed_rows for each statement execute function bump_cache_generation('products');
--> statement-breakpoint
create trigger insurers_cache_update after update on insurers referencing new table as changed_rows for each statement execute function bump_cache_generation('products');
--> statement-breakpoint
create trigger insurers_cache_delete after delete on insurers referencing old table as changed_rows for each statement execute function bump_cache_generation('products');
--> statement-breakpoint
create trigger file_entries_cache_insert after insert on file_entries referencing new table as changed_rows for each statement execute function bump_cache_generation('files');
--> statement-breakpoint
create trigger file_entries_cache_update after update on file_entries referencing new table as changed_rows for each statement execute function bump_cache_generation('files');
--> statement-breakpoint
create trigger file_entries_cache_delete after delete on file_entries referencing old table as changed_rows for each statement execute function bump_cache_generation('files');
--> statement-breakpoint
create trigger file_buckets_cache_insert after insert on file_buckets referencing new table as changed_rows for each statement execute function bump_cache_generation('files');
--> statement-breakpoint
create trigger file_buckets_cache_update after update on file_buckets referencing new table as changed_rows for each statement execute function bump_cache_generation('files');
--> statement-breakpoint
create trigger file_buckets_cache_delete after delete on file_buckets referencing old table as changed_rows for each statement execute function bump_cache_generation('files');
