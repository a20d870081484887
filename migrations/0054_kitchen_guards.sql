-- PIN tries count per child across every screen (docs/features/kitchen.md "PIN tries"): a try is a
-- reservation until its PIN is judged; a wrong one is marked, and the one wrong try that tells the
-- parents is marked too (one notice a window). The tries left from before were all wrong ones.
ALTER TABLE `kitchen_pin_tries` ADD `wrong` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `kitchen_pin_tries` ADD `alerted` integer DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE `kitchen_pin_tries` SET `wrong` = true;--> statement-breakpoint
DROP INDEX `kitchen_pin_tries_count`;--> statement-breakpoint
DROP INDEX `kitchen_pin_tries_member`;--> statement-breakpoint
CREATE INDEX `kitchen_pin_tries_count` ON `kitchen_pin_tries` (`member_id`,`at`);--> statement-breakpoint
CREATE INDEX `kitchen_pin_tries_screen` ON `kitchen_pin_tries` (`screen_id`);--> statement-breakpoint
-- One pending request per child and reward: a second pending one from before is declined (none of
-- them held stars then), so the unique index can be made.
UPDATE `reward_requests` SET `status` = 'declined', `decided_at` = `asked_at`
WHERE `status` = 'pending' AND EXISTS (
  SELECT 1 FROM `reward_requests` AS `older`
  WHERE `older`.`member_id` = `reward_requests`.`member_id` AND `older`.`reward_id` = `reward_requests`.`reward_id` AND `older`.`status` = 'pending'
    AND (`older`.`asked_at` < `reward_requests`.`asked_at` OR (`older`.`asked_at` = `reward_requests`.`asked_at` AND `older`.`id` < `reward_requests`.`id`))
);--> statement-breakpoint
CREATE UNIQUE INDEX `reward_requests_one_pending` ON `reward_requests` (`member_id`,`reward_id`) WHERE `status` = 'pending';
