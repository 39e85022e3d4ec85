CREATE TABLE "catalogue_images" (
	"key" text PRIMARY KEY NOT NULL,
	"source_url" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"import_id" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_import_rows" (
	"import_id" text NOT NULL,
	"line" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text,
	"description" text,
	"category_path" text,
	"attributes" text,
	"price" text,
	"unit" text,
	"pack_size" text,
	"min_quantity" text,
	"quantity_increment" text,
	"max_quantity" text,
	"stock" text,
	"lead_time_days" text,
	"backorder" text,
	"restock_date" text,
	"status" text,
	"replaced_by" text,
	"image" text,
	"gtin" text,
	"tax_class" text,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quantity_increment" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_quantity" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_time_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "backorder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "restock_date" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "replaced_by_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_import_rows_sku_idx" ON "catalogue_import_rows" USING btree ("import_id","sku");--> statement-breakpoint
CREATE INDEX "catalogue_import_rows_line_idx" ON "catalogue_import_rows" USING btree ("import_id","line");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_replaced_by_id_products_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_quantity_rule_check" CHECK ("pack_size" >= 1 AND "min_quantity" >= 1 AND "quantity_increment" >= 1 AND ("max_quantity" IS NULL OR "max_quantity" >= "min_quantity"));