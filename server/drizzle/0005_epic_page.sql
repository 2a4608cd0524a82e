CREATE TABLE "epic_labels" (
	"epic_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "epic_labels_epic_id_label_id_pk" PRIMARY KEY("epic_id","label_id")
);
--> statement-breakpoint
ALTER TABLE "description_versions" ALTER COLUMN "issue_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "epics" ADD COLUMN "lock_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "epics" ADD COLUMN "updated_by_id" integer;--> statement-breakpoint
ALTER TABLE "epics" ADD COLUMN "last_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "epics" ADD COLUMN "last_edited_by_id" integer;--> statement-breakpoint
ALTER TABLE "epics" ADD COLUMN "closed_by_id" integer;--> statement-breakpoint
ALTER TABLE "description_versions" ADD COLUMN "epic_id" integer;--> statement-breakpoint
ALTER TABLE "epic_labels" ADD CONSTRAINT "epic_labels_epic_id_epics_id_fk" FOREIGN KEY ("epic_id") REFERENCES "public"."epics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epic_labels" ADD CONSTRAINT "epic_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "epic_labels_label_idx" ON "epic_labels" USING btree ("label_id");--> statement-breakpoint
ALTER TABLE "epics" ADD CONSTRAINT "epics_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epics" ADD CONSTRAINT "epics_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epics" ADD CONSTRAINT "epics_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "description_versions" ADD CONSTRAINT "description_versions_epic_id_epics_id_fk" FOREIGN KEY ("epic_id") REFERENCES "public"."epics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "description_versions_epic_idx" ON "description_versions" USING btree ("epic_id","id");--> statement-breakpoint
ALTER TABLE "description_versions" ADD CONSTRAINT "description_versions_one_owner" CHECK (("description_versions"."issue_id" is null) <> ("description_versions"."epic_id" is null));