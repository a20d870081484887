DROP INDEX `dinner_meals_family_date`;--> statement-breakpoint
CREATE INDEX `dinner_meals_family_open` ON `dinner_meals` (`family_id`,`completed`,`scheduled_date`,`id`);--> statement-breakpoint
CREATE INDEX `dinner_meals_family_done` ON `dinner_meals` (`family_id`,`completed`,`completed_at`,`id`);--> statement-breakpoint
CREATE INDEX `dinner_meals_due` ON `dinner_meals` (`completed`,`scheduled_date`);