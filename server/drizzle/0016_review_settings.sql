ALTER TABLE "projects" ADD COLUMN "resolve_outdated_diff_discussions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "suggestion_commit_message" text;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "resolved_by_push" boolean DEFAULT false NOT NULL;