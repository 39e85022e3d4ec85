ALTER TABLE "attributes" ADD COLUMN "pieces" integer;--> statement-breakpoint
-- The demo's pack sizes ("100 pieces") say how many pieces they hold, so the shop compares packs
-- by their price per piece. The hand-set "Best value" badge, on the dearer 100-piece pack, goes:
-- the shop derives it from those prices (issue 31).
UPDATE "attributes" SET "pieces" = substring("value_text" from '^(\d+) pieces$')::integer
WHERE "value_text" ~ '^\d+ pieces$';--> statement-breakpoint
UPDATE "attributes" SET "badge_name" = NULL WHERE "badge_name" = 'Best value';--> statement-breakpoint
-- The shop is en_US: the demo's British spellings become American ones.
UPDATE "attribute_groups" SET "name" = 'Color' WHERE "name" = 'Colour';--> statement-breakpoint
UPDATE "categories" SET
  "description" = replace("description", 'colour', 'color'),
  "configurator_description" = replace("configurator_description", 'colour', 'color');--> statement-breakpoint
UPDATE "products" SET
  "description" = replace("description", 'colour', 'color'),
  "explore_page" = replace("explore_page", 'colour', 'color'),
  "search_text" = replace("search_text", 'colour', 'color')
WHERE "description" LIKE '%colour%';
