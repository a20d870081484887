CREATE INDEX `admin_messages_created` ON `admin_messages` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `support_tickets_created` ON `support_tickets` (`created_at`,`id`);