-- CalDAV's outside calendars (docs/features/caldav.md "Outside calendars (read-only)"): every
-- imported occurrence a refresh inserts, changes or deletes logs its resource in the collection
-- `outside-<subscription_id>`, as migration 0038's triggers do for the family's own rows. A
-- subscription's deletion cascades to its occurrences (foreign key), and each cascaded delete fires
-- the delete trigger: a tombstone per occurrence. A refresh writes only the occurrences that differ
-- (worker/services/subscription-refresh.ts), so it logs only those.
DROP TRIGGER IF EXISTS `subscription_events_dav_insert`;
--> statement-breakpoint
CREATE TRIGGER `subscription_events_dav_insert` AFTER INSERT ON `subscription_events` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  VALUES (new.`family_id`, 'outside-' || new.`subscription_id`, new.`id` || '.ics', 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `subscription_events_dav_update`;
--> statement-breakpoint
CREATE TRIGGER `subscription_events_dav_update` AFTER UPDATE ON `subscription_events` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  SELECT old.`family_id`, 'outside-' || old.`subscription_id`, old.`id` || '.ics', 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE old.`subscription_id` IS NOT new.`subscription_id` OR old.`id` IS NOT new.`id`;
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  VALUES (new.`family_id`, 'outside-' || new.`subscription_id`, new.`id` || '.ics', 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `subscription_events_dav_delete`;
--> statement-breakpoint
CREATE TRIGGER `subscription_events_dav_delete` AFTER DELETE ON `subscription_events` BEGIN
  INSERT INTO `dav_changes` (`family_id`, `collection`, `name`, `deleted`, `changed_at`)
  VALUES (old.`family_id`, 'outside-' || old.`subscription_id`, old.`id` || '.ics', 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
