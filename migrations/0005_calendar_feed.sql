DROP INDEX `events_family_start`;--> statement-breakpoint
CREATE INDEX `events_family_start` ON `events` (`family_id`,`start_time`,`id`);--> statement-breakpoint
ALTER TABLE `families` ADD `calendar_feed_secret` text;