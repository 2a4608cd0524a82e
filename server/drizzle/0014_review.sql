CREATE TABLE "note_diff_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"diff" text NOT NULL,
	"new_file" boolean DEFAULT false NOT NULL,
	"renamed_file" boolean DEFAULT false NOT NULL,
	"deleted_file" boolean DEFAULT false NOT NULL,
	"a_mode" text DEFAULT '100644' NOT NULL,
	"b_mode" text DEFAULT '100644' NOT NULL,
	"old_path" text NOT NULL,
	"new_path" text NOT NULL,
	CONSTRAINT "note_diff_files_note_id_unique" UNIQUE("note_id")
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"relative_order" integer NOT NULL,
	"from_content" text NOT NULL,
	"to_content" text NOT NULL,
	"lines_above" integer DEFAULT 0 NOT NULL,
	"lines_below" integer DEFAULT 0 NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"outdated" boolean DEFAULT false NOT NULL,
	"commit_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merge_request_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"note" text NOT NULL,
	"discussion_id" text,
	"resolve_discussion" boolean DEFAULT false NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"position" jsonb,
	"original_position" jsonb,
	"change_position" jsonb,
	"line_code" text,
	"commit_id" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merge_request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "position" jsonb;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "original_position" jsonb;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "change_position" jsonb;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "line_code" text;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "commit_id" text;--> statement-breakpoint
ALTER TABLE "note_diff_files" ADD CONSTRAINT "note_diff_files_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_notes" ADD CONSTRAINT "draft_notes_merge_request_id_merge_requests_id_fk" FOREIGN KEY ("merge_request_id") REFERENCES "public"."merge_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_notes" ADD CONSTRAINT "draft_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_merge_request_id_merge_requests_id_fk" FOREIGN KEY ("merge_request_id") REFERENCES "public"."merge_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suggestions_note_order_idx" ON "suggestions" USING btree ("note_id","relative_order");--> statement-breakpoint
CREATE INDEX "draft_notes_merge_request_author_idx" ON "draft_notes" USING btree ("merge_request_id","author_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_merge_request_user_idx" ON "approvals" USING btree ("merge_request_id","user_id");