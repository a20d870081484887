-- CalDAV sign-in failures (docs/features/caldav.md "Sign-in"): counted by the client's network and
-- by the guess (a keyed hash of the username and the app password tried), never by the username
-- alone, so a stranger's failures never hold a right app password from another network.
CREATE TABLE `dav_sign_in_failures` (
	`id` integer PRIMARY KEY NOT NULL,
	`client` text NOT NULL,
	`guess` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dav_sign_in_failures_client` ON `dav_sign_in_failures` (`client`,`created_at`,`guess`);--> statement-breakpoint
CREATE INDEX `dav_sign_in_failures_guess` ON `dav_sign_in_failures` (`guess`,`created_at`);--> statement-breakpoint
CREATE INDEX `dav_sign_in_failures_created` ON `dav_sign_in_failures` (`created_at`);--> statement-breakpoint
-- Sync tokens per family: each change also gets the family's own number (`family_seq`), which the
-- tokens, ctags, dav_collections and the floors hold from now on, so a token tells nothing of other
-- families' changes. The global `seq` stays the log's order for pruning. Tokens issued before carry
-- the global number and are no longer ours: they answer 403 valid-sync-token and the phone syncs afresh.
ALTER TABLE `dav_changes` ADD `family_seq` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `dav_changes` SET `family_seq` = `numbered`.`n` FROM (SELECT `seq`, row_number() OVER (PARTITION BY `family_id` ORDER BY `seq`) AS `n` FROM `dav_changes`) AS `numbered` WHERE `numbered`.`seq` = `dav_changes`.`seq`;--> statement-breakpoint
UPDATE `dav_collections` SET `seq` = coalesce((SELECT max(`family_seq`) FROM `dav_changes` WHERE `dav_changes`.`family_id` = `dav_collections`.`family_id` AND `dav_changes`.`collection` = `dav_collections`.`collection`), 0);--> statement-breakpoint
DELETE FROM `dav_sync_floors`;--> statement-breakpoint
DROP INDEX `dav_changes_collection`;--> statement-breakpoint
CREATE INDEX `dav_changes_collection` ON `dav_changes` (`family_id`,`collection`,`family_seq`);--> statement-breakpoint
DROP TRIGGER IF EXISTS `dav_changes_collection`;
--> statement-breakpoint
-- A change's family number is one past the family's newest (dav_collections keeps each collection's
-- newest and loses no row to pruning), and it becomes its collection's ctag and sync token.
CREATE TRIGGER `dav_changes_collection` AFTER INSERT ON `dav_changes` BEGIN
  UPDATE `dav_changes` SET `family_seq` = coalesce((SELECT max(`seq`) FROM `dav_collections` WHERE `family_id` = new.`family_id`), 0) + 1 WHERE `seq` = new.`seq`;
  INSERT INTO `dav_collections` (`family_id`, `collection`, `seq`) SELECT `family_id`, `collection`, `family_seq` FROM `dav_changes` WHERE `seq` = new.`seq`
  ON CONFLICT (`family_id`, `collection`) DO UPDATE SET `seq` = excluded.`seq`;
END;
--> statement-breakpoint
-- The change log's cap (DAV_CHANGES_PER_FAMILY; its counts are migration 0051's dav_log_sizes): past it, the
-- insert that logs a change drops the family's oldest and raises the family's floor to that change's number.
CREATE TRIGGER `dav_changes_cap` AFTER INSERT ON `dav_changes` BEGIN
  INSERT INTO `dav_log_sizes` (`family_id`, `row_count`) VALUES (new.`family_id`, 1)
  ON CONFLICT (`family_id`) DO UPDATE SET `row_count` = `row_count` + 1;
  INSERT INTO `dav_sync_floors` (`family_id`, `seq`)
    SELECT new.`family_id`, (SELECT `family_seq` FROM `dav_changes` WHERE `family_id` = new.`family_id` ORDER BY `seq` LIMIT 1)
    WHERE (SELECT `row_count` FROM `dav_log_sizes` WHERE `family_id` = new.`family_id`) > 20000
  ON CONFLICT (`family_id`) DO UPDATE SET `seq` = max(`seq`, excluded.`seq`);
  DELETE FROM `dav_changes` WHERE `seq` = (SELECT `seq` FROM `dav_changes` WHERE `family_id` = new.`family_id` ORDER BY `seq` LIMIT 1) AND (SELECT `row_count` FROM `dav_log_sizes` WHERE `family_id` = new.`family_id`) > 20000;
  UPDATE `dav_log_sizes` SET `row_count` = `row_count` - 1 WHERE `family_id` = new.`family_id` AND `row_count` > 20000;
END;
