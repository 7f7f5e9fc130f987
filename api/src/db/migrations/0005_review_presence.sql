CREATE TABLE "review_presence" (
	"store_visit_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_presence_store_visit_id_user_id_pk" PRIMARY KEY("store_visit_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "review_presence" ADD CONSTRAINT "review_presence_store_visit_id_store_visits_id_fk" FOREIGN KEY ("store_visit_id") REFERENCES "public"."store_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_presence" ADD CONSTRAINT "review_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_presence_seen_idx" ON "review_presence" USING btree ("seen_at");