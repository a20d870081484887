CREATE TABLE `photos` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`uploaded_by` text,
	`bytes` integer NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`content_type` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by`) REFERENCES `family_members`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `photos_family` ON `photos` (`family_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `photos_uploaded_by` ON `photos` (`uploaded_by`);