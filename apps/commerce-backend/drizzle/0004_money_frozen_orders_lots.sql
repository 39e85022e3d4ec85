-- Money is bigint: the Money scalar carries any safe integer, from the database to the browser.
ALTER TABLE "carriers" ALTER COLUMN "price_net" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "item_price_net" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
-- Lots appear when an order is bought, one per order line: an unpaid card order has none yet
-- (they come when it is paid), and a line recorded twice keeps its first lot.
DELETE FROM "inventory_lots" WHERE "order_id" IN (SELECT "id" FROM "orders" WHERE "state" = 'payment_pending');--> statement-breakpoint
DELETE FROM "inventory_lots" AS a USING "inventory_lots" AS b WHERE a."order_id" = b."order_id" AND a."product_id" = b."product_id" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_order_line_idx" ON "inventory_lots" USING btree ("order_id","product_id");--> statement-breakpoint
-- A placed order freezes its addresses and lines: freeze the orders already placed as they read
-- now, with the keys of `Snapshot` in src/services/orders.ts.
WITH "frozen_address" AS (
  SELECT "id", "customer_id" AS "customerId", "salutation", "firstname", "lastname", "company",
    "street", "number", "postcode", "city", "country", "state_code" AS "stateCode",
    "phone_number" AS "phoneNumber", "deleted"
  FROM "addresses"
)
UPDATE "orders" AS o SET "snapshot" = coalesce(o."snapshot", '{}'::jsonb) || jsonb_build_object(
  'shippingAddress', (SELECT to_jsonb(a) FROM "frozen_address" AS a WHERE a."id" = o."shipping_address_id"),
  'invoiceAddress', (SELECT to_jsonb(a) FROM "frozen_address" AS a WHERE a."id" = o."invoice_address_id"),
  'lines', coalesce((
    SELECT jsonb_agg(jsonb_build_object(
      'productId', p."id", 'sku', p."sku", 'name', p."name",
      'itemPriceNet', coalesce(i."item_price_net", p."price"), 'imageKey', p."image_key"
    ) ORDER BY i."id")
    FROM "order_items" AS i JOIN "products" AS p ON p."id" = i."product_id"
    WHERE i."order_id" = o."id"
  ), '[]'::jsonb)
)
WHERE o."state" <> 'cart';
