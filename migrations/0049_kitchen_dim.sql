ALTER TABLE `families` ADD `kitchen_dim_from` integer DEFAULT 21;--> statement-breakpoint
ALTER TABLE `families` ADD `kitchen_dim_to` integer DEFAULT 6;
