CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"npi_number" text NOT NULL,
	"members_may_add_addresses" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"roles" text[] NOT NULL,
	"order_limit_net" bigint,
	"monthly_limit_net" bigint,
	"invited_by" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "addresses_customer_idx";--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "roles" text[];--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "order_limit_net" bigint;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "monthly_limit_net" bigint;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "decision_note" text;--> statement-breakpoint
-- Every existing customer becomes a company of one, its administrator (and approver and buyer,
-- as a sign-up is); its addresses and orders become the company's. The company takes the
-- customer's id, so the backfill needs no lookup table.
INSERT INTO "companies" ("id", "name", "npi_number", "created_at") SELECT "id", "company_name", "npi_number", "created_at" FROM "customers";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('companies', 'id'), GREATEST((SELECT max("id") FROM "companies"), 1));--> statement-breakpoint
UPDATE "customers" SET "company_id" = "id", "roles" = ARRAY['administrator', 'approver', 'buyer'];--> statement-breakpoint
UPDATE "addresses" SET "company_id" = "customer_id";--> statement-breakpoint
UPDATE "orders" SET "company_id" = "customer_id";--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "roles" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_customers_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_company_idx" ON "invitations" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_decided_by_customers_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_company_idx" ON "addresses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "customers_company_idx" ON "customers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","state");