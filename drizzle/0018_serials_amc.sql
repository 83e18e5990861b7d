CREATE TABLE `amc_contracts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`customer` text NOT NULL,
	`gstin` text,
	`contact_name` text,
	`phone` text,
	`email` text,
	`city` text,
	`kind` text DEFAULT 'non-comprehensive' NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`visits_included` integer DEFAULT 4 NOT NULL,
	`visits_done` integer DEFAULT 0 NOT NULL,
	`value_paise` integer DEFAULT 0 NOT NULL,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `amc_contracts_reference_unique` ON `amc_contracts` (`reference`);--> statement-breakpoint
CREATE INDEX `amc_contracts_end_idx` ON `amc_contracts` (`end_date`);--> statement-breakpoint
CREATE TABLE `amc_devices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contract_id` integer NOT NULL,
	`product_id` integer,
	`model` text NOT NULL,
	`serial` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`contract_id`) REFERENCES `amc_contracts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `amc_devices_contract_idx` ON `amc_devices` (`contract_id`,`position`);--> statement-breakpoint
CREATE INDEX `amc_devices_serial_idx` ON `amc_devices` (`serial`);--> statement-breakpoint
CREATE TABLE `serials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`serial` text NOT NULL,
	`product_id` integer,
	`model` text NOT NULL,
	`buyer` text,
	`invoice_number` text,
	`invoice_date` text NOT NULL,
	`warranty_months` integer DEFAULT 12 NOT NULL,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `serials_serial_unique` ON `serials` (`serial`);--> statement-breakpoint
CREATE INDEX `serials_product_idx` ON `serials` (`product_id`);--> statement-breakpoint
CREATE INDEX `serials_invoice_date_idx` ON `serials` (`invoice_date`);