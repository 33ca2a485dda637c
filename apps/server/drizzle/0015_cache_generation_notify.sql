-- bump_cache_generation (0006) also announces each raised generation on the 'cache_generations'
-- channel ("<scope> <tenant>"), delivered when the transaction commits. The embedded database (one
-- process by the data-directory lock) listens and keeps the generations in memory, so a cached read
-- needs no query per request (platform/cache/generation-cache.ts).
create or replace function bump_cache_generation() returns trigger language plpgsql as $$
begin
  insert into cache_generations (tenant_id, scope, generation)
  select distinct tenant_id, TG_ARGV[0], 1 from changed_rows
  on conflict (tenant_id, scope) do update set generation = cache_generations.generation + 1;
  perform pg_notify('cache_generations', TG_ARGV[0] || ' ' || tenant_id)
  from (select distinct tenant_id from changed_rows) as touched;
  return null;
end
$$;
