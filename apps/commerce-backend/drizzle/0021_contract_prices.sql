CREATE TABLE "price_list_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"npi" text,
	"group_identifier" text,
	CONSTRAINT "price_list_assignments_once" UNIQUE("list_id","npi","group_identifier")
);
--> statement-breakpoint
CREATE TABLE "price_list_lines" (
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"unit_price_net" integer NOT NULL,
	CONSTRAINT "price_list_lines_list_id_product_id_min_quantity_pk" PRIMARY KEY("list_id","product_id","min_quantity")
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "purchasing_group_members" (
	"group_identifier" text NOT NULL,
	"npi" text NOT NULL,
	CONSTRAINT "purchasing_group_members_group_identifier_npi_pk" PRIMARY KEY("group_identifier","npi")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shown_price_net" bigint;--> statement-breakpoint
ALTER TABLE "price_list_assignments" ADD CONSTRAINT "price_list_assignments_list_id_price_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_lines" ADD CONSTRAINT "price_list_lines_list_id_price_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_lines" ADD CONSTRAINT "price_list_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_assignments_npi_idx" ON "price_list_assignments" USING btree ("npi");--> statement-breakpoint
CREATE INDEX "price_list_assignments_group_idx" ON "price_list_assignments" USING btree ("group_identifier");--> statement-breakpoint
CREATE INDEX "price_list_lines_product_idx" ON "price_list_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "purchasing_group_members_npi_idx" ON "purchasing_group_members" USING btree ("npi");