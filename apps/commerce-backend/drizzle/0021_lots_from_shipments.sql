DROP INDEX "inventory_order_line_idx";--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD COLUMN "shipment_line_id" integer;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD CONSTRAINT "inventory_lots_shipment_line_id_shipment_lines_id_fk" FOREIGN KEY ("shipment_line_id") REFERENCES "public"."shipment_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_shipment_line_idx" ON "inventory_lots" USING btree ("shipment_line_id");--> statement-breakpoint
CREATE INDEX "inventory_lot_idx" ON "inventory_lots" USING btree ("lot_number");