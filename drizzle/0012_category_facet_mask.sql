-- The category filters' facts kept on each product row, so a category's facets are read from an index
-- instead of matching every product's specifications text after each change (about 150 ms at a
-- 20,000-product category). `facet_mask` holds one bit per choice: 1, 2, 4 for 203, 300, 600 dpi; 8, 16
-- for direct thermal, thermal transfer; 32 USB, 64 Ethernet, 128 serial, 256 Bluetooth, 512 Wi-Fi,
-- 1024 parallel (app/server/models/category-listing.server.ts reads them in this order).
-- The rule: the dpi and print_method columns, or else the specifications in lower case with ':', ',',
-- '/', '(' and '-' read as spaces and a space before "dpi" (so "203dpi" and "Resolution:203 dpi" are
-- both " 203 dpi", never the end of "1203 dpi"); interfaces only from the "interface" row onward, so
-- "USB" in a footnote elsewhere does not count. It lives in the view below; the triggers apply it to a
-- row whenever it is inserted or one of those columns is written, whoever writes it.
ALTER TABLE `products` ADD `facet_mask` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `products_facets_idx` ON `products` (`category`,`status`,`name`,`id`,`brand_id`,`in_stock`,`facet_mask`);--> statement-breakpoint
CREATE VIEW `product_facet_masks` AS
SELECT `id`,
  (CASE WHEN `dpi` = 203 OR `t` LIKE '% 203 dpi%' THEN 1 ELSE 0 END)
    | (CASE WHEN `dpi` = 300 OR `t` LIKE '% 300 dpi%' THEN 2 ELSE 0 END)
    | (CASE WHEN `dpi` = 600 OR `t` LIKE '% 600 dpi%' THEN 4 ELSE 0 END)
    | (CASE WHEN `pm` = 'direct-thermal' OR `t` LIKE '%direct thermal%' THEN 8 ELSE 0 END)
    | (CASE WHEN `pm` = 'thermal-transfer' OR `t` LIKE '%thermal transfer%' THEN 16 ELSE 0 END)
    | (CASE WHEN `it` LIKE '%usb%' THEN 32 ELSE 0 END)
    | (CASE WHEN `it` LIKE '%ethernet%' OR `it` LIKE '% lan%' THEN 64 ELSE 0 END)
    | (CASE WHEN `it` LIKE '%rs 232%' OR `it` LIKE '%rs232%' OR `it` LIKE '%serial%' THEN 128 ELSE 0 END)
    | (CASE WHEN `it` LIKE '%bluetooth%' THEN 256 ELSE 0 END)
    | (CASE WHEN `it` LIKE '%wi fi%' OR `it` LIKE '%wifi%' OR `it` LIKE '%wlan%' THEN 512 ELSE 0 END)
    | (CASE WHEN `it` LIKE '%parallel%' THEN 1024 ELSE 0 END) AS `mask`
FROM (
  SELECT `id`, `dpi`, `pm`, `t`,
    CASE WHEN instr(`t`, 'interface') > 0 THEN substr(`t`, instr(`t`, 'interface')) ELSE '' END AS `it`
  FROM (
    SELECT `id`, `dpi`, `print_method` AS `pm`,
      ' ' || replace(replace(replace(replace(replace(replace(replace(
        lower(coalesce(`specifications`, '')),
        ':', ' '), ',', ' '), '/', ' '), '(', ' '), '-', ' '), 'dpi', ' dpi'), '  ', ' ') AS `t`
    FROM `products`
  )
);--> statement-breakpoint
CREATE TRIGGER `products_facet_mask_insert` AFTER INSERT ON `products` BEGIN
  UPDATE `products` SET `facet_mask` = (SELECT `mask` FROM `product_facet_masks` WHERE `id` = new.`id`) WHERE `id` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `products_facet_mask_update` AFTER UPDATE OF `specifications`, `dpi`, `print_method` ON `products` BEGIN
  UPDATE `products` SET `facet_mask` = (SELECT `mask` FROM `product_facet_masks` WHERE `id` = new.`id`) WHERE `id` = new.`id`;
END;--> statement-breakpoint
UPDATE `products` SET `facet_mask` = `m`.`mask` FROM `product_facet_masks` AS `m` WHERE `m`.`id` = `products`.`id`;
