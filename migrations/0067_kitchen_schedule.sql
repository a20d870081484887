-- Each weekday's own times on the kitchen screen (docs/features/kitchen.md "Screen times").
ALTER TABLE `families` ADD `kitchen_schedule` text;