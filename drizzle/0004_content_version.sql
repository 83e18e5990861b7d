CREATE TABLE `content_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
-- What a visitor can see changed: one step of the content version, inside the writing transaction.
-- A driver's download counter is not content: only its other columns count.
INSERT INTO `content_version` (`id`, `version`) VALUES (1, 1);
--> statement-breakpoint
CREATE TRIGGER `products_content_version_insert` AFTER INSERT ON `products` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `products_content_version_update` AFTER UPDATE ON `products` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `products_content_version_delete` AFTER DELETE ON `products` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `categories_content_version_insert` AFTER INSERT ON `categories` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `categories_content_version_update` AFTER UPDATE ON `categories` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `categories_content_version_delete` AFTER DELETE ON `categories` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `brands_content_version_insert` AFTER INSERT ON `brands` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `brands_content_version_update` AFTER UPDATE ON `brands` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `brands_content_version_delete` AFTER DELETE ON `brands` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `blogs_content_version_insert` AFTER INSERT ON `blogs` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `blogs_content_version_update` AFTER UPDATE ON `blogs` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `blogs_content_version_delete` AFTER DELETE ON `blogs` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `jobs_content_version_insert` AFTER INSERT ON `jobs` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `jobs_content_version_update` AFTER UPDATE ON `jobs` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `jobs_content_version_delete` AFTER DELETE ON `jobs` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `drivers_content_version_insert` AFTER INSERT ON `drivers` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `drivers_content_version_update` AFTER UPDATE OF name, version, description, file, file_name, file_size ON `drivers` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `drivers_content_version_delete` AFTER DELETE ON `drivers` BEGIN UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
