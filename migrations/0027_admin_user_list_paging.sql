-- The admin panel's user lists are read in keyset pages on (created_at, id), newest first: each
-- list's index ends in the id so a page reads in order off it with no sort.
DROP INDEX `users_family`;--> statement-breakpoint
DROP INDEX `users_created`;--> statement-breakpoint
DROP INDEX `users_verified`;--> statement-breakpoint
CREATE INDEX `users_family` ON `users` (`family_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_created` ON `users` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_verified` ON `users` (`email_verified_at`,`created_at`,`id`);