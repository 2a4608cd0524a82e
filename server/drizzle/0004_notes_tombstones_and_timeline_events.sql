CREATE TABLE "deleted_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"noteable_type" text NOT NULL,
	"noteable_id" integer NOT NULL,
	"discussion_id" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_timeline_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"issue_id" integer NOT NULL,
	"author_id" integer,
	"updated_by_user_id" integer,
	"promoted_from_note_id" integer,
	"note" text NOT NULL,
	"note_html" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"action" text DEFAULT 'comment' NOT NULL,
	"editable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incident_timeline_events" ADD CONSTRAINT "incident_timeline_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_timeline_events" ADD CONSTRAINT "incident_timeline_events_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_timeline_events" ADD CONSTRAINT "incident_timeline_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_timeline_events" ADD CONSTRAINT "incident_timeline_events_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_timeline_events" ADD CONSTRAINT "incident_timeline_events_promoted_from_note_id_notes_id_fk" FOREIGN KEY ("promoted_from_note_id") REFERENCES "public"."notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_notes_noteable_deleted_at_idx" ON "deleted_notes" USING btree ("noteable_type","noteable_id","deleted_at");--> statement-breakpoint
CREATE INDEX "incident_timeline_events_issue_occurred_idx" ON "incident_timeline_events" USING btree ("issue_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "incident_timeline_events_note_idx" ON "incident_timeline_events" USING btree ("promoted_from_note_id");