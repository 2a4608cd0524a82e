CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"group_id" integer,
	"secret" text NOT NULL,
	"filename" text NOT NULL,
	"path" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_one_owner" CHECK (("uploads"."project_id" IS NULL) <> ("uploads"."group_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "issue_email_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frequent_items" (
	"user_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"frequency" integer DEFAULT 1 NOT NULL,
	"last_accessed_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "frequent_items_user_id_item_type_item_id_pk" PRIMARY KEY("user_id","item_type","item_id"),
	CONSTRAINT "frequent_items_frequency_positive" CHECK ("frequent_items"."frequency" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "user_type" text DEFAULT 'human' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_email_participants" ADD CONSTRAINT "issue_email_participants_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequent_items" ADD CONSTRAINT "frequent_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_secret_idx" ON "uploads" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "uploads_project_idx" ON "uploads" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "uploads_group_idx" ON "uploads" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "issue_email_participants_issue_email_idx" ON "issue_email_participants" USING btree ("issue_id",lower("email"));--> statement-breakpoint
CREATE INDEX "frequent_items_user_type_idx" ON "frequent_items" USING btree ("user_id","item_type","frequency");