CREATE TABLE `calendar_fetches` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`subscription_id` text,
	`at` text NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `calendar_subscriptions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `calendar_fetches_family` ON `calendar_fetches` (`family_id`,`at`);--> statement-breakpoint
CREATE INDEX `calendar_fetches_subscription` ON `calendar_fetches` (`subscription_id`,`at`);
