CREATE TABLE `push_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`muted_kinds` text DEFAULT '[]' NOT NULL,
	`morning_hour` integer NOT NULL,
	`afternoon_hour` integer NOT NULL,
	`event_lead_minutes` integer NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `push_retries` (
	`id` text PRIMARY KEY NOT NULL,
	`subscription_id` text NOT NULL,
	`payload` text NOT NULL,
	`attempts` integer DEFAULT 1 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `push_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `push_retries_due` ON `push_retries` (`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `push_retries_subscription` ON `push_retries` (`subscription_id`);--> statement-breakpoint
CREATE TABLE `push_sent` (
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`occurrence` text NOT NULL,
	`user_id` text NOT NULL,
	`sent_at` text NOT NULL,
	PRIMARY KEY(`kind`, `item_id`, `occurrence`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `push_sent_user` ON `push_sent` (`user_id`);--> statement-breakpoint
CREATE INDEX `push_sent_at` ON `push_sent` (`sent_at`);