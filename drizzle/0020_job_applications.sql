CREATE TABLE `job_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`job_title` text NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text,
	`message` text,
	`cv_file` text NOT NULL,
	`cv_name` text NOT NULL,
	`cv_size` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `job_applications_job_idx` ON `job_applications` (`job_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `jobs` ADD `employment_type` text DEFAULT 'full_time' NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `salary_min` integer;--> statement-breakpoint
ALTER TABLE `jobs` ADD `salary_max` integer;--> statement-breakpoint
ALTER TABLE `jobs` ADD `salary_period` text DEFAULT 'month' NOT NULL;