ALTER TABLE `search_synonyms` ADD `intent` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Product search, fifth form: the words staff wrote are searched too. The brand's display name and
-- the product's meta keywords (the buyer's words staff chose: "ferrule printer", "4x6 labels",
-- "qr code scanner") get columns of their own, so the ranking can weigh them (the brand with the
-- name and model, the keywords above the descriptions). Tokenizer, prefix indexes and rowids are
-- those of 0009 and 0011; the triggers that name the index's columns are written again.
DROP TABLE IF EXISTS `products_fts_vocab`;
--> statement-breakpoint
DROP TABLE IF EXISTS `products_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fts` USING fts5(
  `name`, `model`, `codes`, `brand`, `category`, `keywords`, `short_description`, `description`,
  `specifications`, `features`,
  tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'",
  prefix = '1 2 3'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fts_vocab` USING fts5vocab(`products_fts`, 'row');
--> statement-breakpoint
DROP VIEW IF EXISTS `products_search_source`;
--> statement-breakpoint
CREATE VIEW `products_search_source` AS
SELECT
  p.`id` AS `id`,
  (p.`id` << 24) | ((coalesce(p.`brand_id`, 0) & 1023) << 14) | ((c.`id` & 4095) << 2)
    | ((p.`featured` <> 0) << 1) | (p.`in_stock` <> 0) AS `fts_rowid`,
  p.`status` AS `status`,
  p.`name` AS `name`,
  coalesce(p.`model`, '') AS `model`,
  replace(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
      replace(p.`name` || ' ' || coalesce(p.`model`, ''), ' ', '|'),
    '0', ' 0 '), '1', ' 1 '), '2', ' 2 '), '3', ' 3 '), '4', ' 4 '),
    '5', ' 5 '), '6', ' 6 '), '7', ' 7 '), '8', ' 8 '), '9', ' 9 '),
  '  ', '') AS `codes`,
  coalesce(b.`display_name`, '') AS `brand`,
  c.`display_name` AS `category_display_name`,
  coalesce(p.`meta_keywords`, '') AS `keywords`,
  p.`short_description` AS `short_description`,
  p.`description` AS `description`,
  coalesce(p.`specifications`, '') AS `specifications`,
  coalesce(p.`features`, '') AS `features`,
  p.`category` AS `category`,
  (p.`in_stock` <> 0) AS `in_stock`,
  (p.`featured` <> 0) AS `featured`,
  coalesce(p.`price`, 0) AS `price`,
  lower(replace(replace(replace(replace(replace(coalesce(p.`model`, ''), ' ', ''), '-', ''), '.', ''), '/', ''), '_', '')) AS `model_key`,
  lower(replace(replace(replace(replace(replace(p.`name`, ' ', ''), '-', ''), '.', ''), '/', ''), '_', '')) AS `name_key`
FROM `products` p
JOIN `categories` c ON c.`name` = p.`category`
LEFT JOIN `brands` b ON b.`id` = p.`brand_id`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `products_search_after_insert`;
--> statement-breakpoint
CREATE TRIGGER `products_search_after_insert` AFTER INSERT ON `products` WHEN new.`status` = 'active' BEGIN
  INSERT INTO `products_fts` (`rowid`, `name`, `model`, `codes`, `brand`, `category`, `keywords`, `short_description`, `description`, `specifications`, `features`)
  SELECT `fts_rowid`, `name`, `model`, `codes`, `brand`, `category_display_name`, `keywords`, `short_description`, `description`, `specifications`, `features`
  FROM `products_search_source` WHERE `id` = new.`id`;
  INSERT INTO `products_search` (`id`, `category`, `category_display_name`, `in_stock`, `featured`, `price`, `name`, `model_key`, `name_key`)
  SELECT `id`, `category`, `category_display_name`, `in_stock`, `featured`, `price`, `name`, `model_key`, `name_key`
  FROM `products_search_source` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `products_fts_after_update`;
--> statement-breakpoint
-- The text (now with the meta keywords), status, and the bits in the rowid: re-index the product.
CREATE TRIGGER `products_fts_after_update`
AFTER UPDATE OF `id`, `name`, `model`, `category`, `brand_id`, `short_description`, `description`, `specifications`, `features`, `meta_keywords`, `status`, `featured`, `in_stock` ON `products`
BEGIN
  DELETE FROM `products_fts` WHERE `rowid` BETWEEN (old.`id` << 24) AND (old.`id` << 24) + 16777215;
  INSERT INTO `products_fts` (`rowid`, `name`, `model`, `codes`, `brand`, `category`, `keywords`, `short_description`, `description`, `specifications`, `features`)
  SELECT `fts_rowid`, `name`, `model`, `codes`, `brand`, `category_display_name`, `keywords`, `short_description`, `description`, `specifications`, `features`
  FROM `products_search_source` WHERE `id` = new.`id` AND `status` = 'active';
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `categories_search_after_update`;
--> statement-breakpoint
CREATE TRIGGER `categories_search_after_update` AFTER UPDATE OF `id`, `display_name` ON `categories`
WHEN new.`display_name` IS NOT old.`display_name` OR new.`id` IS NOT old.`id`
BEGIN
  DELETE FROM `products_fts` WHERE `rowid` IN (
    SELECT (s.`id` << 24) | ((coalesce(p.`brand_id`, 0) & 1023) << 14) | ((old.`id` & 4095) << 2)
      | (s.`featured` << 1) | s.`in_stock`
    FROM `products_search` s JOIN `products` p ON p.`id` = s.`id` WHERE s.`category` = new.`name`
  );
  INSERT INTO `products_fts` (`rowid`, `name`, `model`, `codes`, `brand`, `category`, `keywords`, `short_description`, `description`, `specifications`, `features`)
  SELECT `fts_rowid`, `name`, `model`, `codes`, `brand`, `category_display_name`, `keywords`, `short_description`, `description`, `specifications`, `features`
  FROM `products_search_source` WHERE `category` = new.`name` AND `status` = 'active';
  UPDATE `products_search` SET `category_display_name` = new.`display_name` WHERE `category` = new.`name`;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `brands_search_after_update`;
--> statement-breakpoint
-- A brand's display name is indexed with each of its products: a new one indexes them again (a
-- change of the brand's id reaches them through their brand_id, which fires the product trigger).
CREATE TRIGGER `brands_search_after_update` AFTER UPDATE OF `display_name` ON `brands`
WHEN new.`display_name` IS NOT old.`display_name`
BEGIN
  DELETE FROM `products_fts` WHERE `rowid` IN (
    SELECT (s.`id` << 24) | ((p.`brand_id` & 1023) << 14) | ((c.`id` & 4095) << 2)
      | (s.`featured` << 1) | s.`in_stock`
    FROM `products` p JOIN `products_search` s ON s.`id` = p.`id`
      JOIN `categories` c ON c.`name` = p.`category`
    WHERE p.`brand_id` = new.`id`
  );
  INSERT INTO `products_fts` (`rowid`, `name`, `model`, `codes`, `brand`, `category`, `keywords`, `short_description`, `description`, `specifications`, `features`)
  SELECT s.`fts_rowid`, s.`name`, s.`model`, s.`codes`, s.`brand`, s.`category_display_name`, s.`keywords`, s.`short_description`, s.`description`, s.`specifications`, s.`features`
  FROM `products_search_source` s JOIN `products` p ON p.`id` = s.`id`
  WHERE p.`brand_id` = new.`id` AND s.`status` = 'active';
END;
--> statement-breakpoint
INSERT INTO `products_fts` (`rowid`, `name`, `model`, `codes`, `brand`, `category`, `keywords`, `short_description`, `description`, `specifications`, `features`)
SELECT `fts_rowid`, `name`, `model`, `codes`, `brand`, `category_display_name`, `keywords`, `short_description`, `description`, `specifications`, `features`
FROM `products_search_source` WHERE `status` = 'active';
--> statement-breakpoint
INSERT INTO `products_fts` (`products_fts`) VALUES ('optimize');
--> statement-breakpoint
-- The seeded abbreviation finds its spelled-out words and back ('thermal transfer ribbon' finds
-- every ribbon, as 'ttr' does), where staff have not changed it.
UPDATE `search_synonyms` SET `two_way` = 1
WHERE `term` = 'ttr' AND `expansion` = 'thermal transfer ribbon, ribbon';
