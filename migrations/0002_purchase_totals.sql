CREATE TABLE `purchase_totals` (
	`family_id` text NOT NULL,
	`name_key` text NOT NULL,
	`item_name` text NOT NULL,
	`total_quantity` integer NOT NULL,
	`purchase_count` integer NOT NULL,
	`last_purchased` text NOT NULL,
	PRIMARY KEY(`family_id`, `name_key`)
);
--> statement-breakpoint
CREATE INDEX `purchase_totals_ranking` ON `purchase_totals` (`family_id`,"purchase_count" DESC,"last_purchased" DESC,`name_key`,`item_name`,`total_quantity`);--> statement-breakpoint
-- A tick's purchase adds to its name's row (a new row for a first purchase); the latest purchase names it.
CREATE TRIGGER `purchase_totals_add` AFTER INSERT ON `purchases` BEGIN
  INSERT INTO `purchase_totals` (`family_id`, `name_key`, `item_name`, `total_quantity`, `purchase_count`, `last_purchased`)
  VALUES (new.`family_id`, new.`name_key`, new.`item_name`, new.`quantity`, 1, new.`purchased_at`)
  ON CONFLICT (`family_id`, `name_key`) DO UPDATE SET
    `total_quantity` = `total_quantity` + excluded.`total_quantity`,
    `purchase_count` = `purchase_count` + 1,
    `item_name` = CASE WHEN excluded.`last_purchased` >= `last_purchased` THEN excluded.`item_name` ELSE `item_name` END,
    `last_purchased` = max(`last_purchased`, excluded.`last_purchased`);
END;
--> statement-breakpoint
-- An untick (or a family's deletion) takes its purchase away again; the newest remaining purchase
-- names the row (one index seek on purchases_family_stats), and a row with no purchases left goes.
CREATE TRIGGER `purchase_totals_remove` AFTER DELETE ON `purchases` BEGIN
  UPDATE `purchase_totals` SET
    `total_quantity` = `total_quantity` - old.`quantity`,
    `purchase_count` = `purchase_count` - 1,
    `item_name` = coalesce((SELECT `item_name` FROM `purchases` WHERE `family_id` = old.`family_id` AND `name_key` = old.`name_key` ORDER BY `purchased_at` DESC LIMIT 1), `item_name`),
    `last_purchased` = coalesce((SELECT max(`purchased_at`) FROM `purchases` WHERE `family_id` = old.`family_id` AND `name_key` = old.`name_key`), `last_purchased`)
  WHERE `family_id` = old.`family_id` AND `name_key` = old.`name_key`;
  DELETE FROM `purchase_totals` WHERE `family_id` = old.`family_id` AND `name_key` = old.`name_key` AND `purchase_count` <= 0;
END;
--> statement-breakpoint
-- The purchases made before this migration.
INSERT INTO `purchase_totals` (`family_id`, `name_key`, `item_name`, `total_quantity`, `purchase_count`, `last_purchased`)
SELECT `family_id`, `name_key`, `item_name`, sum(`quantity`), count(*), max(`purchased_at`) FROM `purchases` GROUP BY `family_id`, `name_key`;
