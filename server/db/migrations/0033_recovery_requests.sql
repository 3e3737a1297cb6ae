CREATE TABLE "recovery_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"lang" varchar(8) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
