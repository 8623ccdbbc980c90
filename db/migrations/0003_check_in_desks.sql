ALTER TABLE `check_ins` ADD `desk` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `check_ins` ADD `client_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `check_ins_client_id` ON `check_ins` (`client_id`);
