CREATE TABLE "market_signals" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"direction" text NOT NULL,
	"bar_time" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"fast_period" smallint NOT NULL,
	"slow_period" smallint NOT NULL,
	"rsi" smallint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "market_signals_symbol_bar_idx" ON "market_signals" USING btree ("symbol","bar_time");--> statement-breakpoint
CREATE INDEX "market_signals_expires_idx" ON "market_signals" USING btree ("expires_at");