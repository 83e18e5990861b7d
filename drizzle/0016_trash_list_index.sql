DROP INDEX `trash_deleted_at_idx`;--> statement-breakpoint
CREATE INDEX `trash_list_idx` ON `trash` (`deleted_at`,`id`,`kind`,`label`,`item_id`);