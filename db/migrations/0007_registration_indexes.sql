-- Registrations sorted and paged by the server (docs/data-model.md#registration-search-and-paging):
-- case-insensitive indexes for the first-name and company sorts. The company index replaces
-- the case-sensitive one, which no query used.
DROP INDEX `users_company_idx`;--> statement-breakpoint
CREATE INDEX `users_company_nocase_idx` ON `users` (`company` COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `users_first_name_nocase_idx` ON `users` (`first_name` COLLATE NOCASE);
