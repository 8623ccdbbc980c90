-- Optional Arabic versions of organiser content (docs/data-model.md#agenda_items, docs/data-model.md#speakers):
-- nullable text columns, null when there is no Arabic version. Existing rows get null.
ALTER TABLE `agenda_items` ADD `title_ar` text;--> statement-breakpoint
ALTER TABLE `agenda_items` ADD `location_ar` text;--> statement-breakpoint
ALTER TABLE `agenda_items` ADD `description_ar` text;--> statement-breakpoint
ALTER TABLE `speakers` ADD `bio_ar` text;
