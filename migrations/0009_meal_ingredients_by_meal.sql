DROP INDEX `meal_ingredients_meal`;--> statement-breakpoint
CREATE INDEX `meal_ingredients_meal` ON `meal_ingredients` (`meal_id`,`family_id`);