-- Helpers' links, their devices and the children's cards (docs/features/helpers.md); who did it, when a helper did.
CREATE TABLE `helper_links` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`member_id` text NOT NULL,
	`powers` text NOT NULL,
	`children` text,
	`secret_hash` text NOT NULL,
	`feed_secret` text NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	`ends_at` text,
	`last_used_at` text,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `family_members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `helper_links_secret` ON `helper_links` (`secret_hash`);
--> statement-breakpoint
CREATE INDEX `helper_links_family` ON `helper_links` (`family_id`,`created_at`,`id`);
--> statement-breakpoint
CREATE INDEX `helper_links_member` ON `helper_links` (`member_id`);
--> statement-breakpoint
CREATE INDEX `helper_links_created_by` ON `helper_links` (`created_by`);
--> statement-breakpoint
CREATE INDEX `helper_links_ends` ON `helper_links` (`ends_at`) WHERE "helper_links"."ends_at" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE `helper_devices` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`link_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`state` text NOT NULL,
	`label` text NOT NULL,
	`created_at` text NOT NULL,
	`last_seen_at` text,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`link_id`) REFERENCES `helper_links`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `helper_devices_family` ON `helper_devices` (`family_id`,`created_at`,`id`);
--> statement-breakpoint
CREATE INDEX `helper_devices_link` ON `helper_devices` (`link_id`);
--> statement-breakpoint
CREATE TABLE `child_cards` (
	`member_id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`allergies` text DEFAULT '' NOT NULL,
	`medicines` text DEFAULT '' NOT NULL,
	`doctor` text DEFAULT '' NOT NULL,
	`school` text DEFAULT '' NOT NULL,
	`contacts` text DEFAULT '[]' NOT NULL,
	`pickup` text DEFAULT '' NOT NULL,
	`bedtime` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text,
	FOREIGN KEY (`member_id`) REFERENCES `family_members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `child_cards_family` ON `child_cards` (`family_id`,`member_id`);
--> statement-breakpoint
CREATE INDEX `child_cards_updated_by` ON `child_cards` (`updated_by`);
--> statement-breakpoint
CREATE UNIQUE INDEX `helper_devices_token` ON `helper_devices` (`token_hash`);
--> statement-breakpoint
ALTER TABLE `reminders` ADD `completed_by_helper` text;
--> statement-breakpoint
ALTER TABLE `shopping_items` ADD `added_by_helper` text;
--> statement-breakpoint
ALTER TABLE `shopping_items` ADD `completed_by_helper` text;
