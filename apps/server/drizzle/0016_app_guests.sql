CREATE TABLE "app_guests" (
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"id" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by_id" text,
	"last_modified_by" text,
	CONSTRAINT "app_guests_tenant_id_app_id_pk" PRIMARY KEY("tenant_id","app_id"),
	CONSTRAINT "app_guests_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "app_guests" ADD CONSTRAINT "app_guests_app_fk" FOREIGN KEY ("tenant_id","app_id") REFERENCES "public"."apps"("tenant_id","app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_versions" DROP COLUMN "guest";