-- A family's tables hold at most FAMILY_ROW_CAPS rows (contract/limits.ts, docs/features/quotas.md).
-- Checked inside the inserting statement, so adds running side by side cannot pass the cap; the
-- RAISE aborts the statement and rolls back its whole batch. test/worker/quotas.test.ts holds these
-- numbers equal to the contract's.
CREATE TRIGGER `shopping_items_row_cap` BEFORE INSERT ON `shopping_items`
WHEN (SELECT count(*) FROM `shopping_items` WHERE `family_id` = new.`family_id`) >= 1000
BEGIN
  SELECT RAISE(ABORT, 'family_row_cap:shopping_items');
END;
--> statement-breakpoint
CREATE TRIGGER `events_row_cap` BEFORE INSERT ON `events`
WHEN (SELECT count(*) FROM `events` WHERE `family_id` = new.`family_id`) >= 10000
BEGIN
  SELECT RAISE(ABORT, 'family_row_cap:events');
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_row_cap` BEFORE INSERT ON `reminders`
WHEN (SELECT count(*) FROM `reminders` WHERE `family_id` = new.`family_id`) >= 10000
BEGIN
  SELECT RAISE(ABORT, 'family_row_cap:reminders');
END;
--> statement-breakpoint
CREATE TRIGGER `dinner_meals_row_cap` BEFORE INSERT ON `dinner_meals`
WHEN (SELECT count(*) FROM `dinner_meals` WHERE `family_id` = new.`family_id`) >= 5000
BEGIN
  SELECT RAISE(ABORT, 'family_row_cap:dinner_meals');
END;
--> statement-breakpoint
CREATE TRIGGER `family_members_row_cap` BEFORE INSERT ON `family_members`
WHEN (SELECT count(*) FROM `family_members` WHERE `family_id` = new.`family_id`) >= 200
BEGIN
  SELECT RAISE(ABORT, 'family_row_cap:family_members');
END;
