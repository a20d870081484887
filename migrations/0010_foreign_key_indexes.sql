CREATE INDEX `admin_message_reads_user` ON `admin_message_reads` (`user_id`);--> statement-breakpoint
CREATE INDEX `admin_messages_created_by` ON `admin_messages` (`created_by`);--> statement-breakpoint
CREATE INDEX `auth_tokens_family` ON `auth_tokens` (`family_id`);--> statement-breakpoint
CREATE INDEX `auth_tokens_session` ON `auth_tokens` (`session_id`);--> statement-breakpoint
CREATE INDEX `dinner_meals_created_by` ON `dinner_meals` (`created_by`);--> statement-breakpoint
CREATE INDEX `events_created_by` ON `events` (`created_by`);--> statement-breakpoint
CREATE INDEX `family_invites_created_by` ON `family_invites` (`created_by`);--> statement-breakpoint
CREATE INDEX `login_events_user` ON `login_events` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reminders_created_by` ON `reminders` (`created_by`);--> statement-breakpoint
CREATE INDEX `shopping_items_meal` ON `shopping_items` (`meal_id`);--> statement-breakpoint
CREATE INDEX `shopping_items_added_by` ON `shopping_items` (`added_by`);--> statement-breakpoint
CREATE INDEX `ticket_responses_user` ON `ticket_responses` (`user_id`);