CREATE TABLE `quote_request_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_request_id` integer NOT NULL,
	`product_id` integer,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`model` text,
	`slug` text,
	`quantity` integer NOT NULL,
	`unit_price_paise` integer,
	`hsn_code` text,
	`gst_rate` integer,
	`note` text,
	FOREIGN KEY (`quote_request_id`) REFERENCES `quote_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `quote_request_lines_request_idx` ON `quote_request_lines` (`quote_request_id`,`position`);--> statement-breakpoint
CREATE TABLE `quote_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`name` text NOT NULL,
	`company` text,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`gstin` text,
	`state` text NOT NULL,
	`city` text NOT NULL,
	`notes` text,
	`status` text DEFAULT 'new' NOT NULL,
	`internal_note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_requests_reference_unique` ON `quote_requests` (`reference`);--> statement-breakpoint
CREATE INDEX `quote_requests_status_created_idx` ON `quote_requests` (`status`,`created_at`);