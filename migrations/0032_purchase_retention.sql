CREATE TABLE `purchase_retention` (
	`id` integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE `purchase_totals` ADD `retired_last_purchased` text;--> statement-breakpoint
ALTER TABLE `purchase_totals` ADD `retired_item_name` text;--> statement-breakpoint
-- The retention job (cron/retire-purchases.ts) deletes purchases older than the retention with the
-- purchase_retention row in place, in one batch. Those deletions leave the sums as they are and
-- only remember the newest purchase deleted per name, for an untick that leaves no purchase of
-- its name behind. An untick (the only other way a single purchase goes) still takes its purchase off.
DROP TRIGGER `purchase_totals_remove`;
--> statement-breakpoint
CREATE TRIGGER `purchase_totals_remove` AFTER DELETE ON `purchases` WHEN NOT EXISTS (SELECT 1 FROM `purchase_retention`) BEGIN
  UPDATE `purchase_totals` SET
    `total_quantity` = `total_quantity` - old.`quantity`,
    `purchase_count` = `purchase_count` - 1,
    `item_name` = coalesce((SELECT `item_name` FROM `purchases` WHERE `family_id` = old.`family_id` AND `name_key` = old.`name_key` ORDER BY `purchased_at` DESC LIMIT 1), `retired_item_name`, `item_name`),
    `last_purchased` = coalesce((SELECT max(`purchased_at`) FROM `purchases` WHERE `family_id` = old.`family_id` AND `name_key` = old.`name_key`), `retired_last_purchased`, `last_purchased`)
  WHERE `family_id` = old.`family_id` AND `name_key` = old.`name_key`;
  DELETE FROM `purchase_totals` WHERE `family_id` = old.`family_id` AND `name_key` = old.`name_key` AND `purchase_count` <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `purchase_totals_retire` AFTER DELETE ON `purchases` WHEN EXISTS (SELECT 1 FROM `purchase_retention`) BEGIN
  UPDATE `purchase_totals` SET `retired_last_purchased` = old.`purchased_at`, `retired_item_name` = old.`item_name`
  WHERE `family_id` = old.`family_id` AND `name_key` = old.`name_key`
    AND (`retired_last_purchased` IS NULL OR old.`purchased_at` >= `retired_last_purchased`);
END;
--> statement-breakpoint
-- Once retention has deleted purchases, a family's totals count more than its remaining purchases,
-- so taking those away on the family's deletion no longer empties them: the family takes its totals with it.
CREATE TRIGGER `purchase_totals_family_delete` AFTER DELETE ON `families` BEGIN
  DELETE FROM `purchase_totals` WHERE `family_id` = old.`id`;
END;
