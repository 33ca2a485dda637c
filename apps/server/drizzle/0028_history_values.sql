-- Version history (modules/history) reads every saved state of a record out of audit_log. Two gaps closed:
-- 1. A column value longer than 32 000 characters stays { omitted, length, sha256 } in audit_log, and its
--    bytes are now kept once per tenant and hash in audit_values (append-only like audit_log), so such a
--    version can still be compared and restored.
-- 2. An app's pages (app_pages) are audited as record type app_page (id app_id:position), so a CMS
--    config's history holds its pages as well as its config and theme.
CREATE OR REPLACE FUNCTION carrier_audit_kept(row_json jsonb, excluded text[]) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  result jsonb := '{}'::jsonb;
  path text;
  item record;
  value_text text;
  digest text;
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
      digest := encode(sha256(convert_to(value_text, 'UTF8')), 'hex');
      INSERT INTO audit_values (tenant_id, sha256, value)
        VALUES (row_json ->> 'tenant_id', digest, item.value)
        ON CONFLICT DO NOTHING;
      result := result || jsonb_build_object(item.key, jsonb_build_object(
        'omitted', true, 'length', length(value_text), 'sha256', digest));
    ELSE
      result := result || jsonb_build_object(item.key, item.value);
    END IF;
  END LOOP;
  RETURN result;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION carrier_audit() RETURNS trigger
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
    carrier_audit_capped(old_json, excluded), carrier_audit_kept(new_json, excluded));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_app_pages AFTER INSERT OR UPDATE OR DELETE ON app_pages
  FOR EACH ROW EXECUTE FUNCTION carrier_audit('app_page', 'app_id,position');
