ALTER TABLE `events` ADD `ends_at` text;--> statement-breakpoint
CREATE INDEX `events_family_ends` ON `events` (`family_id`,`ends_at`,`id`);--> statement-breakpoint
-- A one-off event is over when it ends. A recurring one's last occurrence is computed on the
-- family's wall clock (contract/time/recurrence.ts), which SQL cannot do: those rows keep NULL and
-- the events read answers them with the open ones, where the phone's clock files them as finished
-- (docs/features/calendar.md "Finished events"). Every write from now on stores the end.
UPDATE `events` SET `ends_at` = `end_time` WHERE `recurrence` = 'none';
