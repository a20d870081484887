CREATE INDEX `events_ended` ON `events` (`ends_at`) WHERE "events"."ends_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `reminders_done_at` ON `reminders` ((CASE WHEN "completed_at" IS NULL THEN "created_at" ELSE "completed_at" END)) WHERE "reminders"."completed" = 1;
