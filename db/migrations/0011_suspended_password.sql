-- The first confirmation of an address keeps the password given at registration aside instead of
-- discarding it (docs/decisions/0010-confirmation-proves-the-mailbox.md): the hash, the pass
-- version before the confirmation raised it, and the wrong tries at keeping it. Null and 0 when
-- nothing is suspended, as for every account before this migration.
ALTER TABLE `users` ADD `suspended_password` text;--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_pass_version` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `keep_password_failures` integer DEFAULT 0 NOT NULL;
