-- Product search, second form (the first is 0001_search_fts.sql; app/server/search.server.ts reads
-- both structures). Two changes, for catalogues of 100,000 products where one common word matches
-- half of them:
--  1. The FTS rowid carries, beside the product id, the bits a search counts by:
--       rowid = (product id << 24) | ((category id & 0x3FFFFF) << 2) | (featured << 1) | in_stock
--     so the total, the stock filter and the categories found come from the index alone, with no
--     lookup per hit. A product's rows are found by the range of its id: rowid >> 24 = products.id.
--  2. products_search gets the indexes that read a common word's results in sort order (featured then
--     name, name, price, category) and stop after one page, and the model/name keys for the
--     exact-match tier.
-- Everything else is as in 0001: only ACTIVE products are indexed, and triggers keep both structures
-- in step inside every writing transaction. The `codes` split is explained in 0001.
DROP TRIGGER IF EXISTS `products_search_after_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `products_search_after_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `products_fts_after_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `products_search_after_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `categories_search_after_update`;
--> statement-breakpoint
DROP TABLE IF EXISTS `products_fts_vocab`;
--> statement-breakpoint
DROP TABLE IF EXISTS `products_fts`;
--> statement-breakpoint
DROP VIEW IF EXISTS `products_search_source`;
--> statement-breakpoint
CREATE VIEW `products_search_source` AS
SELECT
  p.`id` AS `id`,
  (p.`id` << 24) | ((c.`id` & 4194303) << 2) | ((p.`featured` <> 0) << 1) | (p.`in_stock` <> 0) AS `fts_rowid`,
  p.`status` AS `status`,
  p.`name` AS `name`,
  coalesce(p.`model`, '') AS `model`,
  replace(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
      replace(p.`name` || ' ' || coalesce(p.`model`, ''), ' ', '|'),
    '0', ' 0 '), '1', ' 1 '), '2', ' 2 '), '3', ' 3 '), '4', ' 4 '),
    '5', ' 5 '), '6', ' 6 '), '7', ' 7 '), '8', ' 8 '), '9', ' 9 '),
  '  ', '') AS `codes`,
  c.`display_name` AS `category_display_name`,
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
JOIN `categories` c ON c.`name` = p.`category`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fts` USING fts5(
  `name`, `model`, `codes`, `category`, `short_description`, `description`, `specifications`, `features`,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fts_vocab` USING fts5vocab(`products_fts`, 'row');
--> statement-breakpoint
DELETE FROM `products_search`;
--> statement-breakpoint
INSERT INTO `products_fts` (`rowid`, `name`, `model`, `codes`, `category`, `short_description`, `description`, `specifications`, `features`)
SELECT `fts_rowid`, `name`, `model`, `codes`, `category_display_name`, `short_description`, `description`, `specifications`, `features`
FROM `products_search_source` WHERE `status` = 'active';
--> statement-breakpoint
INSERT INTO `products_search` (`id`, `category`, `category_display_name`, `in_stock`, `featured`, `price`, `name`, `model_key`, `name_key`)
SELECT `id`, `category`, `category_display_name`, `in_stock`, `featured`, `price`, `name`, `model_key`, `name_key`
FROM `products_search_source` WHERE `status` = 'active';
--> statement-breakpoint
CREATE INDEX `products_search_rank_idx` ON `products_search` (`featured` DESC, `name`, `id`);
--> statement-breakpoint
CREATE INDEX `products_search_name_idx` ON `products_search` (`name`, `id`);
--> statement-breakpoint
CREATE INDEX `products_search_price_idx` ON `products_search` (`price`, `name`, `id`);
--> statement-breakpoint
CREATE INDEX `products_search_category_idx` ON `products_search` (`category_display_name`, `name`, `id`);
--> statement-breakpoint
CREATE INDEX `products_search_model_key_idx` ON `products_search` (`model_key`);
--> statement-breakpoint
CREATE INDEX `products_search_name_key_idx` ON `products_search` (`name_key`);
--> statement-breakpoint
CREATE TRIGGER `products_search_after_insert` AFTER INSERT ON `products` WHEN new.`status` = 'active' BEGIN
  INSERT INTO `products_fts` (`rowid`, `name`, `model`, `codes`, `category`, `short_description`, `description`, `specifications`, `features`)
  SELECT `fts_rowid`, `name`, `model`, `codes`, `category_display_name`, `short_description`, `description`, `specifications`, `features`
  FROM `products_search_source` WHERE `id` = new.`id`;
  INSERT INTO `products_search` (`id`, `category`, `category_display_name`, `in_stock`, `featured`, `price`, `name`, `model_key`, `name_key`)
  SELECT `id`, `category`, `category_display_name`, `in_stock`, `featured`, `price`, `name`, `model_key`, `name_key`
  FROM `products_search_source` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_after_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM `products_fts` WHERE `rowid` BETWEEN (old.`id` << 24) AND (old.`id` << 24) + 16777215;
  DELETE FROM `products_search` WHERE `id` = old.`id`;
END;
--> statement-breakpoint
-- The text, status, and the bits in the rowid (category, featured, stock): re-index the product. A
-- price or rating change leaves the FTS index alone.
CREATE TRIGGER `products_fts_after_update`
AFTER UPDATE OF `id`, `name`, `model`, `category`, `short_description`, `description`, `specifications`, `features`, `status`, `featured`, `in_stock` ON `products`
BEGIN
  DELETE FROM `products_fts` WHERE `rowid` BETWEEN (old.`id` << 24) AND (old.`id` << 24) + 16777215;
  INSERT INTO `products_fts` (`rowid`, `name`, `model`, `codes`, `category`, `short_description`, `description`, `specifications`, `features`)
  SELECT `fts_rowid`, `name`, `model`, `codes`, `category_display_name`, `short_description`, `description`, `specifications`, `features`
  FROM `products_search_source` WHERE `id` = new.`id` AND `status` = 'active';
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_after_update`
AFTER UPDATE OF `id`, `name`, `model`, `category`, `status`, `in_stock`, `featured`, `price` ON `products`
BEGIN
  DELETE FROM `products_search` WHERE `id` = old.`id`;
  INSERT INTO `products_search` (`id`, `category`, `category_display_name`, `in_stock`, `featured`, `price`, `name`, `model_key`, `name_key`)
  SELECT `id`, `category`, `category_display_name`, `in_stock`, `featured`, `price`, `name`, `model_key`, `name_key`
  FROM `products_search_source` WHERE `id` = new.`id` AND `status` = 'active';
END;
--> statement-breakpoint
-- A category's display name is indexed with each of its products, and its id is in their rowids: when
-- either changes, its products are indexed again. (A change of the category's `name` reaches the
-- products through ON UPDATE CASCADE, which fires the product triggers above.)
CREATE TRIGGER `categories_search_after_update` AFTER UPDATE OF `id`, `display_name` ON `categories`
WHEN new.`display_name` IS NOT old.`display_name` OR new.`id` IS NOT old.`id`
BEGIN
  DELETE FROM `products_fts` WHERE `rowid` IN (
    SELECT (s.`id` << 24) | ((old.`id` & 4194303) << 2) | (s.`featured` << 1) | s.`in_stock`
    FROM `products_search` s WHERE s.`category` = new.`name`
  );
  INSERT INTO `products_fts` (`rowid`, `name`, `model`, `codes`, `category`, `short_description`, `description`, `specifications`, `features`)
  SELECT `fts_rowid`, `name`, `model`, `codes`, `category_display_name`, `short_description`, `description`, `specifications`, `features`
  FROM `products_search_source` WHERE `category` = new.`name` AND `status` = 'active';
  UPDATE `products_search` SET `category_display_name` = new.`display_name` WHERE `category` = new.`name`;
END;
