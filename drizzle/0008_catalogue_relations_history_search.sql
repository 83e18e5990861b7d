CREATE TABLE `history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`label` text NOT NULL,
	`action` text NOT NULL,
	`actor` text NOT NULL,
	`batch_id` integer,
	`before` text,
	`after` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`batch_id`) REFERENCES `import_batches`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `history_item_idx` ON `history` (`kind`,`item_id`,`id`);--> statement-breakpoint
CREATE INDEX `history_batch_idx` ON `history` (`batch_id`);--> statement-breakpoint
CREATE INDEX `history_created_idx` ON `history` (`created_at`);--> statement-breakpoint
CREATE TABLE `import_batches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`file_name` text,
	`actor` text NOT NULL,
	`created_count` integer DEFAULT 0 NOT NULL,
	`updated_count` integer DEFAULT 0 NOT NULL,
	`undone_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE TABLE `product_fits` (
	`printer_id` integer NOT NULL,
	`supply_id` integer NOT NULL,
	FOREIGN KEY (`printer_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supply_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_fits_pair_unique` ON `product_fits` (`printer_id`,`supply_id`);--> statement-breakpoint
CREATE INDEX `product_fits_supply_idx` ON `product_fits` (`supply_id`,`printer_id`);--> statement-breakpoint
CREATE TABLE `search_pins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`query` text NOT NULL,
	`product_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_pins_query_product_unique` ON `search_pins` (`query`,`product_id`);--> statement-breakpoint
CREATE TABLE `search_stats` (
	`query` text PRIMARY KEY NOT NULL,
	`searches` integer DEFAULT 0 NOT NULL,
	`zero_results` integer DEFAULT 0 NOT NULL,
	`last_results` integer DEFAULT 0 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`last_searched_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `search_stats_searches_idx` ON `search_stats` (`searches`);--> statement-breakpoint
CREATE INDEX `search_stats_last_idx` ON `search_stats` (`last_searched_at`);--> statement-breakpoint
CREATE TABLE `search_synonyms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`term` text NOT NULL,
	`expansion` text NOT NULL,
	`two_way` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_synonyms_term_unique` ON `search_synonyms` (`term`);--> statement-breakpoint
ALTER TABLE `inquiries` ADD `product_id` integer REFERENCES products(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `products` ADD `gallery` text;--> statement-breakpoint
ALTER TABLE `products` ADD `width_mm` real;--> statement-breakpoint
ALTER TABLE `products` ADD `height_mm` real;--> statement-breakpoint
ALTER TABLE `products` ADD `length_m` real;--> statement-breakpoint
ALTER TABLE `products` ADD `core_mm` real;--> statement-breakpoint
ALTER TABLE `products` ADD `outer_diameter_mm` real;--> statement-breakpoint
ALTER TABLE `products` ADD `ink_side` text;--> statement-breakpoint
ALTER TABLE `products` ADD `ribbon_type` text;--> statement-breakpoint
ALTER TABLE `products` ADD `label_material` text;--> statement-breakpoint
ALTER TABLE `products` ADD `print_method` text;--> statement-breakpoint
ALTER TABLE `products` ADD `dpi` integer;--> statement-breakpoint
-- Which supplies fit a printer, synonyms and pins change what a visitor sees: each moves the content version.
CREATE TRIGGER `product_fits_content_version_insert` AFTER INSERT ON `product_fits` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `product_fits_content_version_update` AFTER UPDATE ON `product_fits` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `product_fits_content_version_delete` AFTER DELETE ON `product_fits` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `search_synonyms_content_version_insert` AFTER INSERT ON `search_synonyms` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `search_synonyms_content_version_update` AFTER UPDATE ON `search_synonyms` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `search_synonyms_content_version_delete` AFTER DELETE ON `search_synonyms` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `search_pins_content_version_insert` AFTER INSERT ON `search_pins` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `search_pins_content_version_update` AFTER UPDATE ON `search_pins` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `search_pins_content_version_delete` AFTER DELETE ON `search_pins` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
