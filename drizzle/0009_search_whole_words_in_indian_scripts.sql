-- Product search, third form: whole words in Indian scripts. The default unicode61 tokenizer counts
-- only letters and numbers as word characters, so the vowel signs and viramas of Devanagari, Tamil,
-- Bengali and the other Indian scripts (combining marks, Unicode categories Mn and Mc) split every
-- word into fragments: 'प्रिंटर' was indexed as 'प', 'र', 'टर'. Counting the marks (M*) and private-use
-- characters (Co) as word characters keeps 'प्रिंटर' one term, so a Hindi word finds the products
-- that hold it and nothing else. Latin accents are still folded (remove_diacritics 2 works on the
-- precomposed letters the site stores), so 'Crème' is still the term 'creme'.
--
-- Only products_fts (and its term list, which reads it) is rebuilt: columns, prefix indexes and
-- rowids (see 0003_search_speed.sql) are as before, and the triggers on products and categories that
-- keep it in step name it at run time, so they stay as 0003 defined them.
DROP TABLE IF EXISTS `products_fts_vocab`;
--> statement-breakpoint
DROP TABLE IF EXISTS `products_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fts` USING fts5(
  `name`, `model`, `codes`, `category`, `short_description`, `description`, `specifications`, `features`,
  tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'",
  prefix = '1 2 3'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fts_vocab` USING fts5vocab(`products_fts`, 'row');
--> statement-breakpoint
INSERT INTO `products_fts` (`rowid`, `name`, `model`, `codes`, `category`, `short_description`, `description`, `specifications`, `features`)
SELECT `fts_rowid`, `name`, `model`, `codes`, `category_display_name`, `short_description`, `description`, `specifications`, `features`
FROM `products_search_source` WHERE `status` = 'active';
--> statement-breakpoint
INSERT INTO `products_fts` (`products_fts`) VALUES ('optimize');
