CREATE TABLE "popup_claims" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "popup_claims_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signal_popups" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "offer_popups" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "popup_claims" ADD CONSTRAINT "popup_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;