-- The language a person reads the product and its emails in (docs/data-model.md#users): "en" or
-- "ar", set at registration from the page they registered on and changed with the language switch;
-- null when unknown (imported delegates, accounts made before this migration), mailed in English.
ALTER TABLE `users` ADD `locale` text;
