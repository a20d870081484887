-- Whether the kitchen screen counts down to an event (docs/features/kitchen.md "Countdowns").
ALTER TABLE `events` ADD `countdown` integer DEFAULT false NOT NULL;