CREATE TABLE "answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_visit_id" integer NOT NULL,
	"question_uuid" uuid NOT NULL,
	"question_canonical_key" text,
	"answer_value" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "common_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"canonical_key" uuid NOT NULL,
	"uuid" uuid NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"document_ids" text DEFAULT '' NOT NULL,
	"meta_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"title" text,
	"size" bigint,
	"url" text NOT NULL,
	"xsurl" text,
	"type" text NOT NULL,
	"mime_type" text,
	"storage_key" text,
	"question_uuid" uuid,
	"form_canonical_key" uuid,
	"status" smallint DEFAULT 1 NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"canonical_key" uuid NOT NULL,
	"feedback_status" smallint DEFAULT 0 NOT NULL,
	"feedback_type" text DEFAULT 'svr' NOT NULL,
	"doc_id" text,
	"store_visit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_canonical_key_unique" UNIQUE("canonical_key")
);
--> statement-breakpoint
CREATE TABLE "feedback_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_canonical_key" uuid NOT NULL,
	"feedback_text" text NOT NULL,
	"created_by" text,
	"created_by_email" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"feedback_resolved_status" smallint DEFAULT 0 NOT NULL,
	"feedback_resolved_share_status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"canonical_key" uuid NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"author_legacy_id" text,
	"author_email" text,
	"editor_email" text,
	"tenancy_client_id" integer,
	"auto_approval_hour_trigger" integer DEFAULT 0 NOT NULL,
	"hero_image_url" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_visit_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"waived" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"store_visit_id" integer,
	"date_seen" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_timestamp" timestamp with time zone,
	"sent" smallint DEFAULT 0 NOT NULL,
	"create_user_email" text,
	"sent_user_email" text,
	"client_id" integer,
	"project_id" integer
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"segment_name" text,
	"division" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "regionals" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone" text NOT NULL,
	"contact_email" text
);
--> statement-breakpoint
CREATE TABLE "rejections" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_visit_id" integer NOT NULL,
	"event_id" text,
	"user_id" integer,
	"rejected_by" text NOT NULL,
	"rejected_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_dashboards" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"meta_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"widget_ids" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"restrict_token_user_id" integer,
	"tenancy_client_id" integer,
	"created_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_rollups" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restrict_token_user_id" integer,
	"tenancy_client_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"form_question_canonical_keys" text DEFAULT '' NOT NULL,
	"meta_json" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restrict_token_user_id" integer,
	"tenancy_client_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_widgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restrict_token_user_id" integer,
	"tenancy_client_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"form_question_canonical_keys" text DEFAULT '' NOT NULL,
	"meta_json" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_visit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_visit_id" integer NOT NULL,
	"event_id" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"expected_checkin_time" timestamp with time zone,
	"expected_duration_minutes" integer,
	"actual_checkin_time" timestamp with time zone,
	"actual_checkout_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_visit_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_visit_id" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text,
	"form_id" integer,
	"client_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"talent_id" integer,
	"svr_type" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"privacy" smallint DEFAULT 0 NOT NULL,
	"expected_checkin_time" timestamp with time zone,
	"expected_duration_minutes" integer,
	"actual_checkin_time" timestamp with time zone,
	"actual_checkout_time" timestamp with time zone,
	"actual_checkin_latitude" double precision,
	"actual_checkin_longitude" double precision,
	"actual_checkin_distance_km" double precision,
	"rejected_counter" integer DEFAULT 0 NOT NULL,
	"approved_by" text,
	"approved_date" timestamp with time zone,
	"review_state" smallint DEFAULT 0 NOT NULL,
	"last_submission_date" timestamp with time zone,
	"last_rejected_date" timestamp with time zone,
	"form_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "tags_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "talent" (
	"id" serial PRIMARY KEY NOT NULL,
	"mcid" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"talent_type" text,
	"division" text,
	"approved_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_mcid_unique" UNIQUE("mcid")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" integer NOT NULL,
	"client_id" integer,
	"legacy_id" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_store_visit_id_store_visits_id_fk" FOREIGN KEY ("store_visit_id") REFERENCES "public"."store_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_store_visit_id_store_visits_id_fk" FOREIGN KEY ("store_visit_id") REFERENCES "public"."store_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_texts" ADD CONSTRAINT "feedback_texts_feedback_canonical_key_feedback_canonical_key_fk" FOREIGN KEY ("feedback_canonical_key") REFERENCES "public"."feedback"("canonical_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_tenancy_client_id_clients_id_fk" FOREIGN KEY ("tenancy_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_periods" ADD CONSTRAINT "meal_periods_store_visit_id_store_visits_id_fk" FOREIGN KEY ("store_visit_id") REFERENCES "public"."store_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_periods" ADD CONSTRAINT "meal_periods_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_store_visit_id_store_visits_id_fk" FOREIGN KEY ("store_visit_id") REFERENCES "public"."store_visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejections" ADD CONSTRAINT "rejections_store_visit_id_store_visits_id_fk" FOREIGN KEY ("store_visit_id") REFERENCES "public"."store_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejections" ADD CONSTRAINT "rejections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_dashboards" ADD CONSTRAINT "saved_dashboards_restrict_token_user_id_users_id_fk" FOREIGN KEY ("restrict_token_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_dashboards" ADD CONSTRAINT "saved_dashboards_tenancy_client_id_clients_id_fk" FOREIGN KEY ("tenancy_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_dashboards" ADD CONSTRAINT "saved_dashboards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_rollups" ADD CONSTRAINT "saved_rollups_restrict_token_user_id_users_id_fk" FOREIGN KEY ("restrict_token_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_rollups" ADD CONSTRAINT "saved_rollups_tenancy_client_id_clients_id_fk" FOREIGN KEY ("tenancy_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_rollups" ADD CONSTRAINT "saved_rollups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_restrict_token_user_id_users_id_fk" FOREIGN KEY ("restrict_token_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_tenancy_client_id_clients_id_fk" FOREIGN KEY ("tenancy_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_widgets" ADD CONSTRAINT "saved_widgets_restrict_token_user_id_users_id_fk" FOREIGN KEY ("restrict_token_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_widgets" ADD CONSTRAINT "saved_widgets_tenancy_client_id_clients_id_fk" FOREIGN KEY ("tenancy_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_widgets" ADD CONSTRAINT "saved_widgets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_visit_events" ADD CONSTRAINT "store_visit_events_store_visit_id_store_visits_id_fk" FOREIGN KEY ("store_visit_id") REFERENCES "public"."store_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_visit_submissions" ADD CONSTRAINT "store_visit_submissions_store_visit_id_store_visits_id_fk" FOREIGN KEY ("store_visit_id") REFERENCES "public"."store_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_visits" ADD CONSTRAINT "store_visits_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_visits" ADD CONSTRAINT "store_visits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_visits" ADD CONSTRAINT "store_visits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_visits" ADD CONSTRAINT "store_visits_talent_id_talent_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_key_visit_idx" ON "answers" USING btree ("question_canonical_key","store_visit_id");--> statement-breakpoint
CREATE INDEX "answers_visit_idx" ON "answers" USING btree ("store_visit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_uuid_idx" ON "documents" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "feedback_visit_idx" ON "feedback" USING btree ("store_visit_id");--> statement-breakpoint
CREATE INDEX "feedback_texts_key_idx" ON "feedback_texts" USING btree ("feedback_canonical_key");--> statement-breakpoint
CREATE INDEX "forms_canonical_key_idx" ON "forms" USING btree ("canonical_key");--> statement-breakpoint
CREATE INDEX "forms_client_status_idx" ON "forms" USING btree ("tenancy_client_id","status");--> statement-breakpoint
CREATE INDEX "meal_periods_visit_idx" ON "meal_periods" USING btree ("store_visit_id");--> statement-breakpoint
CREATE INDEX "notification_recipients_notification_idx" ON "notification_recipients" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "notifications_client_idx" ON "notifications" USING btree ("client_id","created");--> statement-breakpoint
CREATE INDEX "projects_client_idx" ON "projects" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rejections_visit_idx" ON "rejections" USING btree ("store_visit_id");--> statement-breakpoint
CREATE INDEX "saved_dashboards_client_idx" ON "saved_dashboards" USING btree ("tenancy_client_id","status");--> statement-breakpoint
CREATE INDEX "saved_rollups_client_idx" ON "saved_rollups" USING btree ("tenancy_client_id","status");--> statement-breakpoint
CREATE INDEX "saved_views_client_idx" ON "saved_views" USING btree ("tenancy_client_id","status");--> statement-breakpoint
CREATE INDEX "saved_widgets_client_idx" ON "saved_widgets" USING btree ("tenancy_client_id","status");--> statement-breakpoint
CREATE INDEX "store_visit_events_visit_idx" ON "store_visit_events" USING btree ("store_visit_id");--> statement-breakpoint
CREATE INDEX "store_visit_submissions_visit_idx" ON "store_visit_submissions" USING btree ("store_visit_id");--> statement-breakpoint
CREATE INDEX "store_visits_client_project_date_idx" ON "store_visits" USING btree ("client_id","project_id","expected_checkin_time");--> statement-breakpoint
CREATE INDEX "store_visits_date_idx" ON "store_visits" USING btree ("expected_checkin_time");--> statement-breakpoint
CREATE INDEX "store_visits_review_state_idx" ON "store_visits" USING btree ("review_state","last_submission_date");--> statement-breakpoint
CREATE INDEX "store_visits_talent_idx" ON "store_visits" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "store_visits_form_idx" ON "store_visits" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "talent_email_idx" ON "talent" USING btree ("email");