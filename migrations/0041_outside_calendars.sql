CREATE TABLE `calendar_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`url` text NOT NULL,
	`name` text NOT NULL,
	`color` text NOT NULL,
	`member_id` text,
	`paused` integer DEFAULT false NOT NULL,
	`etag` text,
	`last_modified` text,
	`content_hash` text,
	`last_refreshed_at` text,
	`last_error` text,
	`failures` integer DEFAULT 0 NOT NULL,
	`next_refresh_at` text NOT NULL,
	`created_at` text NOT NULL,
	`created_by` text,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `family_members`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `calendar_subscriptions_family` ON `calendar_subscriptions` (`family_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `calendar_subscriptions_due` ON `calendar_subscriptions` (`next_refresh_at`) WHERE "calendar_subscriptions"."paused" = 0;--> statement-breakpoint
CREATE INDEX `calendar_subscriptions_member` ON `calendar_subscriptions` (`member_id`);--> statement-breakpoint
CREATE INDEX `calendar_subscriptions_created_by` ON `calendar_subscriptions` (`created_by`);--> statement-breakpoint
CREATE TABLE `subscription_events` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`subscription_id` text NOT NULL,
	`uid` text NOT NULL,
	`recurrence_id` text,
	`title` text NOT NULL,
	`description` text,
	`location` text,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`all_day` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `calendar_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscription_events_family_end` ON `subscription_events` (`family_id`,`end_time`,`id`);--> statement-breakpoint
CREATE INDEX `subscription_events_family_start` ON `subscription_events` (`family_id`,`start_time`,`id`);--> statement-breakpoint
CREATE INDEX `subscription_events_subscription` ON `subscription_events` (`subscription_id`);