-- The live room of a session: votes on its questions, questions waiting for approval, and the
-- room's moderation settings and presenter link (docs/live-room.md; docs/data-model.md).
CREATE TABLE `live_rooms` (
	`agenda_item_id` integer PRIMARY KEY NOT NULL,
	`questions_need_approval` integer DEFAULT false NOT NULL,
	`pinned_question_id` integer,
	`presenter_token_hash` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`agenda_item_id`) REFERENCES `agenda_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pinned_question_id`) REFERENCES `qna_questions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `qna_votes` (
	`question_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`question_id`, `user_id`),
	FOREIGN KEY (`question_id`) REFERENCES `qna_questions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `qna_votes_user_idx` ON `qna_votes` (`user_id`);--> statement-breakpoint
ALTER TABLE `qna_questions` ADD `awaiting_approval` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `qna_questions_session_idx` ON `qna_questions` (`agenda_item_id`,`is_archived`);