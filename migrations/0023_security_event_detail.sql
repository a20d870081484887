-- Security events gain a JSON `detail` (what else an action names: a ticket, a message, a restore's row
-- counts), and their indexes end in the id so the Logs view pages on (created_at, id) off one index.
DROP INDEX `security_events_created`;--> statement-breakpoint
DROP INDEX `security_events_kind`;--> statement-breakpoint
DROP INDEX `security_events_actor`;--> statement-breakpoint
ALTER TABLE `security_events` ADD `detail` text;--> statement-breakpoint
CREATE INDEX `security_events_created` ON `security_events` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `security_events_kind` ON `security_events` (`kind`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `security_events_actor` ON `security_events` (`actor_id`,`created_at`,`id`);