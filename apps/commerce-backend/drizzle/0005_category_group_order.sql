ALTER TABLE "category_attribute_groups" ADD COLUMN IF NOT EXISTS "sorting" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each category now orders its own groups (its filters and configurator steps). Categories keep
-- the order they showed, except pack size: every category of the demo catalogue describes it as
-- the last choice ("the gauge, the length and the pack size"), so it moves to the end.
UPDATE "category_attribute_groups" AS c
SET "sorting" = g."sorting" + CASE WHEN g."identifier" = 'pack-size' THEN 10000 ELSE 0 END
FROM "attribute_groups" AS g
WHERE g."id" = c."group_id";
