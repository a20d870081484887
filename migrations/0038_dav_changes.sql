-- CalDAV (docs/features/caldav.md): the phones' own resource names and component text on the
-- writable tables, and the change log behind sync tokens and ctags. Every row a statement inserts,
-- changes or deletes in a table behind a collection logs its resource in the same statement, so a
-- change from any side (the app, a phone, a cron job) is logged without anyone remembering to.
-- A row that leaves a collection or changes its name (a task given to someone else) logs a tombstone
-- (`deleted` = 1) for its old place and a change for its new one. The dinner plan's resource is the
-- meal: a change of its ingredients is a change of the meal.
CREATE TABLE `dav_changes` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`family_id` text NOT NULL,
	`collection` text NOT NULL,
	`name` text NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`changed_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dav_changes_collection` ON `dav_changes` (`family_id`,`collection`,`seq`);--> statement-breakpoint
CREATE INDEX `dav_changes_changed` ON `dav_changes` (`changed_at`);--> statement-breakpoint
CREATE TABLE `dav_collections` (
	`family_id` text NOT NULL,
	`collection` text NOT NULL,
	`seq` integer NOT NULL,
	PRIMARY KEY(`family_id`, `collection`)
);
--> statement-breakpoint
CREATE TABLE `dav_sync_floors` (
	`family_id` text PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `events` ADD `dav_name` text;--> statement-breakpoint
ALTER TABLE `events` ADD `dav_source` text;--> statement-breakpoint
CREATE UNIQUE INDEX `events_dav_name` ON `events` (`family_id`,`dav_name`) WHERE "events"."dav_name" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `reminders` ADD `dav_name` text;--> statement-breakpoint
ALTER TABLE `reminders` ADD `dav_source` text;--> statement-breakpoint
CREATE UNIQUE INDEX `reminders_dav_name` ON `reminders` (`family_id`,`dav_name`) WHERE "reminders"."dav_name" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `shopping_items` ADD `dav_name` text;--> statement-breakpoint
ALTER TABLE `shopping_items` ADD `dav_source` text;--> statement-breakpoint
CREATE UNIQUE INDEX `shopping_items_dav_name` ON `shopping_items` (`family_id`,`dav_name`) WHERE "shopping_items"."dav_name" IS NOT NULL;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `events_dav_insert`;
--> statement-breakpoint
CREATE TRIGGER `events_dav_insert` AFTER INSERT ON `events` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  VALUES (new.`family_id`, 'calendar', coalesce(new.`dav_name`, new.`id` || '.ics'), 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `events_dav_update`;
--> statement-breakpoint
CREATE TRIGGER `events_dav_update` AFTER UPDATE ON `events` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  SELECT old.`family_id`, 'calendar', coalesce(old.`dav_name`, old.`id` || '.ics'), 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE 'calendar' IS NOT 'calendar' OR coalesce(old.`dav_name`, old.`id` || '.ics') IS NOT coalesce(new.`dav_name`, new.`id` || '.ics');
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  VALUES (new.`family_id`, 'calendar', coalesce(new.`dav_name`, new.`id` || '.ics'), 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `events_dav_delete`;
--> statement-breakpoint
CREATE TRIGGER `events_dav_delete` AFTER DELETE ON `events` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  VALUES (old.`family_id`, 'calendar', coalesce(old.`dav_name`, old.`id` || '.ics'), 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `reminders_dav_insert`;
--> statement-breakpoint
CREATE TRIGGER `reminders_dav_insert` AFTER INSERT ON `reminders` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  VALUES (new.`family_id`, CASE WHEN new.`assigned_to` IS NULL THEN 'tasks' ELSE 'tasks-' || new.`assigned_to` END, coalesce(new.`dav_name`, new.`id` || '.ics'), 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `reminders_dav_update`;
--> statement-breakpoint
CREATE TRIGGER `reminders_dav_update` AFTER UPDATE ON `reminders` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  SELECT old.`family_id`, CASE WHEN old.`assigned_to` IS NULL THEN 'tasks' ELSE 'tasks-' || old.`assigned_to` END, coalesce(old.`dav_name`, old.`id` || '.ics'), 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE CASE WHEN old.`assigned_to` IS NULL THEN 'tasks' ELSE 'tasks-' || old.`assigned_to` END IS NOT CASE WHEN new.`assigned_to` IS NULL THEN 'tasks' ELSE 'tasks-' || new.`assigned_to` END OR coalesce(old.`dav_name`, old.`id` || '.ics') IS NOT coalesce(new.`dav_name`, new.`id` || '.ics');
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  VALUES (new.`family_id`, CASE WHEN new.`assigned_to` IS NULL THEN 'tasks' ELSE 'tasks-' || new.`assigned_to` END, coalesce(new.`dav_name`, new.`id` || '.ics'), 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `reminders_dav_delete`;
--> statement-breakpoint
CREATE TRIGGER `reminders_dav_delete` AFTER DELETE ON `reminders` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  VALUES (old.`family_id`, CASE WHEN old.`assigned_to` IS NULL THEN 'tasks' ELSE 'tasks-' || old.`assigned_to` END, coalesce(old.`dav_name`, old.`id` || '.ics'), 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `shopping_items_dav_insert`;
--> statement-breakpoint
CREATE TRIGGER `shopping_items_dav_insert` AFTER INSERT ON `shopping_items` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  VALUES (new.`family_id`, 'shopping-' || new.`list_id`, coalesce(new.`dav_name`, new.`id` || '.ics'), 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `shopping_items_dav_update`;
--> statement-breakpoint
CREATE TRIGGER `shopping_items_dav_update` AFTER UPDATE ON `shopping_items` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  SELECT old.`family_id`, 'shopping-' || old.`list_id`, coalesce(old.`dav_name`, old.`id` || '.ics'), 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE 'shopping-' || old.`list_id` IS NOT 'shopping-' || new.`list_id` OR coalesce(old.`dav_name`, old.`id` || '.ics') IS NOT coalesce(new.`dav_name`, new.`id` || '.ics');
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  VALUES (new.`family_id`, 'shopping-' || new.`list_id`, coalesce(new.`dav_name`, new.`id` || '.ics'), 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `shopping_items_dav_delete`;
--> statement-breakpoint
CREATE TRIGGER `shopping_items_dav_delete` AFTER DELETE ON `shopping_items` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  VALUES (old.`family_id`, 'shopping-' || old.`list_id`, coalesce(old.`dav_name`, old.`id` || '.ics'), 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `dinner_meals_dav_insert`;
--> statement-breakpoint
CREATE TRIGGER `dinner_meals_dav_insert` AFTER INSERT ON `dinner_meals` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  VALUES (new.`family_id`, 'dinner', new.`id` || '.ics', 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `dinner_meals_dav_update`;
--> statement-breakpoint
CREATE TRIGGER `dinner_meals_dav_update` AFTER UPDATE ON `dinner_meals` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  SELECT old.`family_id`, 'dinner', old.`id` || '.ics', 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE 'dinner' IS NOT 'dinner' OR old.`id` || '.ics' IS NOT new.`id` || '.ics';
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  VALUES (new.`family_id`, 'dinner', new.`id` || '.ics', 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `dinner_meals_dav_delete`;
--> statement-breakpoint
CREATE TRIGGER `dinner_meals_dav_delete` AFTER DELETE ON `dinner_meals` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  VALUES (old.`family_id`, 'dinner', old.`id` || '.ics', 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `meal_ingredients_dav_insert`;
--> statement-breakpoint
CREATE TRIGGER `meal_ingredients_dav_insert` AFTER INSERT ON `meal_ingredients` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  SELECT new.`family_id`, 'dinner', new.`meal_id` || '.ics', 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM `dinner_meals` WHERE `id` = new.`meal_id`);
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `meal_ingredients_dav_update`;
--> statement-breakpoint
CREATE TRIGGER `meal_ingredients_dav_update` AFTER UPDATE ON `meal_ingredients` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  SELECT old.`family_id`, 'dinner', old.`meal_id` || '.ics', 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE old.`meal_id` IS NOT new.`meal_id` AND EXISTS (SELECT 1 FROM `dinner_meals` WHERE `id` = old.`meal_id`);
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  SELECT new.`family_id`, 'dinner', new.`meal_id` || '.ics', 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM `dinner_meals` WHERE `id` = new.`meal_id`);
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `meal_ingredients_dav_delete`;
--> statement-breakpoint
CREATE TRIGGER `meal_ingredients_dav_delete` AFTER DELETE ON `meal_ingredients` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  SELECT old.`family_id`, 'dinner', old.`meal_id` || '.ics', 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE EXISTS (SELECT 1 FROM `dinner_meals` WHERE `id` = old.`meal_id`);
END;
--> statement-breakpoint
-- Each collection's newest change: its ctag and sync token, one row to read per collection.
DROP TRIGGER IF EXISTS `dav_changes_collection`;
--> statement-breakpoint
CREATE TRIGGER `dav_changes_collection` AFTER INSERT ON `dav_changes` BEGIN
  INSERT INTO `dav_collections` (`family_id`, `collection`, `seq`) VALUES (new.`family_id`, new.`collection`, new.`seq`)
  ON CONFLICT (`family_id`, `collection`) DO UPDATE SET `seq` = excluded.`seq`;
END;
--> statement-breakpoint
-- A family's deletion takes its log with it (its rows' own deletes, cascaded, log first).
DROP TRIGGER IF EXISTS `families_dav_delete`;
--> statement-breakpoint
CREATE TRIGGER `families_dav_delete` AFTER DELETE ON `families` BEGIN
  DELETE FROM `dav_changes` WHERE `family_id` = old.`id`;
  DELETE FROM `dav_collections` WHERE `family_id` = old.`id`;
  DELETE FROM `dav_sync_floors` WHERE `family_id` = old.`id`;
END;
