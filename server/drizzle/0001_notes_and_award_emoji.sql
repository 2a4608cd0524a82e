CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"noteable_type" text NOT NULL,
	"noteable_id" integer NOT NULL,
	"project_id" integer,
	"discussion_id" text NOT NULL,
	"author_id" integer NOT NULL,
	"note" text NOT NULL,
	"note_html" text NOT NULL,
	"system" boolean DEFAULT false NOT NULL,
	"system_note_icon_name" text,
	"internal" boolean DEFAULT false NOT NULL,
	"resolvable" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" integer,
	"type" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"last_edited_at" timestamp with time zone,
	"last_edited_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "user_notes_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"noteable_type" text NOT NULL,
	"notes_filter" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "award_emoji" (
	"id" serial PRIMARY KEY NOT NULL,
	"awardable_type" text NOT NULL,
	"awardable_id" integer NOT NULL,
	"name" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notes_filters" ADD CONSTRAINT "user_notes_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_emoji" ADD CONSTRAINT "award_emoji_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notes_noteable_idx" ON "notes" USING btree ("noteable_type","noteable_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notes_discussion_idx" ON "notes" USING btree ("discussion_id");--> statement-breakpoint
CREATE INDEX "notes_noteable_updated_idx" ON "notes" USING btree ("noteable_type","noteable_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_notes_filters_user_type_idx" ON "user_notes_filters" USING btree ("user_id","noteable_type");--> statement-breakpoint
CREATE UNIQUE INDEX "award_emoji_awardable_name_user_idx" ON "award_emoji" USING btree ("awardable_type","awardable_id","name","user_id");--> statement-breakpoint
CREATE INDEX "award_emoji_awardable_idx" ON "award_emoji" USING btree ("awardable_type","awardable_id");