CREATE TABLE `enrolment_codes` (
	`user_id` text PRIMARY KEY NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `enrolment_codes_expires` ON `enrolment_codes` (`expires_at`);--> statement-breakpoint
CREATE TABLE `second_factor_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `second_factor_attempts_user` ON `second_factor_attempts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `second_factor_attempts_created` ON `second_factor_attempts` (`created_at`);