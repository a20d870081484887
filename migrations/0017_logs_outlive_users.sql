-- The logs keep their user ids when the account is deleted: their foreign keys go, by rebuilding
-- both tables (no table references them, so dropping them needs no foreign-key pragma).
CREATE TABLE `__new_login_events` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`username_key` text NOT NULL,
	`ip` text NOT NULL,
	`success` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_login_events`("id", "user_id", "username_key", "ip", "success", "created_at") SELECT "id", "user_id", "username_key", "ip", "success", "created_at" FROM `login_events`;--> statement-breakpoint
DROP TABLE `login_events`;--> statement-breakpoint
ALTER TABLE `__new_login_events` RENAME TO `login_events`;--> statement-breakpoint
CREATE INDEX `login_events_username` ON `login_events` (`username_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `login_events_ip` ON `login_events` (`ip`,`created_at`);--> statement-breakpoint
CREATE INDEX `login_events_created` ON `login_events` (`created_at`);--> statement-breakpoint
CREATE INDEX `login_events_user` ON `login_events` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `login_events_success_created` ON `login_events` (`success`,`created_at`);--> statement-breakpoint
CREATE TABLE `__new_security_events` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`actor_id` text,
	`client` text NOT NULL,
	`route` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_security_events`("id", "kind", "user_id", "actor_id", "client", "route", "created_at") SELECT "id", "kind", "user_id", NULL, "client", "route", "created_at" FROM `security_events`;--> statement-breakpoint
DROP TABLE `security_events`;--> statement-breakpoint
ALTER TABLE `__new_security_events` RENAME TO `security_events`;--> statement-breakpoint
CREATE INDEX `security_events_created` ON `security_events` (`created_at`);--> statement-breakpoint
CREATE INDEX `security_events_kind` ON `security_events` (`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `security_events_user` ON `security_events` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `security_events_actor` ON `security_events` (`actor_id`,`created_at`);