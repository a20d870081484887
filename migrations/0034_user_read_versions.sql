-- Change counters for the signed-in reads that are not a family's (docs/features/conditional-reads.md):
-- a user's own support tickets and their responses, a user's read marks of the administrators'
-- messages, and the messages themselves, which every user reads. They share `family_versions` under
-- scopes no family id can take: 'user:<id>' for one user's rows, 'everyone' for the messages.
CREATE TRIGGER `support_tickets_version_insert` AFTER INSERT ON `support_tickets` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) SELECT 'user:' || new.`user_id`, 'support_tickets', abs(random() % 1000000000000) WHERE true
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `support_tickets_version_update` AFTER UPDATE ON `support_tickets` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) SELECT 'user:' || new.`user_id`, 'support_tickets', abs(random() % 1000000000000) WHERE true
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `support_tickets_version_delete` AFTER DELETE ON `support_tickets` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) SELECT 'user:' || old.`user_id`, 'support_tickets', abs(random() % 1000000000000) WHERE true
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `ticket_responses_version_insert` AFTER INSERT ON `ticket_responses` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) SELECT 'user:' || `user_id`, 'support_tickets', abs(random() % 1000000000000) FROM `support_tickets` WHERE `id` = new.`ticket_id`
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `ticket_responses_version_update` AFTER UPDATE ON `ticket_responses` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) SELECT 'user:' || `user_id`, 'support_tickets', abs(random() % 1000000000000) FROM `support_tickets` WHERE `id` = new.`ticket_id`
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `ticket_responses_version_delete` AFTER DELETE ON `ticket_responses` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) SELECT 'user:' || `user_id`, 'support_tickets', abs(random() % 1000000000000) FROM `support_tickets` WHERE `id` = old.`ticket_id`
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `admin_messages_version_insert` AFTER INSERT ON `admin_messages` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) SELECT 'everyone', 'admin_messages', abs(random() % 1000000000000) WHERE true
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `admin_messages_version_update` AFTER UPDATE ON `admin_messages` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) SELECT 'everyone', 'admin_messages', abs(random() % 1000000000000) WHERE true
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `admin_messages_version_delete` AFTER DELETE ON `admin_messages` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) SELECT 'everyone', 'admin_messages', abs(random() % 1000000000000) WHERE true
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `admin_message_reads_version_insert` AFTER INSERT ON `admin_message_reads` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) SELECT 'user:' || new.`user_id`, 'admin_message_reads', abs(random() % 1000000000000) WHERE true
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `admin_message_reads_version_update` AFTER UPDATE ON `admin_message_reads` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) SELECT 'user:' || new.`user_id`, 'admin_message_reads', abs(random() % 1000000000000) WHERE true
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `admin_message_reads_version_delete` AFTER DELETE ON `admin_message_reads` BEGIN
  INSERT INTO `family_versions` (`family_id`, `table_name`, `version`) SELECT 'user:' || old.`user_id`, 'admin_message_reads', abs(random() % 1000000000000) WHERE true
  ON CONFLICT (`family_id`, `table_name`) DO UPDATE SET `version` = `version` + 1;
END;
