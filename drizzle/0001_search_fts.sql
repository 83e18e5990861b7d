-- Product search (app/server/search.server.ts). Two search-owned structures, declared only here
-- (drizzle does not model virtual tables), both holding the ACTIVE products only:
--   products_fts     FTS5 index over name, model, codes, category display name, short description,
--                    description, specifications and features (rowid = products.id);
--   products_search  a narrow row per product with what filtering, sorting and ranking read (category,
--                    stock, featured, price, name, model and name keys), so a search over thousands of
--                    hits never touches the wide products rows.
-- TRIGGERS on products and categories keep both in step inside the writing transaction, so every write
-- path (admin forms, /api, CSV import, a category rename, even the sqlite3 shell) stays in step without
-- calling anything.
--
-- `codes` is the product name and model with a break at every letter/digit boundary, so 'G500',
-- 'G-500', 'g 500' and 'G500i' become the tokens `g 500 [i]`; the query side splits the same way
-- (app/lib/search-query.ts) and matches them as a phrase, the last one as a prefix. The split is plain
-- SQL rather than a registered JavaScript function, so that any connection (the sqlite3 shell,
-- drizzle-kit studio, a backup script) can still write products without "no such function": a space
-- goes around each digit, then the double space between two digits is removed; real spaces are first
-- turned into '|' (a separator for the tokenizer too) so that they never join two words.
-- `model_key` / `name_key`: lowercase with ' ', '-', '.', '/', '_' removed, for the "exact model or
-- name" ranking tier; compactKey() in app/lib/search-query.ts is the same rule for the query.
CREATE VIEW `products_search_source` AS
SELECT
  p.`id` AS `id`,
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
  p.`in_stock` AS `in_stock`,
  p.`featured` AS `featured`,
  coalesce(p.`price`, 0) AS `price`,
  lower(replace(replace(replace(replace(replace(coalesce(p.`model`, ''), ' ', ''), '-', ''), '.', ''), '/', ''), '_', '')) AS `model_key`,
  lower(replace(replace(replace(replace(replace(p.`name`, ' ', ''), '-', ''), '.', ''), '/', ''), '_', '')) AS `name_key`
FROM `products` p
JOIN `categories` c ON c.`name` = p.`category`;
--> statement-breakpoint
-- A regular (self-contained) FTS5 table. The prefix indexes make a short last word ('zeb' finds Zebra)
-- cheap.
CREATE VIRTUAL TABLE `products_fts` USING fts5(
  `name`, `model`, `codes`, `category`, `short_description`, `description`, `specifications`, `features`,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3'
);
--> statement-breakpoint
-- Every distinct indexed term, for the one-typo fallback (candidates with the same first letter).
CREATE VIRTUAL TABLE `products_fts_vocab` USING fts5vocab(`products_fts`, 'row');
--> statement-breakpoint
CREATE TABLE `products_search` (
  `id` integer PRIMARY KEY NOT NULL,
  `category` text NOT NULL,
  `category_display_name` text NOT NULL COLLATE NOCASE,
  `in_stock` integer NOT NULL,
  `featured` integer NOT NULL,
  -- Sorting by price counts a missing price as 0.
  `price` real NOT NULL,
  `name` text NOT NULL COLLATE NOCASE,
  `model_key` text NOT NULL,
  `name_key` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `products_fts` (`rowid`, `name`, `model`, `codes`, `category`, `short_description`, `description`, `specifications`, `features`)
SELECT `id`, `name`, `model`, `codes`, `category_display_name`, `short_description`, `description`, `specifications`, `features`
FROM `products_search_source` WHERE `status` = 'active';
--> statement-breakpoint
INSERT INTO `products_search` (`id`, `category`, `category_display_name`, `in_stock`, `featured`, `price`, `name`, `model_key`, `name_key`)
SELECT `id`, `category`, `category_display_name`, `in_stock`, `featured`, `price`, `name`, `model_key`, `name_key`
FROM `products_search_source` WHERE `status` = 'active';
--> statement-breakpoint
CREATE TRIGGER `products_search_after_insert` AFTER INSERT ON `products` WHEN new.`status` = 'active' BEGIN
  INSERT INTO `products_fts` (`rowid`, `name`, `model`, `codes`, `category`, `short_description`, `description`, `specifications`, `features`)
  SELECT `id`, `name`, `model`, `codes`, `category_display_name`, `short_description`, `description`, `specifications`, `features`
  FROM `products_search_source` WHERE `id` = new.`id`;
  INSERT INTO `products_search` (`id`, `category`, `category_display_name`, `in_stock`, `featured`, `price`, `name`, `model_key`, `name_key`)
  SELECT `id`, `category`, `category_display_name`, `in_stock`, `featured`, `price`, `name`, `model_key`, `name_key`
  FROM `products_search_source` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_after_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM `products_fts` WHERE `rowid` = old.`id`;
  DELETE FROM `products_search` WHERE `id` = old.`id`;
END;
--> statement-breakpoint
-- Re-indexes the text only when an indexed column (or status, which decides whether the product is
-- indexed at all) is written: a stock, price or rating change leaves the FTS index alone.
CREATE TRIGGER `products_fts_after_update`
AFTER UPDATE OF `id`, `name`, `model`, `category`, `short_description`, `description`, `specifications`, `features`, `status` ON `products`
BEGIN
  DELETE FROM `products_fts` WHERE `rowid` = old.`id`;
  INSERT INTO `products_fts` (`rowid`, `name`, `model`, `codes`, `category`, `short_description`, `description`, `specifications`, `features`)
  SELECT `id`, `name`, `model`, `codes`, `category_display_name`, `short_description`, `description`, `specifications`, `features`
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
-- A category's display name is indexed with each of its products. (A change of the category's `name`
-- reaches the products through ON UPDATE CASCADE, which fires the product triggers above.)
CREATE TRIGGER `categories_search_after_update` AFTER UPDATE OF `display_name` ON `categories`
WHEN new.`display_name` IS NOT old.`display_name`
BEGIN
  UPDATE `products_fts` SET `category` = new.`display_name`
  WHERE `rowid` IN (SELECT `id` FROM `products_search` WHERE `category` = new.`name`);
  UPDATE `products_search` SET `category_display_name` = new.`display_name`
  WHERE `category` = new.`name`;
END;
