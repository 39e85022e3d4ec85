CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"reference" text,
	"cents" bigint NOT NULL,
	"source" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_mails" (
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_mails_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_mails" ADD CONSTRAINT "statement_mails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_company_idx" ON "invoice_payments" USING btree ("company_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_reference_idx" ON "invoice_payments" USING btree ("reference","invoice_id");--> statement-breakpoint
-- What was paid before the ledger: each credit note's share (under its number), then the rest of paid_cents as money received.
INSERT INTO "invoice_payments" ("invoice_id", "company_id", "reference", "cents", "source", "paid_at")
SELECT i."id", i."company_id", 'CN-' || lpad(cn."number"::text, 6, '0'), cn."applied_cents", 'credit', cn."issued_at"
FROM "credit_notes" cn JOIN "invoices" i ON i."order_id" = cn."order_id"
WHERE cn."applied_cents" > 0;--> statement-breakpoint
INSERT INTO "invoice_payments" ("invoice_id", "company_id", "cents", "source", "paid_at")
SELECT i."id", i."company_id", i."paid_cents" - coalesce(c."applied", 0), 'payment', coalesce(i."paid_at", i."issued_at")
FROM "invoices" i
LEFT JOIN (SELECT "order_id", sum("applied_cents") AS "applied" FROM "credit_notes" GROUP BY "order_id") c ON c."order_id" = i."order_id"
WHERE i."paid_cents" - coalesce(c."applied", 0) > 0;
