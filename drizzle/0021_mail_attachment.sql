ALTER TABLE `mail_outbox` ADD `attachment_name` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attachment_type` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attachment` blob;