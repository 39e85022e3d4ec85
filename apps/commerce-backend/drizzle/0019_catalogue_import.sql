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
CREATE INDEX "catalogue_import_rows_sku_idx" ON "catalogue_import_rows" USING btree ("import_id","sku");--> statement-breakpoint
CREATE INDEX "catalogue_import_rows_line_idx" ON "catalogue_import_rows" USING btree ("import_id","line");