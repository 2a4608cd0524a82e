CREATE TABLE "application_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"signup_enabled" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
