-- Failed sign-ins of a known device are counted by that device, not by its (possibly shared) address.
ALTER TABLE `login_events` ADD `device_id` text;