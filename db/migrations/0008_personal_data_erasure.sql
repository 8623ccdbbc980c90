-- Questions, enquiries and check-ins outlive the account they came from (docs/decisions/0014-delegate-data-export-and-erasure.md):
-- user_id becomes nullable with ON DELETE SET NULL, so deleting an account keeps them, anonymised.
-- SQLite cannot change a column's constraints in place: each table is rebuilt
-- (https://www.sqlite.org/lang_altertable.html#otheralter). No table references these three.
CREATE TABLE `__new_qna_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`question` text NOT NULL,
	`answer` text,
	`is_answered` integer DEFAULT false NOT NULL,
	`is_archived` integer DEFAULT false NOT NULL,
	`agenda_item_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`agenda_item_id`) REFERENCES `agenda_items`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_qna_questions` (`id`, `user_id`, `question`, `answer`, `is_answered`, `is_archived`, `agenda_item_id`, `created_at`, `updated_at`)
SELECT `id`, `user_id`, `question`, `answer`, `is_answered`, `is_archived`, `agenda_item_id`, `created_at`, `updated_at` FROM `qna_questions`;--> statement-breakpoint
DROP TABLE `qna_questions`;--> statement-breakpoint
ALTER TABLE `__new_qna_questions` RENAME TO `qna_questions`;--> statement-breakpoint
CREATE INDEX `qna_questions_status_idx` ON `qna_questions` (`is_archived`,`is_answered`,`created_at`);--> statement-breakpoint
CREATE INDEX `qna_questions_user_idx` ON `qna_questions` (`user_id`);--> statement-breakpoint
CREATE TABLE `__new_enquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`company` text NOT NULL,
	`title` text NOT NULL,
	`phone` text,
	`linkedin_url` text,
	`service_type` text,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_enquiries` (`id`, `user_id`, `first_name`, `last_name`, `email`, `company`, `title`, `phone`, `linkedin_url`, `service_type`, `message`, `created_at`)
SELECT `id`, `user_id`, `first_name`, `last_name`, `email`, `company`, `title`, `phone`, `linkedin_url`, `service_type`, `message`, `created_at` FROM `enquiries`;--> statement-breakpoint
DROP TABLE `enquiries`;--> statement-breakpoint
ALTER TABLE `__new_enquiries` RENAME TO `enquiries`;--> statement-breakpoint
CREATE INDEX `enquiries_user_idx` ON `enquiries` (`user_id`);--> statement-breakpoint
CREATE TABLE `__new_check_ins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`event_type` text NOT NULL,
	`checked_in_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`checked_in_by` integer,
	`desk` text DEFAULT '' NOT NULL,
	`client_id` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`checked_in_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_check_ins` (`id`, `user_id`, `event_type`, `checked_in_at`, `checked_in_by`, `desk`, `client_id`)
SELECT `id`, `user_id`, `event_type`, `checked_in_at`, `checked_in_by`, `desk`, `client_id` FROM `check_ins`;--> statement-breakpoint
-- check_ins.id is the desks' sync position: carry the old table's AUTOINCREMENT high-water mark over
-- (a row inserted and deleted at that id), so an id a desk has seen is never handed out again.
INSERT INTO `__new_check_ins` (`id`, `user_id`, `event_type`)
SELECT `seq`, NULL, 'AC2025' FROM `sqlite_sequence` WHERE `name` = 'check_ins' AND `seq` > (SELECT coalesce(max(`id`), 0) FROM `check_ins`);--> statement-breakpoint
DELETE FROM `__new_check_ins` WHERE `id` > (SELECT coalesce(max(`id`), 0) FROM `check_ins`);--> statement-breakpoint
DROP TABLE `check_ins`;--> statement-breakpoint
ALTER TABLE `__new_check_ins` RENAME TO `check_ins`;--> statement-breakpoint
CREATE UNIQUE INDEX `check_ins_user_event` ON `check_ins` (`user_id`,`event_type`);--> statement-breakpoint
CREATE INDEX `check_ins_event_idx` ON `check_ins` (`event_type`);--> statement-breakpoint
CREATE UNIQUE INDEX `check_ins_client_id` ON `check_ins` (`client_id`);
