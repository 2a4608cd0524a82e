CREATE TABLE "merge_request_assignees" (
	"merge_request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merge_request_assignees_merge_request_id_user_id_pk" PRIMARY KEY("merge_request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "merge_request_diffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merge_request_id" integer NOT NULL,
	"base_commit_sha" text,
	"start_commit_sha" text,
	"head_commit_sha" text,
	"state" text DEFAULT 'collected' NOT NULL,
	"files_count" integer DEFAULT 0 NOT NULL,
	"real_size" text DEFAULT '0' NOT NULL,
	"commits_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merge_request_labels" (
	"merge_request_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merge_request_labels_merge_request_id_label_id_pk" PRIMARY KEY("merge_request_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "merge_request_reviewers" (
	"merge_request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'unreviewed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merge_request_reviewers_merge_request_id_user_id_pk" PRIMARY KEY("merge_request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "merge_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"source_project_id" integer NOT NULL,
	"iid" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"state" text DEFAULT 'opened' NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"source_branch" text NOT NULL,
	"target_branch" text NOT NULL,
	"author_id" integer NOT NULL,
	"milestone_id" integer,
	"confidential" boolean DEFAULT false NOT NULL,
	"discussion_locked" boolean DEFAULT false NOT NULL,
	"squash" boolean DEFAULT false NOT NULL,
	"should_remove_source_branch" boolean DEFAULT false NOT NULL,
	"merge_commit_sha" text,
	"merge_user_id" integer,
	"merged_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL,
	"updated_by_id" integer,
	"last_edited_at" timestamp with time zone,
	"last_edited_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "description_versions" DROP CONSTRAINT "description_versions_one_owner";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "merge_method" text DEFAULT 'merge' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "only_allow_merge_if_all_discussions_are_resolved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "description_versions" ADD COLUMN "merge_request_id" integer;--> statement-breakpoint
ALTER TABLE "merge_request_assignees" ADD CONSTRAINT "merge_request_assignees_merge_request_id_merge_requests_id_fk" FOREIGN KEY ("merge_request_id") REFERENCES "public"."merge_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_request_assignees" ADD CONSTRAINT "merge_request_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_request_diffs" ADD CONSTRAINT "merge_request_diffs_merge_request_id_merge_requests_id_fk" FOREIGN KEY ("merge_request_id") REFERENCES "public"."merge_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_request_labels" ADD CONSTRAINT "merge_request_labels_merge_request_id_merge_requests_id_fk" FOREIGN KEY ("merge_request_id") REFERENCES "public"."merge_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_request_labels" ADD CONSTRAINT "merge_request_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_request_reviewers" ADD CONSTRAINT "merge_request_reviewers_merge_request_id_merge_requests_id_fk" FOREIGN KEY ("merge_request_id") REFERENCES "public"."merge_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_request_reviewers" ADD CONSTRAINT "merge_request_reviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_requests" ADD CONSTRAINT "merge_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_requests" ADD CONSTRAINT "merge_requests_source_project_id_projects_id_fk" FOREIGN KEY ("source_project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_requests" ADD CONSTRAINT "merge_requests_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_requests" ADD CONSTRAINT "merge_requests_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_requests" ADD CONSTRAINT "merge_requests_merge_user_id_users_id_fk" FOREIGN KEY ("merge_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_requests" ADD CONSTRAINT "merge_requests_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_requests" ADD CONSTRAINT "merge_requests_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_requests" ADD CONSTRAINT "merge_requests_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merge_request_assignees_user_idx" ON "merge_request_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "merge_request_diffs_merge_request_idx" ON "merge_request_diffs" USING btree ("merge_request_id","id");--> statement-breakpoint
CREATE INDEX "merge_request_labels_label_idx" ON "merge_request_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "merge_request_reviewers_user_idx" ON "merge_request_reviewers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merge_requests_project_iid_idx" ON "merge_requests" USING btree ("project_id","iid");--> statement-breakpoint
CREATE INDEX "merge_requests_source_branch_idx" ON "merge_requests" USING btree ("source_project_id","source_branch");--> statement-breakpoint
CREATE INDEX "merge_requests_author_idx" ON "merge_requests" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "description_versions" ADD CONSTRAINT "description_versions_merge_request_id_merge_requests_id_fk" FOREIGN KEY ("merge_request_id") REFERENCES "public"."merge_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "description_versions_merge_request_idx" ON "description_versions" USING btree ("merge_request_id","id");--> statement-breakpoint
ALTER TABLE "description_versions" ADD CONSTRAINT "description_versions_one_owner" CHECK (num_nonnulls("description_versions"."issue_id", "description_versions"."epic_id", "description_versions"."merge_request_id") = 1);