CREATE TABLE `chore_completions` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`chore_id` text NOT NULL,
	`member_id` text NOT NULL,
	`period` text NOT NULL,
	`slot` text NOT NULL,
	`status` text NOT NULL,
	`by_user_id` text,
	`by_screen_id` text,
	`at` text NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`chore_id`) REFERENCES `chores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `family_members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chore_completions_slot` ON `chore_completions` (`chore_id`,`period`,`slot`);--> statement-breakpoint
CREATE INDEX `chore_completions_family` ON `chore_completions` (`family_id`,`period`);--> statement-breakpoint
CREATE INDEX `chore_completions_member` ON `chore_completions` (`member_id`);--> statement-breakpoint
CREATE INDEX `chore_completions_by_user` ON `chore_completions` (`by_user_id`);--> statement-breakpoint
CREATE TABLE `chores` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`emoji` text NOT NULL,
	`stars` integer NOT NULL,
	`part_of_day` text,
	`schedule` text,
	`mode` text NOT NULL,
	`members` text NOT NULL,
	`approval` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chores_family` ON `chores` (`family_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `kitchen_pairings` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`created_by` text,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `kitchen_pairings_family` ON `kitchen_pairings` (`family_id`);--> statement-breakpoint
CREATE INDEX `kitchen_pairings_created_by` ON `kitchen_pairings` (`created_by`,`created_at`);--> statement-breakpoint
CREATE TABLE `kitchen_pin_tries` (
	`id` text PRIMARY KEY NOT NULL,
	`screen_id` text NOT NULL,
	`member_id` text NOT NULL,
	`at` text NOT NULL,
	FOREIGN KEY (`screen_id`) REFERENCES `kitchen_screens`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `family_members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `kitchen_pin_tries_count` ON `kitchen_pin_tries` (`screen_id`,`member_id`,`at`);--> statement-breakpoint
CREATE INDEX `kitchen_pin_tries_member` ON `kitchen_pin_tries` (`member_id`);--> statement-breakpoint
CREATE TABLE `kitchen_screens` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	`last_seen_at` text,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `kitchen_screens_token` ON `kitchen_screens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `kitchen_screens_family` ON `kitchen_screens` (`family_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `kitchen_screens_created_by` ON `kitchen_screens` (`created_by`);--> statement-breakpoint
CREATE TABLE `reward_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`reward_id` text NOT NULL,
	`member_id` text NOT NULL,
	`status` text NOT NULL,
	`asked_at` text NOT NULL,
	`decided_at` text,
	`entry_id` text,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reward_id`) REFERENCES `rewards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `family_members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reward_requests_family` ON `reward_requests` (`family_id`,`status`,`asked_at`);--> statement-breakpoint
CREATE INDEX `reward_requests_reward` ON `reward_requests` (`reward_id`,`member_id`,`asked_at`);--> statement-breakpoint
CREATE INDEX `reward_requests_member` ON `reward_requests` (`member_id`);--> statement-breakpoint
CREATE TABLE `rewards` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`title` text NOT NULL,
	`emoji` text NOT NULL,
	`cost` integer NOT NULL,
	`members` text,
	`cooldown_hours` integer,
	`approve_at_once` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rewards_family` ON `rewards` (`family_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `star_ledger` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`member_id` text NOT NULL,
	`delta` integer NOT NULL,
	`kind` text NOT NULL,
	`chore_id` text,
	`completion_id` text,
	`reward_id` text,
	`request_id` text,
	`undoes` text,
	`note` text,
	`by_user_id` text,
	`by_screen_id` text,
	`at` text NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `family_members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `star_ledger_member` ON `star_ledger` (`member_id`,`at`,`id`);--> statement-breakpoint
CREATE INDEX `star_ledger_family` ON `star_ledger` (`family_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `star_ledger_undoes` ON `star_ledger` (`undoes`);--> statement-breakpoint
CREATE UNIQUE INDEX `star_ledger_completion` ON `star_ledger` (`completion_id`);--> statement-breakpoint
CREATE INDEX `star_ledger_by_user` ON `star_ledger` (`by_user_id`);--> statement-breakpoint
ALTER TABLE `family_members` ADD `is_child` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `family_members` ADD `colour` text;--> statement-breakpoint
ALTER TABLE `family_members` ADD `avatar` text;--> statement-breakpoint
ALTER TABLE `family_members` ADD `pin_hash` text;--> statement-breakpoint
ALTER TABLE `family_members` ADD `away_from` text;--> statement-breakpoint
ALTER TABLE `family_members` ADD `away_to` text;