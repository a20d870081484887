CREATE TABLE `security_events` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`client` text NOT NULL,
	`route` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `security_events_created` ON `security_events` (`created_at`);--> statement-breakpoint
CREATE INDEX `security_events_kind` ON `security_events` (`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `security_events_user` ON `security_events` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `throttle_hits` (
	`bucket` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `throttle_hits_bucket` ON `throttle_hits` (`bucket`,`created_at`);--> statement-breakpoint
CREATE INDEX `throttle_hits_created` ON `throttle_hits` (`created_at`);--> statement-breakpoint
ALTER TABLE `auth_tokens` ADD `session_id` text REFERENCES sessions(id) ON DELETE cascade;