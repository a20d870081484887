DROP INDEX `family_members_family`;--> statement-breakpoint
CREATE INDEX `family_members_order` ON `family_members` (`family_id`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `shopping_items_family`;--> statement-breakpoint
CREATE INDEX `shopping_items_family_order` ON `shopping_items` (`family_id`,`created_at`,`id`);