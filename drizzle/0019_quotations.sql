CREATE TABLE `quote_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_request_id` integer NOT NULL,
	`kind` text NOT NULL,
	`actor` text,
	`version` integer,
	`message` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`quote_request_id`) REFERENCES `quote_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quote_events_request_idx` ON `quote_events` (`quote_request_id`,`id`);--> statement-breakpoint
CREATE TABLE `quote_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_request_id` integer NOT NULL,
	`version` integer NOT NULL,
	`document` text NOT NULL,
	`total_paise` integer NOT NULL,
	`valid_until` text NOT NULL,
	`sent_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`quote_request_id`) REFERENCES `quote_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_versions_request_version_idx` ON `quote_versions` (`quote_request_id`,`version`);--> statement-breakpoint
CREATE TABLE `seller_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`legal_name` text,
	`address` text,
	`gstin` text,
	`state` text,
	`phone` text,
	`email` text,
	`bank_name` text,
	`bank_account` text,
	`bank_ifsc` text,
	`bank_branch` text,
	`payment_terms` text,
	`terms` text,
	`validity_days` integer,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `quote_request_lines` ADD `unit` text DEFAULT 'Nos' NOT NULL;--> statement-breakpoint
ALTER TABLE `quote_request_lines` ADD `discount_bp` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `status_at` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `inquiry_id` integer REFERENCES inquiries(id);--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `valid_until` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `discount_bp` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `freight_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `freight_gst_rate` integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `payment_terms` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `terms` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `link_nonce` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `accepted_version` integer;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `accepted_name` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `po_number` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `po_file` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `proforma_number` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `proforma_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `quote_requests_proforma_number_unique` ON `quote_requests` (`proforma_number`);--> statement-breakpoint
CREATE INDEX `quote_requests_email_idx` ON `quote_requests` (`email`);--> statement-breakpoint
CREATE INDEX `quote_requests_phone_idx` ON `quote_requests` (`phone`);--> statement-breakpoint
UPDATE `quote_requests` SET `status` = 'accepted' WHERE `status` = 'won';
