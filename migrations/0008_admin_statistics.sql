CREATE INDEX `dinner_meals_created` ON `dinner_meals` (`created_at`,`created_by`);--> statement-breakpoint
CREATE INDEX `events_created` ON `events` (`created_at`,`created_by`);--> statement-breakpoint
CREATE INDEX `reminders_created` ON `reminders` (`created_at`,`created_by`);--> statement-breakpoint
CREATE INDEX `shopping_items_created` ON `shopping_items` (`created_at`,`added_by`,`name_key`,`name`);--> statement-breakpoint
CREATE INDEX `users_created` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_verified` ON `users` (`email_verified_at`,`created_at`);