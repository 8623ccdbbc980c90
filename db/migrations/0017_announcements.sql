-- Announcements of the organisers to the delegates, with the progress of their email
-- (docs/live-room.md#announcements; docs/data-model.md#announcements).
CREATE TABLE `announcements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`title_ar` text,
	`body_ar` text,
	`audience` text NOT NULL,
	`email` integer DEFAULT false NOT NULL,
	`email_total` integer DEFAULT 0 NOT NULL,
	`email_sent` integer DEFAULT 0 NOT NULL,
	`email_failed` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `announcements_audience_idx` ON `announcements` (`audience`,`id`);