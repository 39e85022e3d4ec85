CREATE TABLE "standing_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"standing_order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"agreed_price_net" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standing_order_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"standing_order_id" integer NOT NULL,
	"scheduled_for" date NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"order_id" integer,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"cadence" text NOT NULL,
	"interval" integer NOT NULL,
	"weekday" integer,
	"day_of_month" integer,
	"next_run_on" date NOT NULL,
	"paused_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"shipping_address_id" integer NOT NULL,
	"invoice_address_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"payment_provider_id" integer NOT NULL,
	"payment_method_id" text,
	"po_reference" text,
	"on_problem" text NOT NULL,
	"price_tolerance_percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_one_cart_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "standing_order_id" integer;--> statement-breakpoint
ALTER TABLE "standing_order_items" ADD CONSTRAINT "standing_order_items_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_items" ADD CONSTRAINT "standing_order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_runs" ADD CONSTRAINT "standing_order_runs_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_runs" ADD CONSTRAINT "standing_order_runs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_payment_provider_id_payment_providers_id_fk" FOREIGN KEY ("payment_provider_id") REFERENCES "public"."payment_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "standing_order_items_line_idx" ON "standing_order_items" USING btree ("standing_order_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "standing_order_runs_date_idx" ON "standing_order_runs" USING btree ("standing_order_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "standing_orders_company_idx" ON "standing_orders" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "standing_orders_due_idx" ON "standing_orders" USING btree ("next_run_on");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_cart_idx" ON "orders" USING btree ("customer_id") WHERE "orders"."state" = 'cart' and "orders"."standing_order_id" is null;