CREATE TABLE `family_versions` (
	`family_id` text NOT NULL,
	`table_name` text NOT NULL,
	`version` integer NOT NULL,
	PRIMARY KEY(`family_id`, `table_name`)
);--> statement-breakpoint
-- Every row a statement inserts, changes or deletes in a table that family reads read adds one to
-- its family's counter for that table, in the same statement (docs/features/conditional-reads.md).
-- A counter starts at a random value, so a database rebuilt from a backup cannot count its way back
-- to an ETag a phone kept from the old one.
CREATE TRIGGER `family_members_version_insert` AFTER INSERT ON `family_members` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'family_members', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `family_members_version_update` AFTER UPDATE ON `family_members` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'family_members', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `family_members_version_delete` AFTER DELETE ON `family_members` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (old.`family_id`, 'family_members', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `family_invites_version_insert` AFTER INSERT ON `family_invites` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'family_invites', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `family_invites_version_update` AFTER UPDATE ON `family_invites` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'family_invites', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `family_invites_version_delete` AFTER DELETE ON `family_invites` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (old.`family_id`, 'family_invites', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `events_version_insert` AFTER INSERT ON `events` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'events', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `events_version_update` AFTER UPDATE ON `events` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'events', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `events_version_delete` AFTER DELETE ON `events` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (old.`family_id`, 'events', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shopping_lists_version_insert` AFTER INSERT ON `shopping_lists` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'shopping_lists', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shopping_lists_version_update` AFTER UPDATE ON `shopping_lists` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'shopping_lists', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shopping_lists_version_delete` AFTER DELETE ON `shopping_lists` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (old.`family_id`, 'shopping_lists', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shopping_items_version_insert` AFTER INSERT ON `shopping_items` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'shopping_items', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shopping_items_version_update` AFTER UPDATE ON `shopping_items` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'shopping_items', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shopping_items_version_delete` AFTER DELETE ON `shopping_items` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (old.`family_id`, 'shopping_items', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `dinner_meals_version_insert` AFTER INSERT ON `dinner_meals` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'dinner_meals', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `dinner_meals_version_update` AFTER UPDATE ON `dinner_meals` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'dinner_meals', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `dinner_meals_version_delete` AFTER DELETE ON `dinner_meals` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (old.`family_id`, 'dinner_meals', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `meal_ingredients_version_insert` AFTER INSERT ON `meal_ingredients` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'meal_ingredients', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `meal_ingredients_version_update` AFTER UPDATE ON `meal_ingredients` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'meal_ingredients', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `meal_ingredients_version_delete` AFTER DELETE ON `meal_ingredients` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (old.`family_id`, 'meal_ingredients', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `purchases_version_insert` AFTER INSERT ON `purchases` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'purchases', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `purchases_version_update` AFTER UPDATE ON `purchases` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'purchases', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `purchases_version_delete` AFTER DELETE ON `purchases` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (old.`family_id`, 'purchases', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_version_insert` AFTER INSERT ON `reminders` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'reminders', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_version_update` AFTER UPDATE ON `reminders` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (new.`family_id`, 'reminders', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_version_delete` AFTER DELETE ON `reminders` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) VALUES (old.`family_id`, 'reminders', abs(random() % 1000000000000))
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
-- Users count for their family only where a read shows them (the invites' usernames) and only
-- when that changes, not at every change of their account.
CREATE TRIGGER `users_version_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) SELECT new.`family_id`, 'users', abs(random() % 1000000000000) WHERE new.`family_id` IS NOT NULL
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `users_version_update` AFTER UPDATE OF `username`, `family_id` ON `users` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) SELECT new.`family_id`, 'users', abs(random() % 1000000000000) WHERE new.`family_id` IS NOT NULL
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) SELECT old.`family_id`, 'users', abs(random() % 1000000000000) WHERE old.`family_id` IS NOT NULL
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `users_version_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) SELECT old.`family_id`, 'users', abs(random() % 1000000000000) WHERE old.`family_id` IS NOT NULL
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
