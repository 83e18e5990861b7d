CREATE INDEX `products_updated_idx` ON `products` (`updated_at`);--> statement-breakpoint
CREATE INDEX `products_price_idx` ON `products` (`price`);