-- Product search, fourth form: the brand joins the category, featured and stock bits of the FTS rowid,
-- so a search's facets (category, brand, in stock, each counted with the other choices kept) come from
-- the index alone, without reading a products row per hit (at 100,000 products a common word has
-- tens of thousands of hits):
--   rowid = (product id << 24) | ((brand id & 0x3FF) << 14) | ((category id & 0xFFF) << 2)
--           | (featured << 1) | in_stock            (brand bits 0 when the product has none)
-- The product id keeps its place, so a product's rows are still the range (id << 24) to
-- (id << 24) + 0xFFFFFF and the insert and delete triggers of 0003 stay as they are. Brand ids above
-- 1023 or category ids above 4095 no longer fit: the engine then counts through the products rows
-- instead (app/server/search/engine.server.ts), so the facets stay right, only slower.
-- The tokenizer and columns are those of 0009 (whole words in Indian scripts); the content-version
-- triggers are on the products and categories tables and are not touched.
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
DROP TRIGGER IF EXISTS `products_fts_after_update`;
--> statement-breakpoint
-- The text, status, and the bits in the rowid (brand, category, featured, stock): re-index the
-- product. A price or rating change leaves the FTS index alone. (A deleted brand sets its products'
-- brand_id to NULL, an update that fires this too.)
CREATE TRIGGER `products_fts_after_update`
AFTER UPDATE OF `id`, `name`, `model`, `category`, `brand_id`, `short_description`, `description`, `specifications`, `features`, `status`, `featured`, `in_stock` ON `products`
BEGIN
  DELETE FROM `products_fts` WHERE `rowid` BETWEEN (old.`id` << 24) AND (old.`id` << 24) + 16777215;
  INSERT INTO `products_fts` (`rowid`, `name`, `model`, `codes`, `category`, `short_description`, `description`, `specifications`, `features`)
  SELECT `fts_rowid`, `name`, `model`, `codes`, `category_display_name`, `short_description`, `description`, `specifications`, `features`
  FROM `products_search_source` WHERE `id` = new.`id` AND `status` = 'active';
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `categories_search_after_update`;
--> statement-breakpoint
-- A category's display name is indexed with each of its products, and its id is in their rowids: when
-- either changes, its products are indexed again (their old rowids rebuilt from the products' brand
-- and the indexed featured and stock bits). A change of the category's `name` reaches the products
-- through ON UPDATE CASCADE, which fires the product triggers.
CREATE TRIGGER `categories_search_after_update` AFTER UPDATE OF `id`, `display_name` ON `categories`
WHEN new.`display_name` IS NOT old.`display_name` OR new.`id` IS NOT old.`id`
BEGIN
  DELETE FROM `products_fts` WHERE `rowid` IN (
    SELECT (s.`id` << 24) | ((coalesce(p.`brand_id`, 0) & 1023) << 14) | ((old.`id` & 4095) << 2)
      | (s.`featured` << 1) | s.`in_stock`
    FROM `products_search` s JOIN `products` p ON p.`id` = s.`id` WHERE s.`category` = new.`name`
  );
  INSERT INTO `products_fts` (`rowid`, `name`, `model`, `codes`, `category`, `short_description`, `description`, `specifications`, `features`)
  SELECT `fts_rowid`, `name`, `model`, `codes`, `category_display_name`, `short_description`, `description`, `specifications`, `features`
  FROM `products_search_source` WHERE `category` = new.`name` AND `status` = 'active';
  UPDATE `products_search` SET `category_display_name` = new.`display_name` WHERE `category` = new.`name`;
END;
--> statement-breakpoint
DELETE FROM `products_fts`;
--> statement-breakpoint
INSERT INTO `products_fts` (`rowid`, `name`, `model`, `codes`, `category`, `short_description`, `description`, `specifications`, `features`)
SELECT `fts_rowid`, `name`, `model`, `codes`, `category_display_name`, `short_description`, `description`, `specifications`, `features`
FROM `products_search_source` WHERE `status` = 'active';
--> statement-breakpoint
INSERT INTO `products_fts` (`products_fts`) VALUES ('optimize');
