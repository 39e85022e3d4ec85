CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 20001 CACHE 1;--> statement-breakpoint
-- Numbers given before came from the cart's id (SO-20000 + id): the sequence goes on above them.
SELECT setval('order_number_seq', coalesce((SELECT max(substring("number" from 4)::integer) FROM "orders" WHERE "number" ~ '^SO-[0-9]+$'), 20000));
