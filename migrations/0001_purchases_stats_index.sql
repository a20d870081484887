DROP INDEX `purchases_family_key`;--> statement-breakpoint
CREATE INDEX `purchases_family_stats` ON `purchases` (`family_id`,`name_key`,`purchased_at`,`quantity`,`item_name`);