CREATE TABLE "activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_visit_id" integer NOT NULL,
	"answer_id" integer,
	"document_uuid" uuid,
	"kind" text NOT NULL,
	"actor_user_id" integer,
	"actor_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_store_visit_id_store_visits_id_fk" FOREIGN KEY ("store_visit_id") REFERENCES "public"."store_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_visit_at_idx" ON "activity" USING btree ("store_visit_id","at");--> statement-breakpoint
CREATE INDEX "answers_document_idx" ON "answers" USING btree ("answer_value") WHERE length(answer_value) = 36;