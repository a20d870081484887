-- The directory (docs/scale.md "Several databases"): which family database holds each account and
-- each family. Every database has these tables; only the directory (the DB binding) fills them.
CREATE TABLE `directory_accounts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`username_key` text NOT NULL,
	`email_key` text NOT NULL,
	`db` text NOT NULL,
	`created_at` text NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `directory_accounts_username_key_unique` ON `directory_accounts` (`username_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `directory_accounts_email_key_unique` ON `directory_accounts` (`email_key`);--> statement-breakpoint
CREATE INDEX `directory_accounts_db` ON `directory_accounts` (`db`);--> statement-breakpoint
CREATE TABLE `directory_families` (
	`family_id` text PRIMARY KEY NOT NULL,
	`db` text NOT NULL,
	`moving_to` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL
);--> statement-breakpoint
CREATE INDEX `directory_families_db` ON `directory_families` (`db`);
