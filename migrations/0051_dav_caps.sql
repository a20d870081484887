-- CalDAV's storage caps (docs/features/caldav.md "Storage caps", issue 50 M-15).
--
-- A phone's kept text (`dav_source`) is at most 16 KiB per resource and 4 MiB per family summed
-- over its events, tasks and shopping items (contract/limits.ts DAV_TEXT_MAX_BYTES,
-- DAV_TEXT_FAMILY_MAX_BYTES). `dav_text_usage` holds each family's sum, kept by the tables' own
-- triggers; a BEFORE trigger checks both caps inside the writing statement and RAISEs
-- `dav_text_cap:resource` or `dav_text_cap:family`, which the CalDAV server answers 507. Being in
-- the statement, the check holds for writes running side by side. A write that does not make the
-- text longer is never refused. Bytes are UTF-8 bytes: `length(CAST(x AS BLOB))`.
CREATE TABLE `dav_text_usage` (
	`family_id` text PRIMARY KEY NOT NULL,
	`bytes` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `dav_text_usage` (`family_id`, `bytes`)
  SELECT `family_id`, sum(length(CAST(`dav_source` AS BLOB))) FROM (
    SELECT `family_id`, `dav_source` FROM `events` WHERE `dav_source` IS NOT NULL
    UNION ALL SELECT `family_id`, `dav_source` FROM `reminders` WHERE `dav_source` IS NOT NULL
    UNION ALL SELECT `family_id`, `dav_source` FROM `shopping_items` WHERE `dav_source` IS NOT NULL
  ) GROUP BY `family_id`;
--> statement-breakpoint
CREATE TRIGGER `events_dav_text_cap` BEFORE INSERT ON `events` WHEN new.`dav_source` IS NOT NULL BEGIN
  SELECT RAISE(ABORT, 'dav_text_cap:resource') WHERE length(CAST(new.`dav_source` AS BLOB)) > 16384;
  SELECT RAISE(ABORT, 'dav_text_cap:family') WHERE coalesce((SELECT `bytes` FROM `dav_text_usage` WHERE `family_id` = new.`family_id`), 0) + length(CAST(new.`dav_source` AS BLOB)) > 4194304;
END;
--> statement-breakpoint
CREATE TRIGGER `events_dav_text_cap_update` BEFORE UPDATE OF `dav_source` ON `events`
WHEN coalesce(length(CAST(new.`dav_source` AS BLOB)), 0) > coalesce(length(CAST(old.`dav_source` AS BLOB)), 0) BEGIN
  SELECT RAISE(ABORT, 'dav_text_cap:resource') WHERE length(CAST(new.`dav_source` AS BLOB)) > 16384;
  SELECT RAISE(ABORT, 'dav_text_cap:family') WHERE coalesce((SELECT `bytes` FROM `dav_text_usage` WHERE `family_id` = new.`family_id`), 0) - coalesce(length(CAST(old.`dav_source` AS BLOB)), 0) + length(CAST(new.`dav_source` AS BLOB)) > 4194304;
END;
--> statement-breakpoint
CREATE TRIGGER `events_dav_text_insert` AFTER INSERT ON `events` WHEN new.`dav_source` IS NOT NULL BEGIN
  INSERT INTO `dav_text_usage` (`family_id`, `bytes`) VALUES (new.`family_id`, length(CAST(new.`dav_source` AS BLOB)))
  ON CONFLICT (`family_id`) DO UPDATE SET `bytes` = `bytes` + excluded.`bytes`;
END;
--> statement-breakpoint
CREATE TRIGGER `events_dav_text_update` AFTER UPDATE OF `dav_source` ON `events` WHEN new.`dav_source` IS NOT old.`dav_source` BEGIN
  INSERT INTO `dav_text_usage` (`family_id`, `bytes`) VALUES (new.`family_id`, coalesce(length(CAST(new.`dav_source` AS BLOB)), 0) - coalesce(length(CAST(old.`dav_source` AS BLOB)), 0))
  ON CONFLICT (`family_id`) DO UPDATE SET `bytes` = `bytes` + excluded.`bytes`;
END;
--> statement-breakpoint
CREATE TRIGGER `events_dav_text_delete` AFTER DELETE ON `events` WHEN old.`dav_source` IS NOT NULL BEGIN
  UPDATE `dav_text_usage` SET `bytes` = `bytes` - length(CAST(old.`dav_source` AS BLOB)) WHERE `family_id` = old.`family_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_dav_text_cap` BEFORE INSERT ON `reminders` WHEN new.`dav_source` IS NOT NULL BEGIN
  SELECT RAISE(ABORT, 'dav_text_cap:resource') WHERE length(CAST(new.`dav_source` AS BLOB)) > 16384;
  SELECT RAISE(ABORT, 'dav_text_cap:family') WHERE coalesce((SELECT `bytes` FROM `dav_text_usage` WHERE `family_id` = new.`family_id`), 0) + length(CAST(new.`dav_source` AS BLOB)) > 4194304;
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_dav_text_cap_update` BEFORE UPDATE OF `dav_source` ON `reminders`
WHEN coalesce(length(CAST(new.`dav_source` AS BLOB)), 0) > coalesce(length(CAST(old.`dav_source` AS BLOB)), 0) BEGIN
  SELECT RAISE(ABORT, 'dav_text_cap:resource') WHERE length(CAST(new.`dav_source` AS BLOB)) > 16384;
  SELECT RAISE(ABORT, 'dav_text_cap:family') WHERE coalesce((SELECT `bytes` FROM `dav_text_usage` WHERE `family_id` = new.`family_id`), 0) - coalesce(length(CAST(old.`dav_source` AS BLOB)), 0) + length(CAST(new.`dav_source` AS BLOB)) > 4194304;
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_dav_text_insert` AFTER INSERT ON `reminders` WHEN new.`dav_source` IS NOT NULL BEGIN
  INSERT INTO `dav_text_usage` (`family_id`, `bytes`) VALUES (new.`family_id`, length(CAST(new.`dav_source` AS BLOB)))
  ON CONFLICT (`family_id`) DO UPDATE SET `bytes` = `bytes` + excluded.`bytes`;
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_dav_text_update` AFTER UPDATE OF `dav_source` ON `reminders` WHEN new.`dav_source` IS NOT old.`dav_source` BEGIN
  INSERT INTO `dav_text_usage` (`family_id`, `bytes`) VALUES (new.`family_id`, coalesce(length(CAST(new.`dav_source` AS BLOB)), 0) - coalesce(length(CAST(old.`dav_source` AS BLOB)), 0))
  ON CONFLICT (`family_id`) DO UPDATE SET `bytes` = `bytes` + excluded.`bytes`;
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_dav_text_delete` AFTER DELETE ON `reminders` WHEN old.`dav_source` IS NOT NULL BEGIN
  UPDATE `dav_text_usage` SET `bytes` = `bytes` - length(CAST(old.`dav_source` AS BLOB)) WHERE `family_id` = old.`family_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `shopping_items_dav_text_cap` BEFORE INSERT ON `shopping_items` WHEN new.`dav_source` IS NOT NULL BEGIN
  SELECT RAISE(ABORT, 'dav_text_cap:resource') WHERE length(CAST(new.`dav_source` AS BLOB)) > 16384;
  SELECT RAISE(ABORT, 'dav_text_cap:family') WHERE coalesce((SELECT `bytes` FROM `dav_text_usage` WHERE `family_id` = new.`family_id`), 0) + length(CAST(new.`dav_source` AS BLOB)) > 4194304;
END;
--> statement-breakpoint
CREATE TRIGGER `shopping_items_dav_text_cap_update` BEFORE UPDATE OF `dav_source` ON `shopping_items`
WHEN coalesce(length(CAST(new.`dav_source` AS BLOB)), 0) > coalesce(length(CAST(old.`dav_source` AS BLOB)), 0) BEGIN
  SELECT RAISE(ABORT, 'dav_text_cap:resource') WHERE length(CAST(new.`dav_source` AS BLOB)) > 16384;
  SELECT RAISE(ABORT, 'dav_text_cap:family') WHERE coalesce((SELECT `bytes` FROM `dav_text_usage` WHERE `family_id` = new.`family_id`), 0) - coalesce(length(CAST(old.`dav_source` AS BLOB)), 0) + length(CAST(new.`dav_source` AS BLOB)) > 4194304;
END;
--> statement-breakpoint
CREATE TRIGGER `shopping_items_dav_text_insert` AFTER INSERT ON `shopping_items` WHEN new.`dav_source` IS NOT NULL BEGIN
  INSERT INTO `dav_text_usage` (`family_id`, `bytes`) VALUES (new.`family_id`, length(CAST(new.`dav_source` AS BLOB)))
  ON CONFLICT (`family_id`) DO UPDATE SET `bytes` = `bytes` + excluded.`bytes`;
END;
--> statement-breakpoint
CREATE TRIGGER `shopping_items_dav_text_update` AFTER UPDATE OF `dav_source` ON `shopping_items` WHEN new.`dav_source` IS NOT old.`dav_source` BEGIN
  INSERT INTO `dav_text_usage` (`family_id`, `bytes`) VALUES (new.`family_id`, coalesce(length(CAST(new.`dav_source` AS BLOB)), 0) - coalesce(length(CAST(old.`dav_source` AS BLOB)), 0))
  ON CONFLICT (`family_id`) DO UPDATE SET `bytes` = `bytes` + excluded.`bytes`;
END;
--> statement-breakpoint
CREATE TRIGGER `shopping_items_dav_text_delete` AFTER DELETE ON `shopping_items` WHEN old.`dav_source` IS NOT NULL BEGIN
  UPDATE `dav_text_usage` SET `bytes` = `bytes` - length(CAST(old.`dav_source` AS BLOB)) WHERE `family_id` = old.`family_id`;
END;
--> statement-breakpoint
-- The change log: at most 20,000 changes per family (DAV_CHANGES_PER_FAMILY), besides the 30 days
-- the prune cron keeps. `dav_log_sizes` counts each family's rows; past the cap, the insert that
-- logs a change deletes the family's oldest one and raises its floor to it, so a sync token from
-- before answers 403 valid-sync-token, as after the cron's prune. The index finds the oldest in one seek.
CREATE INDEX `dav_changes_family` ON `dav_changes` (`family_id`,`seq`);
--> statement-breakpoint
CREATE TABLE `dav_log_sizes` (
	`family_id` text PRIMARY KEY NOT NULL,
	`row_count` integer NOT NULL
);
--> statement-breakpoint
-- A log already over the cap is cut to it once, here.
INSERT INTO `dav_sync_floors` (`family_id`, `seq`)
  SELECT `family_id`, max(`seq`) FROM (SELECT `family_id`, `seq`, row_number() OVER (PARTITION BY `family_id` ORDER BY `seq` DESC) AS `newer` FROM `dav_changes`)
  WHERE `newer` > 20000 GROUP BY `family_id`
  ON CONFLICT (`family_id`) DO UPDATE SET `seq` = max(`seq`, excluded.`seq`);
--> statement-breakpoint
DELETE FROM `dav_changes` WHERE `seq` IN (SELECT `seq` FROM (SELECT `seq`, row_number() OVER (PARTITION BY `family_id` ORDER BY `seq` DESC) AS `newer` FROM `dav_changes`) WHERE `newer` > 20000);
--> statement-breakpoint
INSERT INTO `dav_log_sizes` (`family_id`, `row_count`) SELECT `family_id`, count(*) FROM `dav_changes` GROUP BY `family_id`;
--> statement-breakpoint
-- The trigger that holds the log's cap on every insert (`dav_changes_cap`) is made by migration 0052,
-- which numbers the changes per family: the floor it raises holds that number.
-- A family's deletion takes its counters with it (after its rows' own deletes, cascaded, counted).
CREATE TRIGGER `families_dav_caps_delete` AFTER DELETE ON `families` BEGIN
  DELETE FROM `dav_text_usage` WHERE `family_id` = old.`id`;
  DELETE FROM `dav_log_sizes` WHERE `family_id` = old.`id`;
END;
