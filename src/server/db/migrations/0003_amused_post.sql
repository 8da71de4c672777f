ALTER TABLE "notifications" ADD COLUMN "event_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_facebook_uid_unique" ON "customers" USING btree ("facebook_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_unique" ON "notifications" USING btree ("customer_id","event_key");