CREATE TABLE "cache_generations" (
	"tenant_id" text NOT NULL,
	"scope" text NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cache_generations_tenant_id_scope_pk" PRIMARY KEY("tenant_id","scope")
);
