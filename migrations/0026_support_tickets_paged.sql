DROP INDEX `support_tickets_user`;--> statement-breakpoint
CREATE INDEX `support_tickets_user_closed` ON `support_tickets` (`user_id`,("status" = 'closed'),`created_at`,`id`);