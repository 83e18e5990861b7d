ALTER TABLE `products` ADD `hsn_code` text;--> statement-breakpoint
ALTER TABLE `products` ADD `gst_rate` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `price_on_request` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `warranty` text;--> statement-breakpoint
ALTER TABLE `products` ADD `lead_time_days` integer;