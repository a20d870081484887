CREATE TABLE `recipes` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`created_by` text,
	`title` text NOT NULL,
	`search_key` text NOT NULL,
	`photo_id` text,
	`servings` integer,
	`ingredients` text DEFAULT '[]' NOT NULL,
	`steps` text DEFAULT '[]' NOT NULL,
	`prep_minutes` integer,
	`cook_minutes` integer,
	`total_minutes` integer,
	`source_url` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `family_members`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`photo_id`) REFERENCES `photos`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `recipes_family` ON `recipes` (`family_id`,`search_key`);--> statement-breakpoint
CREATE INDEX `recipes_photo` ON `recipes` (`photo_id`);--> statement-breakpoint
CREATE INDEX `recipes_created_by` ON `recipes` (`created_by`);--> statement-breakpoint
ALTER TABLE `dinner_meals` ADD `photo_id` text REFERENCES photos(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `dinner_meals` ADD `recipe_id` text REFERENCES recipes(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `dinner_meals` ADD `servings` integer;--> statement-breakpoint
ALTER TABLE `dinner_meals` ADD `repeat_weekly` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `dinner_meals_photo` ON `dinner_meals` (`photo_id`);--> statement-breakpoint
CREATE INDEX `dinner_meals_recipe` ON `dinner_meals` (`recipe_id`);