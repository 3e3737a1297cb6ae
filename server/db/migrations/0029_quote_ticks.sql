CREATE TABLE "quote_ticks" (
	"symbol" text NOT NULL,
	"second" bigint NOT NULL,
	"price" text NOT NULL,
	"at_ms" bigint NOT NULL,
	CONSTRAINT "quote_ticks_symbol_second_pk" PRIMARY KEY("symbol","second")
);
