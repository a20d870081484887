DROP INDEX `family_invites_family`;--> statement-breakpoint
CREATE INDEX `family_invites_open` ON `family_invites` (`family_id`,`expires_at`,`id`);--> statement-breakpoint
DROP INDEX `reminders_family`;--> statement-breakpoint
CREATE INDEX `reminders_open_order` ON `reminders` (`family_id`,`completed`,("due_date" IS NULL),`due_date`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `reminders_done_order` ON `reminders` (`family_id`,`completed`,(CASE WHEN "completed_at" IS NULL THEN "created_at" ELSE "completed_at" END),`id`);--> statement-breakpoint
CREATE INDEX `reminders_assigned` ON `reminders` (`assigned_to`);