-- The audit trail's writers and guard (modules/audit). Record changes of the audited tables are
-- written by carrier_audit() in the changing transaction, so a rolled-back change leaves no row.
-- The actor is the transaction's `carrier.actor_id`/`carrier.actor_name` settings (set by
-- platform/db/audit-actor.ts), else, for inserts and updates, the row's own audit columns.
-- Column values longer than 32 000 characters (file-sized content, big rate tables) are not copied:
-- { omitted, length, sha256 } stands for them. Secrets (password hashes, PDF passwords) are left out.
CREATE FUNCTION carrier_audit_capped(row_json jsonb, excluded text[]) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result jsonb := '{}'::jsonb;
  path text;
  item record;
  value_text text;
BEGIN
  IF row_json IS NULL THEN
    RETURN NULL;
  END IF;
  FOREACH path IN ARRAY excluded LOOP
    row_json := row_json #- string_to_array(path, '.');
  END LOOP;
  FOR item IN SELECT key, value FROM jsonb_each(row_json) LOOP
    value_text := item.value::text;
    IF length(value_text) > 32000 THEN
      result := result || jsonb_build_object(item.key, jsonb_build_object(
        'omitted', true,
        'length', length(value_text),
        'sha256', encode(sha256(convert_to(value_text, 'UTF8')), 'hex')));
    ELSE
      result := result || jsonb_build_object(item.key, item.value);
    END IF;
  END LOOP;
  RETURN result;
END $$;
--> statement-breakpoint
-- TG_ARGV: record type, the id's columns (comma-separated; their values joined with ':'), then the
-- columns or paths (content.password) never copied: secrets.
CREATE FUNCTION carrier_audit() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_json jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END;
  new_json jsonb := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) END;
  row_json jsonb := coalesce(new_json, old_json);
  id_columns text[] := string_to_array(TG_ARGV[1], ',');
  excluded text[] := coalesce(TG_ARGV[2:], '{}'::text[]);
  record_id text;
  actor_id text := nullif(current_setting('carrier.actor_id', true), '');
  actor_name text := nullif(current_setting('carrier.actor_name', true), '');
BEGIN
  IF TG_OP = 'UPDATE' AND old_json = new_json THEN
    RETURN NULL;
  END IF;
  SELECT string_agg(row_json ->> column_name, ':' ORDER BY position) INTO record_id
    FROM unnest(id_columns) WITH ORDINALITY AS ids(column_name, position);
  IF actor_id IS NULL AND actor_name IS NULL AND TG_OP <> 'DELETE' THEN
    actor_id := coalesce(row_json ->> 'last_modified_by_id', row_json ->> 'created_by_id');
    actor_name := coalesce(row_json ->> 'last_modified_by', row_json ->> 'created_by');
  END IF;
  INSERT INTO audit_log (tenant_id, actor_id, actor_name, operation, request_operation, record_type, record_id, before, after)
  VALUES (
    row_json ->> 'tenant_id', actor_id, actor_name, lower(TG_OP),
    nullif(current_setting('carrier.operation', true), ''),
    TG_ARGV[0], record_id,
    carrier_audit_capped(old_json, excluded), carrier_audit_capped(new_json, excluded));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION carrier_audit_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION carrier_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION carrier_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_products AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('product', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_product_adjustment_codes AFTER INSERT OR UPDATE OR DELETE ON product_adjustment_codes
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('adjustment_code', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_product_rate_tables AFTER INSERT OR UPDATE OR DELETE ON product_rate_tables
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('rate_table', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_product_pricing_settings AFTER INSERT OR UPDATE OR DELETE ON product_pricing_settings
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('pricing_settings', 'product_id');
--> statement-breakpoint
CREATE TRIGGER audit_product_rating_dictionary AFTER INSERT OR UPDATE OR DELETE ON product_rating_dictionary
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('rating_dictionary_entry', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_rating_test_cases AFTER INSERT OR UPDATE OR DELETE ON rating_test_cases
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('rating_test_case', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_product_tree_scripts AFTER INSERT OR UPDATE OR DELETE ON product_tree_scripts
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('product_tree_script', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_releases AFTER INSERT OR UPDATE OR DELETE ON releases
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('release', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_insurers AFTER INSERT OR UPDATE OR DELETE ON insurers
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('insurer', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_templates AFTER INSERT OR UPDATE OR DELETE ON templates
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('template', 'id', 'content.password');
--> statement-breakpoint
CREATE TRIGGER audit_apps AFTER INSERT OR UPDATE OR DELETE ON apps
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('app', 'app_id');
--> statement-breakpoint
CREATE TRIGGER audit_app_components AFTER INSERT OR UPDATE OR DELETE ON app_components
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('app_component', 'id');
--> statement-breakpoint
CREATE TRIGGER audit_cms_configs AFTER INSERT OR UPDATE OR DELETE ON cms_configs
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('cms_config', 'app_id');
--> statement-breakpoint
CREATE TRIGGER audit_app_themes AFTER INSERT OR UPDATE OR DELETE ON app_themes
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('app_theme', 'app_id');
--> statement-breakpoint
CREATE TRIGGER audit_file_entries AFTER INSERT OR UPDATE OR DELETE ON file_entries
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('file', 'bucket_name,key');
--> statement-breakpoint
CREATE TRIGGER audit_users AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('user', 'id', 'password_hash');
