-- Templates saved before version history get their current state as their first recorded version, so
-- the first save after this migration has something to diff against and restore.
INSERT INTO "template_versions" ("id", "tenant_id", "template_id", "version", "snapshot", "created_at", "created_by_id", "created_by")
SELECT gen_random_uuid()::text, t."tenant_id", t."id", t."version",
  jsonb_build_object(
    'name', t."name",
    'description', t."description",
    'logicalId', t."logical_id",
    'graphQlQuery', t."graphql_query",
    'tags', t."tags",
    'content', t."content"
  ),
  t."last_modified_at", t."last_modified_by_id", t."last_modified_by"
FROM "templates" t
WHERE NOT EXISTS (
  SELECT 1 FROM "template_versions" v WHERE v."tenant_id" = t."tenant_id" AND v."template_id" = t."id" AND v."version" = t."version"
);
