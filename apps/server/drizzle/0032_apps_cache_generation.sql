-- An app, its CMS config, pages, theme, guest switch, published versions and offline mark raise the
-- 'apps' cache generation of their tenant (bump_cache_generation, 0006/0015) in the writing transaction,
-- so the apps list, the CMS configs and the live version are answered from the generation cache until
-- a write in any process changes them.
create trigger apps_cache_insert after insert on apps referencing new table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger apps_cache_update after update on apps referencing new table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger apps_cache_delete after delete on apps referencing old table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger cms_configs_cache_insert after insert on cms_configs referencing new table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger cms_configs_cache_update after update on cms_configs referencing new table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger cms_configs_cache_delete after delete on cms_configs referencing old table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger app_pages_cache_insert after insert on app_pages referencing new table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger app_pages_cache_update after update on app_pages referencing new table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger app_pages_cache_delete after delete on app_pages referencing old table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger app_themes_cache_insert after insert on app_themes referencing new table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger app_themes_cache_update after update on app_themes referencing new table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger app_themes_cache_delete after delete on app_themes referencing old table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger app_guests_cache_insert after insert on app_guests referencing new table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger app_guests_cache_update after update on app_guests referencing new table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger app_guests_cache_delete after delete on app_guests referencing old table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger app_versions_cache_insert after insert on app_versions referencing new table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger app_versions_cache_update after update on app_versions referencing new table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger app_versions_cache_delete after delete on app_versions referencing old table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger app_unpublished_cache_insert after insert on app_unpublished referencing new table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger app_unpublished_cache_update after update on app_unpublished referencing new table as changed_rows for each statement execute function bump_cache_generation('apps');
--> statement-breakpoint
create trigger app_unpublished_cache_delete after delete on app_unpublished referencing old table as changed_rows for each statement execute function bump_cache_generation('apps');
