CREATE TABLE `service_attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ticket_id` integer NOT NULL,
	`file` text NOT NULL,
	`original_name` text NOT NULL,
	`kind` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`ticket_id`) REFERENCES `service_tickets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `service_attachments_ticket_idx` ON `service_attachments` (`ticket_id`);--> statement-breakpoint
CREATE TABLE `service_estimate_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ticket_id` integer NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`product_id` integer,
	`description` text NOT NULL,
	`hsn_sac` text,
	`quantity` integer DEFAULT 1 NOT NULL,
	`unit_price_paise` integer NOT NULL,
	`gst_rate` integer NOT NULL,
	FOREIGN KEY (`ticket_id`) REFERENCES `service_tickets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `service_estimate_lines_ticket_idx` ON `service_estimate_lines` (`ticket_id`,`position`);--> statement-breakpoint
CREATE TABLE `service_ticket_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ticket_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text,
	`note` text,
	`internal` integer DEFAULT false NOT NULL,
	`actor` text NOT NULL,
	`user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`ticket_id`) REFERENCES `service_tickets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `service_ticket_events_ticket_idx` ON `service_ticket_events` (`ticket_id`,`id`);--> statement-breakpoint
CREATE TABLE `service_tickets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`tracking_hash` text,
	`status` text DEFAULT 'received' NOT NULL,
	`product_id` integer,
	`model` text NOT NULL,
	`serial` text NOT NULL,
	`fault` text NOT NULL,
	`description` text NOT NULL,
	`delivery` text NOT NULL,
	`name` text NOT NULL,
	`company` text,
	`phone` text NOT NULL,
	`phone_last4` text NOT NULL,
	`email` text,
	`gstin` text,
	`address` text,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`pin` text NOT NULL,
	`preferred_time` text,
	`in_warranty` integer DEFAULT false NOT NULL,
	`assignee_id` integer,
	`promised_by` text,
	`estimate_turnaround_days` integer,
	`estimate_valid_until` text,
	`estimate_sent_at` text,
	`decision` text,
	`decision_note` text,
	`decided_at` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assignee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `service_tickets_number_unique` ON `service_tickets` (`number`);--> statement-breakpoint
CREATE INDEX `service_tickets_status_created_idx` ON `service_tickets` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `service_tickets_serial_idx` ON `service_tickets` (`serial`);