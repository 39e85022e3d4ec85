ALTER TABLE "refresh_tokens" ADD COLUMN "session_id" text;--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");