-- Two homes of one child (docs/features/two-homes.md): each home's database holds its own copy of
-- the link, the swaps and the other home's shared events, under the same ids (keyed with the
-- family), so the two homes may live in different databases.
ALTER TABLE `events` ADD `visibility` text DEFAULT 'family' NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `shared_link_id` text;--> statement-breakpoint
CREATE TABLE `child_links` (
	`id` text NOT NULL,
	`family_id` text NOT NULL,
	`member_id` text NOT NULL,
	`other_family_id` text NOT NULL,
	`other_family_name` text NOT NULL,
	`other_member_id` text NOT NULL,
	`host` integer DEFAULT false NOT NULL,
	`template` text,
	`start_date` text,
	`exchange_time` text,
	`first_home` text,
	`exceptions` text DEFAULT '[]' NOT NULL,
	`revision` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`id`, `family_id`),
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `family_members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `child_links_family` ON `child_links` (`family_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `child_links_member` ON `child_links` (`member_id`);--> statement-breakpoint
CREATE TABLE `home_link_invites` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`member_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`created_by` text,
	`expires_at` text NOT NULL,
	`used_at` text,
	`used_for` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `family_members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `home_link_invites_code` ON `home_link_invites` (`code_hash`);--> statement-breakpoint
CREATE INDEX `home_link_invites_family` ON `home_link_invites` (`family_id`,`expires_at`);--> statement-breakpoint
CREATE INDEX `home_link_invites_member` ON `home_link_invites` (`member_id`);--> statement-breakpoint
CREATE INDEX `home_link_invites_created_by` ON `home_link_invites` (`created_by`);--> statement-breakpoint
CREATE TABLE `custody_swaps` (
	`id` text NOT NULL,
	`family_id` text NOT NULL,
	`link_id` text NOT NULL,
	`proposed_by` text NOT NULL,
	`from_date` text NOT NULL,
	`to_date` text NOT NULL,
	`home` text NOT NULL,
	`back_from` text,
	`back_to` text,
	`reason` text,
	`respond_by` text NOT NULL,
	`expires_at` text NOT NULL,
	`status` text NOT NULL,
	`decided_at` text,
	`revision` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`id`, `family_id`),
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `custody_swaps_link` ON `custody_swaps` (`family_id`,`link_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `other_home_events` (
	`id` text NOT NULL,
	`family_id` text NOT NULL,
	`link_id` text NOT NULL,
	`origin_family_id` text NOT NULL,
	`origin_family_name` text NOT NULL,
	`title` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`location` text,
	`recurrence` text DEFAULT 'none' NOT NULL,
	`recurrence_ends` text,
	`days_of_week` text,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`id`, `family_id`),
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `other_home_events_family` ON `other_home_events` (`family_id`,`start_time`,`id`);--> statement-breakpoint
CREATE INDEX `other_home_events_link` ON `other_home_events` (`family_id`,`link_id`);
