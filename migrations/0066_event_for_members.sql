-- Whom an event is about (docs/features/calendar.md "For whom"); a removed member leaves every event's list.
ALTER TABLE `events` ADD `for_members` text;
--> statement-breakpoint
CREATE TRIGGER `events_for_members_member_removed` AFTER DELETE ON `family_members`
BEGIN
	UPDATE `events` SET `for_members` = (
		SELECT CASE WHEN count(*) = 0 THEN NULL ELSE json_group_array(`kept`.`value`) END
		FROM json_each(`events`.`for_members`) AS `kept`
		WHERE `kept`.`value` <> OLD.`id`
	)
	WHERE `family_id` = OLD.`family_id`
		AND `for_members` IS NOT NULL
		AND EXISTS (SELECT 1 FROM json_each(`events`.`for_members`) AS `named` WHERE `named`.`value` = OLD.`id`);
END;
