CREATE TABLE "lot_recalls" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_number" text NOT NULL,
	"reason" text NOT NULL,
	"action" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recall_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"recall_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer
);
--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_recall_id_lot_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."lot_recalls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_acknowledged_by_customers_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lot_recalls_lot_idx" ON "lot_recalls" USING btree ("lot_number");--> statement-breakpoint
CREATE UNIQUE INDEX "recall_notices_company_idx" ON "recall_notices" USING btree ("recall_id","company_id");