-- Every app gets its guest identity (app_guests, modules/publish/guest-identity.tables.ts). Guest access
-- is on where the app had a guest before: a guest named in its CMS config, or a live version published
-- with one.
insert into app_guests (tenant_id, app_id, id, enabled)
select a.tenant_id, a.app_id, gen_random_uuid()::text,
  coalesce(btrim(c.config #>> '{guestLoginCredentials,username}'), '') <> ''
  or coalesce((
    select (v.snapshot ->> 'hasGuest')::boolean from app_versions v
    where v.tenant_id = a.tenant_id and v.app_id = a.app_id
    order by v.version desc limit 1
  ), false)
from apps a
left join cms_configs c on c.tenant_id = a.tenant_id and c.app_id = a.app_id
on conflict do nothing;
--> statement-breakpoint
-- No password is kept: the config's guestLoginCredentials go (a guest needs none; app_versions.guest,
-- which older releases filled with them, was dropped in 0016).
update cms_configs set config = config - 'guestLoginCredentials' where config ? 'guestLoginCredentials';
