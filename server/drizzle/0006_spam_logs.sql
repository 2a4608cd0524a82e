CREATE TABLE "spam_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"source_ip" text,
	"user_agent" text,
	"via_api" boolean DEFAULT false NOT NULL,
	"noteable_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"title" text,
	"description" text,
	"submitted_as_ham" boolean DEFAULT false NOT NULL,
	"recaptcha_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spam_logs" ADD CONSTRAINT "spam_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spam_logs_target_idx" ON "spam_logs" USING btree ("noteable_type","target_id");--> statement-breakpoint
CREATE INDEX "spam_logs_user_idx" ON "spam_logs" USING btree ("user_id");