-- The import's stage is thrown away after each import: no WAL for it (decision 029).
ALTER TABLE "catalogue_import_rows" SET UNLOGGED;--> statement-breakpoint
-- Room on each page for a new version of every row on it, so a stock or price file of the whole
-- catalogue updates products in place (HOT): no new entry in the search (GIN) or other indexes
-- for a column none of them covers. At 80 a fifth of a page's rows fit; the table is twice as large.
ALTER TABLE "products" SET (fillfactor = 50);
