CREATE TABLE `client_ids` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `client_ids_family` ON `client_ids` (`family_id`);--> statement-breakpoint
CREATE INDEX `client_ids_created` ON `client_ids` (`created_at`);