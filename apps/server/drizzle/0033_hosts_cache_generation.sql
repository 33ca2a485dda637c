-- Hosts are looked up across tenants (which tenant and app a visitor's host belongs to), so their
-- cache scope has one generation for every tenant, kept under the tenant id '*'. A write to
-- tenant_hosts, app_domain_checks or tenants (a host's environment) raises it in the writing transaction and announces it like
-- bump_cache_generation (0006/0015), so a published app's host lookup is answered from the generation
-- cache until a host is added, removed, moved to another app or verified, in any process.
create or replace function bump_cache_generation_global() returns trigger language plpgsql as $$
begin
  if not exists (select 1 from changed_rows) then return null; end if;
  insert into cache_generations (tenant_id, scope, generation)
  values ('*', TG_ARGV[0], 1)
  on conflict (tenant_id, scope) do update set generation = cache_generations.generation + 1;
  perform pg_notify('cache_generations', TG_ARGV[0] || ' *');
  return null;
end
$$;
--> statement-breakpoint
create trigger tenant_hosts_cache_insert after insert on tenant_hosts referencing new table as changed_rows for each statement execute function bump_cache_generation_global('hosts');
--> statement-breakpoint
create trigger tenant_hosts_cache_update after update on tenant_hosts referencing new table as changed_rows for each statement execute function bump_cache_generation_global('hosts');
--> statement-breakpoint
create trigger tenant_hosts_cache_delete after delete on tenant_hosts referencing old table as changed_rows for each statement execute function bump_cache_generation_global('hosts');
--> statement-breakpoint
create trigger app_domain_checks_cache_insert after insert on app_domain_checks referencing new table as changed_rows for each statement execute function bump_cache_generation_global('hosts');
--> statement-breakpoint
create trigger app_domain_checks_cache_update after update on app_domain_checks referencing new table as changed_rows for each statement execute function bump_cache_generation_global('hosts');
--> statement-breakpoint
create trigger app_domain_checks_cache_delete after delete on app_domain_checks referencing old table as changed_rows for each statement execute function bump_cache_generation_global('hosts');
--> statement-breakpoint
create trigger tenants_hosts_cache_insert after insert on tenants referencing new table as changed_rows for each statement execute function bump_cache_generation_global('hosts');
--> statement-breakpoint
create trigger tenants_hosts_cache_update after update on tenants referencing new table as changed_rows for each statement execute function bump_cache_generation_global('hosts');
--> statement-breakpoint
create trigger tenants_hosts_cache_delete after delete on tenants referencing old table as changed_rows for each statement execute function bump_cache_generation_global('hosts');
