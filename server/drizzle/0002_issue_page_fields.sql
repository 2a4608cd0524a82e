ALTER TABLE "issues" ADD COLUMN "lock_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "discussion_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "moved_to_id" integer;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "duplicated_to_id" integer;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "promoted_to_epic_url" text;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "weight" integer;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "health_status" text;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "updated_by_id" integer;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "last_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "last_edited_by_id" integer;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "closed_by_id" integer;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "zoom_meeting_url" text;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "published_incident_url" text;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "service_desk_reply_to" text;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "issue_email" text;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "first_contribution" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_moved_to_id_issues_id_fk" FOREIGN KEY ("moved_to_id") REFERENCES "public"."issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_duplicated_to_id_issues_id_fk" FOREIGN KEY ("duplicated_to_id") REFERENCES "public"."issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;