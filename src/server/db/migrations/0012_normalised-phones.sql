-- One Nigerian phone rule (issue 17, item 4; src/shared/schemas/phone.ts): phones are stored in
-- the 11-digit local form, 08031234567. Numbers saved before in another way of writing them
-- ("0803 123 4567", "+234 803-123-4567") are rewritten so; anything that is not a Nigerian mobile
-- number is left as it was (the person is asked to correct it the next time they save it).
UPDATE "profiles"
SET "phone" = '0' || substring(regexp_replace("phone", '[\s().-]', '', 'g') from '([789][01][0-9]{8})$')
WHERE regexp_replace("phone", '[\s().-]', '', 'g') ~ '^(0|\+?2340?)[789][01][0-9]{8}$';
--> statement-breakpoint
UPDATE "vendor_upgrade_requests"
SET "phone" = '0' || substring(regexp_replace("phone", '[\s().-]', '', 'g') from '([789][01][0-9]{8})$')
WHERE regexp_replace("phone", '[\s().-]', '', 'g') ~ '^(0|\+?2340?)[789][01][0-9]{8}$';
