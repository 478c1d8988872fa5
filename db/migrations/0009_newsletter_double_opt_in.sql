ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
-- Decision 0043: addresses that subscribed before double opt-in were welcomed by mail with a way out; they stay subscribed.
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "created_at" WHERE "is_active";
