ALTER TABLE "issues" ADD COLUMN "epic_relative_position" integer;--> statement-breakpoint
ALTER TABLE "epics" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "epics" ADD COLUMN "relative_position" integer;--> statement-breakpoint
ALTER TABLE "epics" ADD COLUMN "start_date_fixed" date;--> statement-breakpoint
ALTER TABLE "epics" ADD COLUMN "start_date_is_fixed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "epics" ADD COLUMN "due_date_fixed" date;--> statement-breakpoint
ALTER TABLE "epics" ADD COLUMN "due_date_is_fixed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "epics" ADD CONSTRAINT "epics_parent_id_epics_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."epics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issues_epic_idx" ON "issues" USING btree ("epic_id");--> statement-breakpoint
CREATE INDEX "epics_parent_idx" ON "epics" USING btree ("parent_id");