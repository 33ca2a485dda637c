CREATE TABLE "cases" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"case_number" text,
	"name" text,
	"description" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"holder" jsonb,
	"insureds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	CONSTRAINT "cases_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"issuer_number" text,
	"description" text,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"product_id" jsonb,
	"holder" jsonb,
	"insured" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"premium" jsonb,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"issue_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	CONSTRAINT "policies_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"transaction_number" text,
	"policy_id" text,
	"description" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"type" text,
	"method" text,
	"amount" double precision DEFAULT 0 NOT NULL,
	"currency_code" text DEFAULT 'HKD' NOT NULL,
	"is_settled" boolean DEFAULT false NOT NULL,
	"date_time" timestamp with time zone,
	"due_date_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	CONSTRAINT "transactions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"logical_id" text,
	"graphql_query" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by" text,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by_id" text,
	"last_modified_by" text
);
--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_tenant_created_at" ON "cases" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "policies_tenant_created_at" ON "policies" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_tenant_created_at" ON "transactions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "templates_tenant_created_at" ON "templates" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "templates_tenant_logical_id" ON "templates" USING btree ("tenant_id","logical_id");