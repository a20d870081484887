CREATE TABLE `app_passwords` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`secret_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`last_used_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `app_passwords_user` ON `app_passwords` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `app_passwords_secret` ON `app_passwords` (`secret_hash`);
