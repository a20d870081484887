-- CalDAV to-dos (docs/features/caldav.md "Tasks and shopping"): the UID a phone gave a task or a
-- shopping item it created, unique per family, so a task a phone moves to another member's list (the
-- same UID written into the other collection) is found and reassigned rather than copied.
ALTER TABLE `reminders` ADD `dav_uid` text;--> statement-breakpoint
CREATE UNIQUE INDEX `reminders_dav_uid` ON `reminders` (`family_id`,`dav_uid`) WHERE "reminders"."dav_uid" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `shopping_items` ADD `dav_uid` text;--> statement-breakpoint
CREATE UNIQUE INDEX `shopping_items_dav_uid` ON `shopping_items` (`family_id`,`dav_uid`) WHERE "shopping_items"."dav_uid" IS NOT NULL;