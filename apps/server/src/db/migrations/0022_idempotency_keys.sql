CREATE TABLE "idempotency_keys" (
	"user" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"scope" varchar(60) NOT NULL,
	"row_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_key_pk" PRIMARY KEY("user","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_users_id_fk" FOREIGN KEY ("user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;