CREATE TABLE "sent_emails" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"transport" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"message_id" text,
	"message_key" text NOT NULL,
	"size" integer NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_id" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by_id" text,
	"sent_by" text
);
--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sent_emails_tenant_sent_at" ON "sent_emails" USING btree ("tenant_id","sent_at","id");