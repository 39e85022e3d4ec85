CREATE TABLE "exemption_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"state" text NOT NULL,
	"number" text NOT NULL,
	"expires_on" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refusal_reason" text,
	"file_name" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"zip_prefix" text DEFAULT '' NOT NULL,
	"tax_class" text DEFAULT '' NOT NULL,
	"rate_ppm" integer NOT NULL,
	"rate" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_cents" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" bigint;--> statement-breakpoint
ALTER TABLE "exemption_certificates" ADD CONSTRAINT "exemption_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exemption_certificates" ADD CONSTRAINT "exemption_certificates_uploaded_by_customers_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exemption_certificates_company_idx" ON "exemption_certificates" USING btree ("company_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_key_idx" ON "tax_rates" USING btree ("state","zip_prefix","tax_class");