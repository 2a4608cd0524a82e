CREATE TABLE "external_status_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"external_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_check_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"merge_request_id" integer NOT NULL,
	"external_status_check_id" integer NOT NULL,
	"sha" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_status_checks" ADD CONSTRAINT "external_status_checks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_check_responses" ADD CONSTRAINT "status_check_responses_merge_request_id_merge_requests_id_fk" FOREIGN KEY ("merge_request_id") REFERENCES "public"."merge_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_check_responses" ADD CONSTRAINT "status_check_responses_external_status_check_id_external_status_checks_id_fk" FOREIGN KEY ("external_status_check_id") REFERENCES "public"."external_status_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_status_checks_project_name_idx" ON "external_status_checks" USING btree ("project_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "external_status_checks_project_url_idx" ON "external_status_checks" USING btree ("project_id","external_url");--> statement-breakpoint
CREATE INDEX "status_check_responses_mr_check_idx" ON "status_check_responses" USING btree ("merge_request_id","external_status_check_id","sha");