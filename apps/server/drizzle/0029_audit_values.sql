CREATE TABLE "audit_values" (
	"tenant_id" text NOT NULL,
	"sha256" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "audit_values_tenant_id_sha256_pk" PRIMARY KEY("tenant_id","sha256")
);
--> statement-breakpoint
CREATE TRIGGER audit_values_append_only BEFORE UPDATE OR DELETE ON audit_values
  FOR EACH ROW EXECUTE FUNCTION carrier_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_values_no_truncate BEFORE TRUNCATE ON audit_values
  FOR EACH STATEMENT EXECUTE FUNCTION carrier_audit_append_only();
