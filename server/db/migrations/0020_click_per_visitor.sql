ALTER TABLE "affiliate_clicks" ADD COLUMN "visitor" text;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD COLUMN "day" text;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_clicks_visitor_day_idx" ON "affiliate_clicks" USING btree ("link_id","visitor","day");