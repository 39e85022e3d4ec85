-- Search matches and ranks one stored document per product (the name weighted A, then the search
-- text): ranking no longer parses the texts of every match again. It replaces the index on the
-- search text alone; the search text holds the name, so the same products match.
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', "name"), 'A') || to_tsvector('simple', "search_text")) STORED NOT NULL;--> statement-breakpoint
-- A category's lowest price walks prices upwards until it meets one of the category's products.
CREATE INDEX "products_price_idx" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");
